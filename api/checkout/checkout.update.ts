import { count, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { cartLines, carts } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import type { ShippingMode } from "#domain/order-states.ts";
import { ApiError } from "#api/http/errors.ts";
import type { Owner } from "#api/http/owner.ts";
import { ownedBy, type CartRow } from "#api/cart/cart.queries.ts";
import { listDeliveryMethods, listPaymentMethods, listPickupStores } from "./checkout.queries.ts";
import type { CheckoutCustomer, UpdateCheckout } from "./checkout.schemas.ts";

const MODE_NAMES: Record<ShippingMode, string> = { 1: "home delivery", 2: "store pickup" };

/**
 * Writes the checkout fields of the owner's cart, locked so a concurrent cart change cannot interleave.
 * A method or store that does not exist, is switched off, or does not fit the shipping mode is a 400
 * naming the field, and nothing is written. Changing the mode forgets the methods chosen for the other one.
 */
export async function saveCheckout(db: Database, lang: Locale, owner: Owner, body: UpdateCheckout, online: ReadonlySet<string>, stepOnly = false): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for("update");
    const [lines] = cart ? await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cart.id)) : [];
    if (!cart || !lines?.n) throw new ApiError(422, "UNPROCESSABLE", "The cart is empty: add something before checking out.", undefined, "empty_cart");
    if (stepOnly) {
      await tx.update(carts).set({ checkoutStep: body.step ?? cart.checkoutStep, updatedAt: new Date() }).where(eq(carts.id, cart.id));
      return;
    }
    const mode = (body.shippingMode ?? cart.shippingMode) as ShippingMode;
    const modeChanged = mode !== cart.shippingMode;
    const fields: Record<string, string> = {};
    const set: Partial<CartRow> = { shippingMode: mode };
    if (modeChanged) Object.assign(set, { deliveryMethodId: null, paymentMethodId: null });

    if (body.delivery_method !== undefined) {
      if (body.delivery_method !== null && !(await listDeliveryMethods(tx, lang, mode)).some((d) => d.id === body.delivery_method)) {
        fields.delivery_method = `This delivery method is not available for ${MODE_NAMES[mode]}.`;
      }
      set.deliveryMethodId = body.delivery_method;
    }
    if (body.payment_method !== undefined) {
      if (body.payment_method !== null && !(await listPaymentMethods(tx, lang, mode, online)).some((p) => p.id === body.payment_method)) {
        fields.payment_method = `This payment method is not available for ${MODE_NAMES[mode]}.`;
      }
      set.paymentMethodId = body.payment_method;
    }
    if (body.pickupStore !== undefined) {
      if (body.pickupStore !== null && !(await listPickupStores(tx)).some((s) => s.id === body.pickupStore)) {
        fields.pickupStore = "This store does not exist or does not take pickups any more.";
      }
      set.pickupStoreId = body.pickupStore;
    }
    const [firstField, firstMessage] = Object.entries(fields)[0] ?? [];
    if (firstField) throw new ApiError(400, "VALIDATION_FAILED", `${firstField}: ${firstMessage}`, fields);

    if (body.Customer) set.customer = { ...((cart.customer as CheckoutCustomer | null) ?? {}), ...body.Customer };
    if (body.ShippingAddress !== undefined) set.shippingAddress = body.ShippingAddress;
    if (body.InvoiceAddress !== undefined) set.invoiceAddress = body.InvoiceAddress;
    if (body.same_shipping_address !== undefined) set.sameShippingAddress = body.same_shipping_address;
    // goToStep1 keeps everything; moving on to step 2 is decided by the caller once step 1 is complete.
    if (body.step === 1) set.checkoutStep = 1;
    await tx.update(carts).set({ ...set, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}
