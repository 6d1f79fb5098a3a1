import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailOutbox, operatorActions, orderLines, orders, paymentMethods, pickupStores, returnLines, returns, settings } from "#db/schema/schema.ts";
import { centsToAmount } from "#domain/money.ts";
import { isOnlineKind } from "#domain/order-states.ts";
import {
  DEFAULT_RETURN_WINDOW_DAYS, nextReturnState, returnWindowEnds, type ReturnEvent, type ReturnReason, type ReturnState,
} from "#domain/return-states.ts";
import { ApiError } from "#api/http/errors.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";
import { refundPayment, type OnlinePayments } from "#api/payments/order-payments.ts";

export type ReturnRow = typeof returns.$inferSelect;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The shop's return rules (settings `returns`): the window in days, and where parcels go. */
export async function readReturnSettings(db: Database): Promise<{ windowDays: number; address: string[] }> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "returns"));
  const v = (row?.value ?? {}) as { window_days?: unknown; address?: unknown };
  const days = Number(v.window_days);
  return {
    windowDays: Number.isInteger(days) && days >= 14 && days <= 365 ? days : DEFAULT_RETURN_WINDOW_DAYS,
    address: Array.isArray(v.address) ? v.address.filter((l): l is string => typeof l === "string") : [],
  };
}

/** Units of each order line already in a return that was not refused. */
export async function returnedUnits(tx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await tx.select({ line: returnLines.orderLineId, n: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines).innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, "refused"))).groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.line, Number(r.n)]));
}

export interface ReturnRequest { lines: { lineId: string; quantity: number }[]; reason: ReturnReason; note?: string }

/**
 * The shopper asks to send lines back (issue 16): only once the order was delivered or collected, within
 * the shop's window, never more units than bought minus those already in a return. The order's row is
 * locked first, so ten requests at once for a one-unit line accept one. The return gets its number and
 * the shopper the instructions by e-mail, in the same transaction.
 */
export async function requestReturn(db: Database, order: OrderRow, input: ReturnRequest): Promise<string> {
  const { windowDays, address } = await readReturnSettings(db);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked || (locked.status !== "delivered" && locked.status !== "collected") || !locked.fulfilledAt) {
      throw new ApiError(409, "CONFLICT", `Order ${order.number} can be returned once it is delivered or collected.`, undefined, "not_returnable");
    }
    if (returnWindowEnds(locked.fulfilledAt, windowDays).getTime() < Date.now()) {
      throw new ApiError(409, "CONFLICT", `The ${windowDays} days to return order ${order.number} are over.`, undefined, "return_window_over");
    }
    const bought = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const already = await returnedUnits(tx, order.id);
    const problems: Record<string, string> = {};
    const seen = new Set<string>();
    input.lines.forEach((l, i) => {
      const line = bought.find((b) => b.id === l.lineId);
      if (!line) problems[`lines.${i}.line_id`] = "This line is not in the order.";
      else if (seen.has(l.lineId)) problems[`lines.${i}.line_id`] = "Give each line once.";
      else if (l.quantity > line.quantity - (already.get(line.id) ?? 0)) {
        problems[`lines.${i}.quantity`] = `At most ${line.quantity - (already.get(line.id) ?? 0)} of ${line.title} can still be returned.`;
      }
      seen.add(l.lineId);
    });
    if (Object.keys(problems).length) {
      throw new ApiError(422, "UNPROCESSABLE", `The return cannot be made: ${Object.values(problems)[0]}`, problems, "return_quantity");
    }
    const [seq] = rowsOf(await tx.execute(sql`select nextval('return_numbers') as n`));
    const number = `RT-${new Date().getUTCFullYear()}-${String(seq!.n).padStart(6, "0")}`;
    const [created] = await tx.insert(returns).values({
      number, orderId: order.id, customerId: order.customerId, status: "requested", reason: input.reason, note: input.note || null,
    }).returning();
    await tx.insert(returnLines).values(input.lines.map((l) => ({ returnId: created!.id, orderLineId: l.lineId, quantity: l.quantity })));
    const places = await returnPlaces(tx, address);
    await tx.insert(emailOutbox).values({
      to: order.email, template: "return-requested", lang: order.lang,
      payload: {
        number: order.number, orderId: order.id, returnNumber: number,
        lines: input.lines.map((l) => `${l.quantity} × ${bought.find((b) => b.id === l.lineId)!.title}`),
        sendTo: places.address, stores: places.stores,
      },
    });
    return created!.id;
  });
}

/** Where returned parcels go: the shop's address (settings returns.address) and its active stores, as the e-mail words them. */
export async function returnPlaces(db: Database, address: string[]) {
  const stores = await db.select().from(pickupStores).where(eq(pickupStores.isActive, true)).orderBy(asc(pickupStores.id));
  return { address, stores: stores.map((s) => `${s.name}, ${s.street}, ${s.city}`) };
}

/**
 * What one order's page says about returns: its returns, the units of each line already in one (not
 * refused), until when more can be asked (null once the window is over), and where parcels go. Null for an
 * order not delivered or collected: it can have no returns yet, and its page reads nothing more.
 */
export async function orderReturnFacts(db: Database, order: OrderRow) {
  if (!order.fulfilledAt || (order.status !== "delivered" && order.status !== "collected")) return null;
  const settings = await readReturnSettings(db);
  const [list, places] = await Promise.all([returnsOf(db, order.id), returnPlaces(db, settings.address)]);
  const returnedUnits = new Map<string, number>();
  for (const r of list) {
    if (r.status === "refused") continue;
    for (const l of r.lines) returnedUnits.set(l.line_id, (returnedUnits.get(l.line_id) ?? 0) + l.quantity);
  }
  const ends = returnWindowEnds(order.fulfilledAt, settings.windowDays);
  return { returns: list, returnUntil: ends.getTime() >= Date.now() ? ends.toISOString() : null, returnedUnits, returnTo: places };
}

/** A return as its owner (or the staff) sees it: its lines with their amounts, the refund, and its timeline. */
export async function returnView(db: Database, r: ReturnRow) {
  const lines = await db.select({ id: orderLines.id, sku: orderLines.sku, title: orderLines.title, bought: orderLines.quantity, total: orderLines.lineTotalCents, quantity: returnLines.quantity })
    .from(returnLines).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId)).where(eq(returnLines.returnId, r.id)).orderBy(asc(orderLines.sku));
  const timeline: { status: ReturnState; at: string }[] = [{ status: "requested", at: r.createdAt.toISOString() }];
  if (r.decidedAt) timeline.push({ status: r.status === "refused" ? "refused" : "approved", at: r.decidedAt.toISOString() });
  if (r.receivedAt) timeline.push({ status: "received", at: r.receivedAt.toISOString() });
  if (r.refundedAt) timeline.push({ status: "refunded", at: r.refundedAt.toISOString() });
  return {
    _id: r.id, number: r.number, order_id: r.orderId, status: r.status as ReturnState, reason: r.reason as ReturnReason, note: r.note,
    decision_note: r.decisionNote, created_at: r.createdAt.toISOString(), timeline,
    lines: lines.map((l) => ({ line_id: l.id, sku: l.sku, title: l.title, quantity: l.quantity, amount: centsToAmount(Math.round((l.total * l.quantity) / l.bought)) })),
    refund: r.refundedAt ? { amount: centsToAmount(r.refundCents ?? 0), method: r.refundMethod ?? "manual", reference: r.refundReference } : null,
    withdrawal: r.withdrawalReceivedAt ? { received_at: r.withdrawalReceivedAt.toISOString(), name: r.withdrawalName ?? "", email: r.withdrawalEmail ?? "" } : null,
  };
}

export async function returnsOf(db: Database, orderId: string) {
  const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.createdAt));
  return Promise.all(rows.map((r) => returnView(db, r)));
}

/** What the returned lines were paid: each line's total (after its coupon share) for the units returned. */
async function returnAmountCents(db: Database, returnId: string): Promise<number> {
  const lines = await db.select({ total: orderLines.lineTotalCents, bought: orderLines.quantity, quantity: returnLines.quantity })
    .from(returnLines).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId)).where(eq(returnLines.returnId, returnId));
  return lines.reduce((sum, l) => sum + Math.round((l.total * l.quantity) / l.bought), 0);
}

export interface ReturnOperation { db: Database; operator: string; payments: OnlinePayments }

/**
 * One step of a return by the staff, checked against its rule (a wrong one is a 409 naming the state),
 * locked, recorded with who did it. Receiving puts the units back in stock; refunding goes through the
 * order's payment provider when it was paid online (else it is recorded as the shop's own transfer).
 */
export async function operateReturn(context: ReturnOperation, returnId: string, event: ReturnEvent, input: { note?: string } = {}) {
  const { db } = context;
  const step = async (also: (tx: Database, r: ReturnRow) => Promise<Partial<ReturnRow>>) => db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [r] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
    if (!r) throw new ApiError(404, "NOT_FOUND", "There is no return with this id.");
    const next = nextReturnState(r.status as ReturnState, event);
    if (!next) throw new ApiError(409, "CONFLICT", `Return ${r.number} is ${r.status}: it cannot be ${event === "refund" ? "refunded" : `${event}d`}.`, undefined, "invalid_transition");
    const changes = await also(tx, r);
    const [changed] = await tx.update(returns).set({ status: next, updatedAt: new Date(), ...changes }).where(eq(returns.id, r.id)).returning();
    await tx.insert(operatorActions).values({ operator: context.operator, action: `return_${event}`, orderId: r.orderId, details: { return: r.number, to: next } });
    return changed!;
  });

  if (event === "approve" || event === "refuse") {
    return step(async () => ({ decidedAt: new Date(), ...(input.note ? { decisionNote: input.note } : {}) }));
  }
  if (event === "receive") {
    return step(async (tx, r) => {
      // The units come back to the warehouse's stock, one variant at a time in id order (placement's lock order).
      const lines = rowsOf(await tx.execute(sql`select ol.variant_id, sum(rl.quantity)::int as quantity from return_lines rl
        join order_lines ol on ol.id = rl.order_line_id where rl.return_id = ${r.id} and ol.variant_id is not null group by ol.variant_id order by ol.variant_id`));
      for (const l of lines) await tx.execute(sql`update variants set stock = stock + ${l.quantity} where id = ${l.variant_id} and inventory_managed`);
      return { receivedAt: new Date() };
    });
  }
  // Refund: the amount first, through the provider outside any lock; then the step, with its reference.
  const [r] = await db.select().from(returns).where(eq(returns.id, returnId));
  if (!r) throw new ApiError(404, "NOT_FOUND", "There is no return with this id.");
  if (!nextReturnState(r.status as ReturnState, "refund")) throw new ApiError(409, "CONFLICT", `Return ${r.number} is ${r.status}: it cannot be refunded.`, undefined, "invalid_transition");
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  const amount = await returnAmountCents(db, r.id);
  let method = "manual";
  let reference: string | null = null;
  if (order && isOnlineKind(order.paymentKind) && order.paymentStatus === "paid") {
    const refund = await refundPayment(db, context.payments, order, { amountCents: amount, idempotencyKey: `return-${r.id}` });
    const [m] = order.paymentMethodId ? await db.select({ provider: paymentMethods.provider }).from(paymentMethods).where(eq(paymentMethods.id, order.paymentMethodId)) : [];
    method = m?.provider ?? "provider";
    reference = refund.refundId;
  }
  return step(async () => ({ refundedAt: new Date(), refundCents: amount, refundMethod: method, refundReference: reference }));
}

