import { and, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { orders, paymentEvents, paymentMethods } from "#db/schema/schema.ts";
import { ONLINE_PAYMENT_KINDS, isOnlineKind, isPaymentKind, nextState, placedState, type OrderState, type PaymentKind, type PaymentState, type ShippingMode } from "#domain/order-states.ts";
import { ApiError } from "#api/http/errors.ts";
import { queueOrderMails } from "#api/orders/order-mails.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";
import type { Locale } from "#domain/locale.ts";
import { applyPaymentEvent, type EventEffect } from "./payment-events.ts";
import type { HostedPayment, PaymentCheck, PaymentProvider } from "./provider.ts";
import { giveBack } from "./reservations.ts";

/** What the shop's online payments need beside the database: the providers with keys, and where the shop is. */
export interface OnlinePayments {
  providers: Record<string, PaymentProvider>;
  /** PUBLIC_BASE_URL: the provider sends the shopper back to absolute addresses of the shop. */
  publicBaseUrl: string;
  /** PAYMENT_RESERVATION_MINUTES: how long an unpaid online order holds its stock. */
  reservationMinutes: number;
  log: (msg: string, fields: Record<string, unknown>) => void;
}

/** Until when the order's stock is held for its payment: its placement plus the reservation. */
export function paymentDeadline(order: Pick<OrderRow, "placedAt">, minutes: number): Date {
  return new Date(order.placedAt.getTime() + minutes * 60_000);
}

function notAwaiting(order: OrderRow): ApiError {
  if (order.paymentStatus === "paid") return new ApiError(409, "CONFLICT", `Order ${order.number} is paid already.`, undefined, "already_paid");
  return new ApiError(409, "CONFLICT", `Order ${order.number} is not waiting for an online payment.`, undefined, "not_awaiting_payment");
}

/** The shopper paid with a method that settles later (a bank debit): nothing to open or change until the bank answers. */
const processing = (order: OrderRow) => new ApiError(409, "CONFLICT",
  `A payment of order ${order.number} is being processed by the provider: wait for its answer.`, undefined, "payment_processing");

const providerUnavailable = (cause: unknown) => Object.assign(new ApiError(503, "UNAVAILABLE",
  "The payment provider cannot be reached right now. Try again in a minute, or choose another way to pay.", undefined, "provider_unavailable"), { cause });

/** The provider answered, and said no (an amount under its minimum, a parameter it refuses): trying again will not help. */
const providerRefused = (cause: unknown) => Object.assign(new ApiError(422, "UNPROCESSABLE",
  `The payment provider refused this payment (${cause instanceof Error ? cause.message.slice(0, 200) : "no reason given"}). Choose another way to pay.`,
  undefined, "provider_refused"), { cause });

/** Stripe keeps a Checkout page open 30 minutes to 24 hours; a minute or an hour of margin absorbs the clocks' difference. */
const MIN_PAGE_MS = 31 * 60_000;
const MAX_PAGE_MS = 23 * 3600_000;

/** The provider of the order's payment method, if the shop still has its keys. */
async function providerOf(db: Database, deps: OnlinePayments, order: OrderRow): Promise<{ name: string; provider: PaymentProvider }> {
  const [method] = order.paymentMethodId ? await db.select({ provider: paymentMethods.provider }).from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)) : [];
  const name = method?.provider ?? "";
  const provider = deps.providers[name];
  if (!provider) {
    throw new ApiError(409, "CONFLICT", `This shop does not take payments through ${name || "this method"} any more: choose another way to pay.`, undefined, "provider_not_configured");
  }
  return { name, provider };
}

/**
 * A call to the provider: out of reach or failing on its side is a 503 (try again); a 4xx answer is its
 * refusal, a 422 (both SDKs give the HTTP status as `statusCode`).
 */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const status = Number((error as { statusCode?: unknown }).statusCode);
    if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429) throw providerRefused(error);
    throw providerUnavailable(error);
  }
}

/**
 * What the provider answered server to server, applied as a notification would be: a payment the check
 * finds paid is recorded once per reference (`check:<reference>`), so the check, a later webhook and a
 * second check give one state change between them (payment-events.ts).
 */
export async function applyCheck(db: Database, deps: OnlinePayments, providerName: string, check: PaymentCheck): Promise<EventEffect | null> {
  if (check.state !== "paid") return null;
  return applyPaymentEvent(db, {
    ...check, provider: providerName, eventId: `check:${check.reference}`, type: "check.paid", payload: { check },
  }, deps.log);
}

/**
 * The provider's hosted page for an order waiting for its online payment: the open one again when the
 * shopper comes back to retry, a new one when the last expired or failed. The new reference is written
 * only over the one the request saw (compare and set): two tabs retrying at once end with one page.
 */
export async function openPayment(
  db: Database, deps: OnlinePayments, order: OrderRow, input: { lang: Locale; successPath: string; cancelPath: string },
): Promise<HostedPayment> {
  if (order.status !== "awaiting_payment" || !isOnlineKind(order.paymentKind)) throw notAwaiting(order);
  const deadline = paymentDeadline(order, deps.reservationMinutes);
  if (deadline.getTime() <= Date.now()) {
    throw new ApiError(409, "CONFLICT", `The time to pay order ${order.number} is over: its items went back on sale.`, undefined, "reservation_expired");
  }
  const { name, provider } = await providerOf(db, deps, order);
  if (order.paymentReference) {
    const check = await ask(() => provider.checkPayment(order.paymentReference!));
    if (check.state === "paid") {
      await applyCheck(db, deps, name, check);
      throw notAwaiting({ ...order, paymentStatus: "paid" });
    }
    if (check.state === "open" && check.redirectUrl) return { reference: check.reference, redirectUrl: check.redirectUrl };
    if (check.state === "open") throw processing(order);
  }
  const base = deps.publicBaseUrl.replace(/\/$/, "");
  // The page closes at the deadline, within the provider's shortest and longest page (Stripe: 30 minutes to
  // 24 hours), in whole minutes: two requests of the same minute ask for the same page.
  const minute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;
  const closes = new Date(Math.min(minute(Math.max(deadline.getTime(), Date.now() + MIN_PAGE_MS)), minute(Date.now() + MAX_PAGE_MS) - 60_000));
  const hosted = await ask(() => provider.startPayment({
    orderId: order.id, orderNumber: order.number, amountCents: order.totalCents, currency: order.currency.toLowerCase(), lang: input.lang,
    email: order.email, successUrl: `${base}${input.successPath}`, cancelUrl: `${base}${input.cancelPath}`, expiresAt: closes,
    // One page per state of the order (its last change), language and closing minute: a retried or
    // concurrent request gets the same page back, and a page after a change of method is a new one.
    idempotencyKey: `order-${order.id}-${order.updatedAt.getTime()}-${input.lang}-${closes.getTime() / 60_000}`,
  }));
  // Stored only over the state the request saw: same page before, same method and total (not switched meanwhile).
  const [stored] = await db.update(orders).set({ paymentReference: hosted.reference, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "awaiting_payment"), eq(orders.totalCents, order.totalCents),
      order.paymentMethodId === null ? sql`${orders.paymentMethodId} is null` : eq(orders.paymentMethodId, order.paymentMethodId),
      order.paymentReference ? eq(orders.paymentReference, order.paymentReference) : sql`${orders.paymentReference} is null`))
    .returning({ id: orders.id });
  if (stored) return hosted;
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  // Another request with the same key stored the same page first.
  if (now?.paymentReference === hosted.reference) return hosted;
  // Another request stored another page first: this one is closed, so only one page can take the money.
  await ask(() => provider.cancelPayment(hosted.reference));
  if (!now || now.status !== "awaiting_payment" || !now.paymentReference) throw notAwaiting(now ?? order);
  const check = await ask(() => provider.checkPayment(now.paymentReference!));
  if (check.state !== "open" || !check.redirectUrl) throw notAwaiting(now);
  return { reference: check.reference, redirectUrl: check.redirectUrl };
}

/** The shopper is back from the provider's page: the payment as the provider says it, applied (never the return URL's word). */
export async function checkPayment(db: Database, deps: OnlinePayments, order: OrderRow): Promise<PaymentCheck["state"] | null> {
  if (order.status !== "awaiting_payment" || !isOnlineKind(order.paymentKind) || !order.paymentReference) return null;
  const { name, provider } = await providerOf(db, deps, order);
  const check = await ask(() => provider.checkPayment(order.paymentReference!));
  await applyCheck(db, deps, name, check);
  return check.state;
}

/**
 * Before the order stops waiting for its online payment (another method, back to the cart), the
 * provider's page is closed so it can no longer take the money. If the shopper paid there a moment
 * ago, that payment is applied and the change refused: the order is paid.
 */
export async function closeOnlinePayment(db: Database, deps: OnlinePayments, order: OrderRow): Promise<void> {
  if (!order.paymentReference) return;
  const { name, provider } = await providerOf(db, deps, order).catch(() => ({ name: "", provider: null }));
  // A provider whose keys were removed cannot take the money either: nothing to close.
  if (!provider) return;
  const ended = await ask(() => provider.cancelPayment(order.paymentReference!));
  if (ended.state === "paid") {
    await applyCheck(db, deps, name, ended);
    throw notAwaiting({ ...order, paymentStatus: "paid" });
  }
  // Paid by a method that settles later (a bank debit): it can no longer be stopped, so the order waits for it.
  if (ended.state === "open") throw processing(order);
}

/** The order's row, locked, still waiting for the online payment the request saw. */
async function lockAwaiting(tx: Database, order: OrderRow): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
  if (!row || row.status !== "awaiting_payment" || !isOnlineKind(row.paymentKind) || row.paymentReference !== order.paymentReference) {
    throw notAwaiting(row ?? order);
  }
  return row;
}

/**
 * The shopper pays the order another way (bank transfer, cash on delivery, at pickup, or another
 * provider's page): the method's fee replaces the old one in the total, the order takes the new kind's
 * first state, and an offline method's confirmation mail goes out now (an online order's waited for the
 * payment). The old page is closed first, so at most one provider can take the money.
 */
export async function choosePaymentMethod(db: Database, deps: OnlinePayments, order: OrderRow, methodId: number, lang: Locale): Promise<void> {
  if (order.status !== "awaiting_payment" || !isOnlineKind(order.paymentKind)) throw notAwaiting(order);
  const [method] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.isActive, true)));
  const mode = order.shippingMode as ShippingMode;
  // Another online method only through a provider with keys; the method the order has already is no change.
  const usable = method && isPaymentKind(method.kind) && method.shippingModes.includes(mode) && method.id !== order.paymentMethodId
    && (!isOnlineKind(method.kind) || Boolean(deps.providers[method.provider ?? ""]));
  if (!method || !usable) {
    throw new ApiError(422, "UNPROCESSABLE", "This payment method cannot be chosen for this order: choose one of the order's other methods.",
      { payment_method: "Choose one of the methods offered for this order." }, "method_not_allowed");
  }
  const kind = method.kind as PaymentKind;
  const first = (() => { try { return placedState(kind, mode); } catch { return null; } })();
  if (!first) {
    throw new ApiError(422, "UNPROCESSABLE", "This payment method does not go with the order's delivery.", { payment_method: "Choose one of the methods offered for this order." }, "method_not_allowed");
  }
  await closeOnlinePayment(db, deps, order);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const row = await lockAwaiting(tx, order);
    const [changed] = await tx.update(orders).set({
      paymentKind: kind, paymentMethodId: method.id, paymentFeeCents: method.feeCents,
      totalCents: row.totalCents - row.paymentFeeCents + method.feeCents, status: first.state, paymentStatus: first.payment,
      paymentReference: null, updatedAt: new Date(),
    }).where(eq(orders.id, row.id)).returning();
    // Another online method still waits for its money (its page is opened next); an offline one is confirmed now.
    if (!isOnlineKind(kind)) await queueOrderMails(tx, changed!, (changed!.lang as Locale) ?? lang);
  });
}

/**
 * The shopper gives up paying this order and goes back to the cart: the order is cancelled, its stock
 * and coupon use given back, in the transaction that puts its lines back in the shopper's cart (the
 * caller's: the cart's own change). closeOnlinePayment comes first, outside it.
 */
export async function cancelForCart(tx: Database, order: OrderRow): Promise<void> {
  const row = await lockAwaiting(tx, order);
  const next = nextState({
    state: row.status as OrderState, payment: row.paymentStatus as PaymentState, shippingMode: row.shippingMode as ShippingMode, paymentKind: row.paymentKind as PaymentKind,
  }, "cancel");
  if (!next) throw notAwaiting(row);
  await tx.update(orders).set({ status: next.state, paymentStatus: next.payment, updatedAt: new Date() }).where(eq(orders.id, row.id));
  await giveBack(tx, { id: row.id, shippingMode: row.shippingMode, pickupStoreId: row.pickupStoreId });
}

/**
 * Money back on a paid online order, through its provider (returns call this, issue 16 onwards). The same
 * key gives the same refund; each refund is recorded with the provider's id (`payment_events`, kind
 * `refund`), once. Refunding more than was paid is the provider's refusal, never the shop's guess.
 */
export async function refundPayment(
  db: Database, deps: OnlinePayments, order: OrderRow, input: { amountCents: number; idempotencyKey: string },
): Promise<{ refundId: string }> {
  if (order.paymentStatus !== "paid" || !isOnlineKind(order.paymentKind) || !order.paymentReference) {
    throw new ApiError(409, "CONFLICT", `Order ${order.number} has no online payment to refund.`, undefined, "not_refundable");
  }
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > order.totalCents) {
    throw new ApiError(422, "UNPROCESSABLE", `Refund between 0.01 and the order's total.`, { amount: "Between 0.01 and the order's total." }, "refund_amount");
  }
  const { name, provider } = await providerOf(db, deps, order);
  const { refundId } = await ask(() => provider.refund({ reference: order.paymentReference!, amountCents: input.amountCents, idempotencyKey: input.idempotencyKey }));
  await db.insert(paymentEvents).values({
    orderId: order.id, provider: name, providerEventId: `refund:${refundId}`, kind: "refund", payload: { refundId, amountCents: input.amountCents },
  }).onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.providerEventId] });
  return { refundId };
}

/**
 * Before the sweep cancels the unpaid online orders whose time is over, their providers' pages are
 * closed (reservations.ts): a payment made meanwhile confirms its order instead of arriving late, and one
 * still being processed (a bank debit) keeps its order waiting. Answers the orders to leave alone this
 * time. A provider out of reach does not hold the sweep up: its order expires, and a payment that still
 * comes is flagged (decision 012).
 */
export async function closeDuePayments(db: Database, deps: OnlinePayments, cutoff: Date, limit = 100): Promise<string[]> {
  const due = await db.select().from(orders).where(and(
    eq(orders.status, "awaiting_payment"), inArray(orders.paymentKind, [...ONLINE_PAYMENT_KINDS]), lt(orders.placedAt, cutoff), isNotNull(orders.paymentReference),
  )).orderBy(orders.placedAt).limit(limit);
  const keep: string[] = [];
  for (const order of due) {
    try {
      const { name, provider } = await providerOf(db, deps, order);
      const ended = await provider.cancelPayment(order.paymentReference!);
      if (ended.state === "paid") await applyCheck(db, deps, name, ended);
      else if (ended.state === "open") keep.push(order.id);
    } catch (error) {
      deps.log("the payment page of an expiring order could not be closed", { order: order.number, error: String(error) });
    }
  }
  return keep;
}
