import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { couponRedemptions, orderLines, orders, type carts } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { isOnlineKind, placedState } from "#domain/order-states.ts";
import type { Owner } from "#api/http/owner.ts";
import { queueOrderMails } from "#api/orders/order-mails.ts";
import type { ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { CheckoutPricingResult } from "./checkout.pricing.ts";
import { effectiveInvoice } from "./checkout.problems.ts";
import { findCustomerDetails } from "./checkout.queries.ts";
import type { CheckoutCustomer, PlaceOrder } from "./checkout.schemas.ts";
import { couponUsedUp, stockTaken } from "./placement-checks.ts";
import { requestSubscription } from "#api/newsletter/newsletter.queries.ts";

interface WriteOrderInput {
  owner: Owner; lang: Locale; cart: typeof carts.$inferSelect; pricing: CheckoutPricingResult; body: PlaceOrder;
  keyHash: string; requestHash: string;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Takes the stock of every line, in variant id order so two orders never wait on each other in a circle.
 * Each take is one conditional UPDATE: it succeeds only while enough is left, so stock never goes below
 * zero and one unit is never sold twice, however many checkouts race for it (DESIGN principle 3).
 * Variants whose stock the shop does not manage are not counted (spec §5).
 */
async function takeStock(tx: Database, pricing: CheckoutPricingResult, storeId: number | null): Promise<void> {
  const lines = pricing.lines.filter((l) => l.sellable > 0).sort((a, b) => a.variantId - b.variantId);
  for (const l of lines) {
    if (pricing.mode === 2) {
      const taken = rowsOf(await tx.execute(sql`update store_stock set quantity = quantity - ${l.sellable}
        where store_id = ${storeId} and variant_id = ${l.variantId} and quantity >= ${l.sellable} returning quantity`));
      if (taken.length) continue;
      const left = rowsOf(await tx.execute(sql`select quantity from store_stock where store_id = ${storeId} and variant_id = ${l.variantId}`));
      throw stockTaken(l, Number(left[0]?.quantity ?? 0), "store");
    }
    if (!l.fact?.inventoryManaged) continue;
    const taken = rowsOf(await tx.execute(sql`update variants set stock = stock - ${l.sellable}
      where id = ${l.variantId} and stock >= ${l.sellable} returning stock`));
    if (taken.length) continue;
    const left = rowsOf(await tx.execute(sql`select stock from variants where id = ${l.variantId}`));
    throw stockTaken(l, Number(left[0]?.stock ?? 0), "warehouse");
  }
}

/** One more use of the coupon, only while its limit allows: the row lock makes concurrent checkouts count one by one. */
async function takeCouponUse(tx: Database, code: string, perCustomerLimit: number | null, owner: Owner, email: string): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`update coupons set times_used = times_used + 1
    where code = ${code} and (usage_limit is null or times_used < usage_limit) returning id`));
  if (!row) throw couponUsedUp(code, "used_up");
  if (perCustomerLimit !== null) {
    const customerId = owner.kind === "customer" ? owner.customerId : null;
    const [uses] = rowsOf(await tx.execute(sql`select count(*)::int as n from coupon_redemptions
      where coupon_id = ${row.id} and (lower(email) = lower(${email}) or (${customerId}::uuid is not null and customer_id = ${customerId}::uuid))`));
    if (Number(uses?.n ?? 0) >= perCustomerLimit) throw couponUsedUp(code, "customer_limit");
  }
  return Number(row.id);
}

/** Writes the order and everything that goes with it; the caller's transaction makes it all or nothing. */
export async function writeOrder(tx: Database, input: WriteOrderInput): Promise<string> {
  const { owner, lang, cart, pricing, body } = input;
  const given = (cart.customer as CheckoutCustomer | null) ?? {};
  const account = owner.kind === "customer" ? await findCustomerDetails(tx, owner.customerId) : null;
  const customer = {
    name: given.name || account?.name || "", lastname: given.lastname || account?.lastname || "",
    email: account?.email ?? given.email ?? "", company: given.company || account?.company || "", newsletter: given.newsletter ?? false,
  };
  await takeStock(tx, pricing, cart.pickupStoreId);
  const couponId = pricing.coupon ? await takeCouponUse(tx, pricing.coupon.code, pricing.coupon.perCustomerLimit, owner, customer.email) : null;

  const [seq] = rowsOf(await tx.execute(sql`select nextval('order_numbers') as n`));
  const number = `VT-${new Date().getUTCFullYear()}-${String(seq!.n).padStart(6, "0")}`;
  const { payment, delivery, totals } = pricing;
  const state = placedState(payment!.kind, pricing.mode);
  const [order] = await tx.insert(orders).values({
    number, customerId: owner.kind === "customer" ? owner.customerId : null, anonymousId: owner.kind === "anonymous" ? owner.anonymousId : null,
    email: customer.email, lang, status: state.state, paymentStatus: state.payment, paymentKind: payment!.kind,
    shippingMode: pricing.mode, deliveryMethodId: delivery!.id, paymentMethodId: payment!.id,
    pickupStoreId: pricing.mode === 2 ? cart.pickupStoreId : null, customer,
    shippingAddress: pricing.mode === 1 ? (cart.shippingAddress as ShippingAddress) : null, invoiceAddress: effectiveInvoice(cart),
    itemsCents: totals.itemsCents, shippingCents: Math.max(0, totals.shippingCents), paymentFeeCents: totals.paymentFeeCents,
    discountCents: totals.discountCents, vatCents: totals.vatCents, totalCents: totals.totalCents, couponCode: pricing.coupon?.code ?? null,
    idempotencyKey: input.keyHash, requestHash: input.requestHash, note: body.note || null,
  }).returning();
  // The lines priced are the sellable ones with their facts (checkout.pricing.ts): totals.lines follows them.
  const sold = pricing.lines.filter((l) => l.sellable > 0 && l.fact);
  await tx.insert(orderLines).values(sold.map((l, i) => ({
    orderId: order!.id, productId: l.productId, variantId: l.variantId, sku: l.fact!.sku, title: l.fact!.name, image: l.fact!.image,
    options: Object.fromEntries(l.fact!.optionLabels.map((label, n) => [String(n), label])), quantity: l.sellable,
    unitPriceCents: l.fact!.priceCents, vatRateBp: l.fact!.vatRateBp, lineTotalCents: totals.lines[i]!.totalCents,
  })));
  // The checkout's newsletter box asks for a subscription: its confirmation e-mail decides (double opt-in, issue 17).
  if (customer.newsletter && customer.email) {
    await requestSubscription(tx, { email: customer.email, lang, source: "checkout", customerId: order!.customerId });
  }
  if (couponId !== null) await tx.insert(couponRedemptions).values({ couponId, orderId: order!.id, customerId: order!.customerId, email: customer.email });
  // A card or wallet order is confirmed, and its mails sent, once the provider says it is paid (issue 15).
  if (!isOnlineKind(payment!.kind)) await queueOrderMails(tx, order!, lang);
  return order!.id;
}
