import { z } from "zod";
import type { MailBlock } from "./mail-layout.ts";
import type { MailMessages } from "./mail-messages/mail-messages.ts";
import type { LinkTo, OrderLink, Template } from "./mail-templates.ts";

/** The payload api/orders/order-mails.ts writes; checked again when the mail is rendered. */
const ORDER_PAYLOAD = z.object({
  number: z.string(), orderId: z.string(), paymentKind: z.string(), paymentMethod: z.string(), deliveryMethod: z.string(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int(), totalCents: z.number().int() })),
  totals: z.object({
    itemsCents: z.number().int(), discountCents: z.number().int(), shippingCents: z.number().int(),
    paymentFeeCents: z.number().int(), vatCents: z.number().int(), totalCents: z.number().int(),
  }),
  shippingAddress: z.array(z.string()), pickupStore: z.array(z.string()), invoiceAddress: z.array(z.string()),
  customer: z.object({ name: z.string(), email: z.string() }),
  bank: z.object({ iban: z.string(), holder: z.string(), bank: z.string(), bic: z.string() }).nullable(),
  /** Whom the model withdrawal form is addressed to, and the period (orders placed before issue 21 have neither). */
  seller: z.object({ name: z.string(), address: z.string(), email: z.string() }).optional(),
  withdrawalDays: z.number().int().optional(),
});
type OrderPayload = z.infer<typeof ORDER_PAYLOAD>;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}

function money(m: MailMessages, cents: number): string {
  return new Intl.NumberFormat(m.order.locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** Lines, totals (each extra only when above zero, spec §5), addresses and how to pay: plain text blocks, escaped by the layout. */
function summary(m: MailMessages, p: OrderPayload): MailBlock[] {
  const o = m.order;
  const t = p.totals;
  const totals = [`${o.subtotal}: ${money(m, t.itemsCents)}`];
  if (t.discountCents > 0) totals.push(`${o.discount}: −${money(m, t.discountCents)}`);
  if (t.shippingCents > 0) totals.push(`${o.shipping}: ${money(m, t.shippingCents)}`);
  if (t.paymentFeeCents > 0) totals.push(`${o.paymentFee}: ${money(m, t.paymentFeeCents)}`);
  totals.push(`${o.total}: ${money(m, t.totalCents)} (${o.vat} ${money(m, t.vatCents)})`);
  const blocks: MailBlock[] = [
    { text: [o.items, ...p.lines.map((l) => `${l.quantity} × ${l.title} — ${money(m, l.totalCents)}`)].join("\n") },
    { text: totals.join("\n") },
  ];
  if (p.shippingAddress.length) blocks.push({ text: [`${o.shipTo}`, ...p.shippingAddress].join("\n") });
  if (p.pickupStore.length) blocks.push({ text: [`${o.pickupAt}`, ...p.pickupStore].join("\n") });
  if (p.invoiceAddress.length) blocks.push({ text: [`${o.invoice}`, ...p.invoiceAddress].join("\n") });
  return blocks;
}

function paymentBlocks(m: MailMessages, p: OrderPayload): MailBlock[] {
  const o = m.order;
  const blocks: MailBlock[] = [{ text: fill(o.payment, { method: p.paymentMethod }) }];
  if (p.paymentKind === "bank_transfer" && p.bank) {
    blocks.push({
      text: [o.bankIntro, `${o.iban}: ${p.bank.iban}`, `${o.holder}: ${p.bank.holder}`, `${o.bank}: ${p.bank.bank}`, `${o.bic}: ${p.bank.bic}`,
        fill(o.reference, { number: p.number }), fill(o.amount, { amount: money(m, p.totals.totalCents) })].join("\n"),
    }, { text: o.bankNext });
  } else if (p.paymentKind === "cash_on_delivery") blocks.push({ text: o.codNext });
  else if (p.paymentKind === "pay_at_pickup") blocks.push({ text: o.pickupNext });
  else if (p.paymentKind === "card" || p.paymentKind === "wallet") blocks.push({ text: o.paidNext });
  return blocks;
}

/**
 * The withdrawal information a distance contract's confirmation carries (Directive 2011/83/EU arts. 6(1)(h)
 * and 8(7)): the period, the withdrawal function's link (art. 11a) and the model withdrawal form (Annex I(B)).
 */
function withdrawalBlocks(m: MailMessages, p: OrderPayload, orderLink: OrderLink): MailBlock[] {
  if (!p.seller) return [];
  const w = m.withdrawal;
  const seller = [p.seller.name, p.seller.address, p.seller.email].filter(Boolean).join(", ");
  return [
    { text: fill(w.info, { days: String(p.withdrawalDays ?? 14), email: p.seller.email }) },
    { action: w.action, url: orderLink(p.orderId, "/withdrawal") },
    { text: [w.formTitle, fill(w.form, { seller })].join("\n") },
  ];
}

const confirmation: Template = (m, p: OrderPayload, link: LinkTo, orderLink: OrderLink) => ({
  subject: fill(m.order.subject, { number: p.number }),
  blocks: [
    { text: m.greeting }, { text: fill(m.order.intro, { number: p.number }) }, ...summary(m, p), ...paymentBlocks(m, p),
    { action: m.order.view, url: orderLink(p.orderId) }, ...withdrawalBlocks(m, p, orderLink), { text: m.signature },
  ],
});

const notice: Template = (m, p: OrderPayload) => ({
  subject: fill(m.order.noticeSubject, { number: p.number }),
  blocks: [
    { text: fill(m.order.noticeIntro, { number: p.number, customer: p.customer.name, email: p.customer.email, amount: money(m, p.totals.totalCents) }) },
    ...summary(m, p), { text: fill(m.order.payment, { method: p.paymentMethod }) }, { text: `${m.order.shipping}: ${p.deliveryMethod}` },
  ],
});

const PAYMENT_FAILED_PAYLOAD = z.object({ number: z.string(), orderId: z.string(), totalCents: z.number().int() });

/** The provider refused the payment: nothing was charged, the items wait a little, and the way back to pay (the /cancel page). */
const paymentFailed: Template = (m, p: z.infer<typeof PAYMENT_FAILED_PAYLOAD>, link: LinkTo, orderLink: OrderLink) => ({
  subject: fill(m.paymentFailed.subject, { number: p.number }),
  blocks: [
    { text: m.greeting }, { text: fill(m.paymentFailed.intro, { number: p.number, amount: money(m, p.totalCents) }) },
    { text: m.paymentFailed.reserved }, { action: m.paymentFailed.action, url: orderLink(p.orderId, "/cancel") }, { text: m.signature },
  ],
});

const UPDATE_PAYLOAD = z.object({
  number: z.string(), orderId: z.string(), carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string(), pickupStore: z.array(z.string()),
});
type UpdatePayload = z.infer<typeof UPDATE_PAYLOAD>;

/** Shipped: the carrier, the tracking number and a link to the carrier's tracking page (the shop's own link to the order too). */
const shipped: Template = (m, p: UpdatePayload, link: LinkTo, orderLink: OrderLink) => ({
  subject: fill(m.orderUpdate.shippedSubject, { number: p.number }),
  blocks: [
    { text: m.greeting }, { text: fill(m.orderUpdate.shippedIntro, { number: p.number, carrier: p.carrier, tracking: p.trackingNumber }) },
    ...(p.trackingUrl ? [{ action: m.orderUpdate.track, url: p.trackingUrl }] : []),
    { action: m.order.view, url: orderLink(p.orderId) }, { text: m.signature },
  ],
});

/** Ready at the store: where, with its hours. */
const ready: Template = (m, p: UpdatePayload, link: LinkTo, orderLink: OrderLink) => ({
  subject: fill(m.orderUpdate.readySubject, { number: p.number }),
  blocks: [
    { text: m.greeting }, { text: fill(m.orderUpdate.readyIntro, { number: p.number }) },
    ...(p.pickupStore.length ? [{ text: [m.orderUpdate.readyWhere, ...p.pickupStore].join("\n") }] : []),
    { action: m.order.view, url: orderLink(p.orderId) }, { text: m.signature },
  ],
});

const RETURN_PAYLOAD = z.object({
  number: z.string(), orderId: z.string(), returnNumber: z.string(), lines: z.array(z.string()), sendTo: z.array(z.string()), stores: z.array(z.string()),
});

/** A return asked: what goes back, where to send it or which shop takes it, what happens next. */
const returnRequested: Template = (m, p: z.infer<typeof RETURN_PAYLOAD>, link: LinkTo, orderLink: OrderLink) => ({
  subject: fill(m.returnRequested.subject, { number: p.number, returnNumber: p.returnNumber }),
  blocks: [
    { text: m.greeting }, { text: [fill(m.returnRequested.intro, { number: p.number, returnNumber: p.returnNumber }), ...p.lines].join("\n") },
    ...(p.sendTo.length ? [{ text: [m.returnRequested.sendTo, ...p.sendTo].join("\n") }] : []),
    ...(p.stores.length ? [{ text: [m.returnRequested.orBring, ...p.stores].join("\n") }] : []),
    { text: m.returnRequested.next }, { action: m.returnRequested.view, url: orderLink(p.orderId) }, { text: m.signature },
  ],
});

const WITHDRAWAL_PAYLOAD = z.object({
  number: z.string(), orderId: z.string(), returnNumber: z.string(), name: z.string(), receivedAt: z.string(), placedAt: z.string(),
  lines: z.array(z.string()), sendTo: z.array(z.string()), stores: z.array(z.string()),
});

/** A date and time as the shop's consumers read it: in Italy's time zone, named, so it is unambiguous anywhere. */
function when(m: MailMessages, iso: string, withTime: boolean): string {
  return new Intl.DateTimeFormat(m.order.locale, {
    day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Rome",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", timeZoneName: "short" } : {}),
  } as Intl.DateTimeFormatOptions).format(new Date(iso));
}

/** The acknowledgement of a withdrawal on a durable medium (art. 11a(3)): its content, and the date and time it was received. */
const withdrawalReceived: Template = (m, p: z.infer<typeof WITHDRAWAL_PAYLOAD>, link: LinkTo, orderLink: OrderLink) => {
  const w = m.withdrawal;
  return {
    subject: fill(w.subject, { number: p.number }),
    blocks: [
      { text: m.greeting }, { text: fill(w.intro, { receivedAt: when(m, p.receivedAt, true) }) },
      { text: [w.content, fill(w.name, { name: p.name }), fill(w.order, { number: p.number, placedAt: when(m, p.placedAt, false) }), w.lines, ...p.lines].join("\n") },
      { text: fill(w.returnNumber, { returnNumber: p.returnNumber }) },
      ...(p.sendTo.length ? [{ text: [m.returnRequested.sendTo, ...p.sendTo].join("\n") }] : []),
      ...(p.stores.length ? [{ text: [m.returnRequested.orBring, ...p.stores].join("\n") }] : []),
      { text: w.next }, { action: w.view, url: orderLink(p.orderId) }, { text: m.signature },
    ],
  };
};

const REVIEW_INVITATION_PAYLOAD = z.object({ orderId: z.string(), number: z.string(), products: z.array(z.string()) });
/** "How was it?" (issue 17): the products to review, and the order's /review page with its key, so a guest needs no account. */
const reviewInvitation: Template = (m, p: z.infer<typeof REVIEW_INVITATION_PAYLOAD>, link: LinkTo, orderLink: OrderLink) => {
  const r = m.reviewInvitation;
  return {
    subject: fill(r.subject, { number: p.number }),
    blocks: [
      { text: m.greeting }, { text: fill(r.intro, { number: p.number }) }, { text: [r.products, ...p.products.map((title) => `• ${title}`)].join("\n") },
      { action: r.action, url: orderLink(p.orderId, "/review"), fallback: m.linkFallback }, { text: r.note }, { text: m.signature },
    ],
  };
};

export const ORDER_TEMPLATES: Record<string, { payload: z.ZodType; build: Template }> = {
  "review-invitation": { payload: REVIEW_INVITATION_PAYLOAD, build: reviewInvitation },
  "withdrawal-received": { payload: WITHDRAWAL_PAYLOAD, build: withdrawalReceived },
  "order-confirmation": { payload: ORDER_PAYLOAD, build: confirmation },
  "order-notification": { payload: ORDER_PAYLOAD, build: notice },
  "payment-failed": { payload: PAYMENT_FAILED_PAYLOAD, build: paymentFailed },
  "order-shipped": { payload: UPDATE_PAYLOAD, build: shipped },
  "order-ready": { payload: UPDATE_PAYLOAD, build: ready },
  "return-requested": { payload: RETURN_PAYLOAD, build: returnRequested },
};
