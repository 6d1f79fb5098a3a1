import type { Database } from "#db/client.ts";
import { inArray } from "drizzle-orm";
import { emailOutbox, settings } from "#db/schema/schema.ts";
import { readWithdrawalDays } from "#api/withdrawals/withdrawal.actions.ts";
import { readLegalSettings } from "#api/settings/legal-settings.ts";
import type { Locale } from "#domain/locale.ts";
import type { ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { InvoiceAddress } from "#api/checkout/checkout.schemas.ts";
import { pickText } from "#api/settings/settings.build.ts";
import { loadOrderParts, readBankTransfer, readOrderNotificationAddress, type OrderRow } from "./orders.queries.ts";

/** What both order mails show; the templates (api/mail/mail-templates.ts) check it with their own schema. */
export interface OrderMailPayload {
  number: string;
  orderId: string;
  paymentKind: string;
  paymentMethod: string;
  deliveryMethod: string;
  lines: { title: string; quantity: number; totalCents: number }[];
  totals: { itemsCents: number; discountCents: number; shippingCents: number; paymentFeeCents: number; vatCents: number; totalCents: number };
  shippingAddress: string[];
  pickupStore: string[];
  invoiceAddress: string[];
  customer: { name: string; email: string };
  bank: { iban: string; holder: string; bank: string; bic: string } | null;
  /** The trader the model withdrawal form is addressed to, and the withdrawal period (issue 21 §3). */
  seller: { name: string; address: string; email: string };
  withdrawalDays: number;
}

/** The seller's identity for the model withdrawal form: the legal data (settings `legal`, read as the legal pages read it), else the profile. */
async function readSeller(db: Database): Promise<OrderMailPayload["seller"]> {
  const rows = await db.select().from(settings).where(inArray(settings.key, ["legal", "profile"]));
  const profile = (rows.find((r) => r.key === "profile")?.value ?? {}) as { name?: string; email?: string; vatNumber?: string };
  const legal = readLegalSettings(rows.find((r) => r.key === "legal")?.value, { email: profile.email ?? "", vat_number: profile.vatNumber ?? "" });
  return { name: legal.company || (profile.name ?? ""), address: legal.address, email: profile.email ?? "" };
}

const compact = (parts: (string | undefined | null)[]) => parts.map((p) => (p ?? "").trim()).filter(Boolean);

function addressLines(a: ShippingAddress | null): string[] {
  if (!a) return [];
  return compact([a.Name, a.Street1, a.Street2, compact([a.PostalCode, a.CityName, a.StateOrProvince]).join(" "), a.CountryName ?? a.Country, a.Phone]);
}

function invoiceLines(i: InvoiceAddress | null): string[] {
  if (!i) return [];
  return compact([i.Company, i.Address, compact([i.Cap, i.City, i.Province]).join(" "), i.Country, i.Vat && `VAT ${i.Vat}`,
    i.Fiscalcode && `CF ${i.Fiscalcode}`, i.Sdi && `SDI ${i.Sdi}`, i.Pec && `PEC ${i.Pec}`]);
}

async function payloadOf(db: Database, order: OrderRow, lang: Locale): Promise<OrderMailPayload> {
  const { lines, store, delivery, payment } = await loadOrderParts(db, order);
  const [bank, seller, withdrawalDays] = await Promise.all([readBankTransfer(db), readSeller(db), readWithdrawalDays(db)]);
  const customer = order.customer as { name?: string; lastname?: string };
  return {
    number: order.number, orderId: order.id, paymentKind: order.paymentKind,
    paymentMethod: payment ? pickText(payment.names, lang) : "", deliveryMethod: delivery ? pickText(delivery.names, lang) : "",
    lines: lines.map((l) => ({ title: l.title, quantity: l.quantity, totalCents: l.lineTotalCents })),
    totals: {
      itemsCents: order.itemsCents, discountCents: order.discountCents, shippingCents: order.shippingCents,
      paymentFeeCents: order.paymentFeeCents, vatCents: order.vatCents, totalCents: order.totalCents,
    },
    shippingAddress: addressLines(order.shippingAddress as ShippingAddress | null),
    pickupStore: store ? compact([store.name, store.street, `${store.postalCode} ${store.city} ${store.province}`, pickText(store.openingHours, lang), store.phone]) : [],
    invoiceAddress: invoiceLines(order.invoiceAddress as InvoiceAddress | null),
    customer: { name: compact([customer.name, customer.lastname]).join(" "), email: order.email },
    bank: order.paymentKind === "bank_transfer" ? bank : null,
    seller, withdrawalDays,
  };
}

/**
 * The order confirmation to the shopper, in their language, and the new-order notice to the shop, in
 * the shop's language (Italian), written to the outbox inside the order's transaction: no order without
 * its mails, no mail without its order.
 */
export async function queueOrderMails(tx: Database, order: OrderRow, lang: Locale): Promise<void> {
  const payload = await payloadOf(tx, order, lang);
  const shop = await readOrderNotificationAddress(tx);
  const mails = [{ to: order.email, template: "order-confirmation", lang, payload }];
  if (shop) mails.push({ to: shop, template: "order-notification", lang: "it", payload: { ...payload, bank: null } });
  await tx.insert(emailOutbox).values(mails);
}

/** The provider refused the payment of an order still waiting for it: a way back to pay, or to pay otherwise. */
export async function queuePaymentFailedMail(tx: Database, order: OrderRow): Promise<void> {
  await tx.insert(emailOutbox).values({
    to: order.email, template: "payment-failed", lang: order.lang,
    payload: { number: order.number, orderId: order.id, totalCents: order.totalCents },
  });
}

/** The order moved on (shipped with its tracking, ready at the store): the shopper is told, in their language. */
export async function queueOrderUpdateMail(
  tx: Database, order: OrderRow, template: "order-shipped" | "order-ready",
  details: { carrier?: string; trackingNumber?: string; trackingUrl?: string | null },
): Promise<void> {
  const { store } = await loadOrderParts(tx, order);
  const lang = order.lang as Locale;
  await tx.insert(emailOutbox).values({
    to: order.email, template, lang,
    payload: {
      number: order.number, orderId: order.id, carrier: details.carrier ?? "", trackingNumber: details.trackingNumber ?? "", trackingUrl: details.trackingUrl ?? "",
      pickupStore: store ? compact([store.name, store.street, `${store.postalCode} ${store.city} ${store.province}`, pickText(store.openingHours, lang), store.phone]) : [],
    },
  });
}
