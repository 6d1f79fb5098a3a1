import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailOutbox, orderLines, orders, products, returnLines, returns, settings } from "#db/schema/schema.ts";
import type { OrderState } from "#domain/order-states.ts";
import type { WithdrawalExclusion } from "#domain/product-info.ts";
import { DEFAULT_WITHDRAWAL_DAYS, lineRefusal, withdrawalClosed, withdrawalPeriodEnds, type LineRefusal } from "#domain/withdrawal.ts";
import { ApiError } from "#api/http/errors.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";
import { readReturnSettings, returnPlaces, returnedUnits } from "#api/returns/returns.actions.ts";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The withdrawal period in days (settings `withdrawal.period_days`): 14, or more if the shop gives more. */
export async function readWithdrawalDays(db: Database): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "withdrawal"));
  const days = Number((row?.value as { period_days?: unknown } | undefined)?.period_days);
  return Number.isInteger(days) && days >= DEFAULT_WITHDRAWAL_DAYS && days <= 365 ? days : DEFAULT_WITHDRAWAL_DAYS;
}

interface OrderLineFacts { id: string; sku: string; title: string; quantity: number; exclusion: WithdrawalExclusion | null }

async function linesOf(db: Database, orderId: string): Promise<OrderLineFacts[]> {
  return db.select({ id: orderLines.id, sku: orderLines.sku, title: orderLines.title, quantity: orderLines.quantity, exclusion: products.withdrawalExclusion })
    .from(orderLines).leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.sku));
}

/** What the withdrawal function shows for an order: until when, each line with the units left and why one cannot be withdrawn. */
export async function withdrawalOptions(db: Database, order: OrderRow) {
  const [days, lines, already, withdrawals] = await Promise.all([readWithdrawalDays(db), linesOf(db, order.id), returnedUnits(db, order.id), withdrawalsOf(db, order.id)]);
  const ends = withdrawalPeriodEnds(order.fulfilledAt, days);
  const customer = (order.customer ?? {}) as { name?: string; lastname?: string };
  return {
    order_id: order.id, number: order.number, status: order.status as OrderState, email: order.email,
    name: [customer.name, customer.lastname].filter(Boolean).join(" "),
    period_days: days, period_ends: ends?.toISOString() ?? null, closed: withdrawalClosed({ status: order.status as OrderState, fulfilledAt: order.fulfilledAt }, days, new Date()),
    lines: lines.map((l) => {
      const left = l.quantity - (already.get(l.id) ?? 0);
      return {
        line_id: l.id, sku: l.sku, title: l.title, quantity: l.quantity, left: Math.max(left, 0), exclusion: l.exclusion,
        // A sealed product may still be withdrawn while its seal is intact: the consumer says so when choosing it.
        refusal: lineRefusal(l.exclusion, left, true),
      };
    }),
    withdrawals,
  };
}

export interface WithdrawalInput {
  name: string;
  email: string;
  /** The lines withdrawn, each with its units; none given: every line that can be. */
  lines?: { lineId: string; quantity?: number; sealIntact?: boolean }[];
}

const REFUSAL_MESSAGES: Record<LineRefusal, (title: string) => string> = {
  perishable: (title) => `${title} perishes quickly: the law excludes it from withdrawal.`,
  made_to_measure: (title) => `${title} was made to your measure: the law excludes it from withdrawal.`,
  sealed_hygiene: (title) => `${title} is sealed for hygiene: it can be withdrawn only while its seal is intact (say so with seal_intact).`,
  already_withdrawn: (title) => `Every unit of ${title} is already in a withdrawal or a return.`,
};

/**
 * The consumer withdraws (issue 21 §3): at once, in one transaction, the withdrawal is recorded on the order
 * with the time it was received, becomes a return the shop handles, and the acknowledgement (the content of
 * the withdrawal, and the date and time it was received) is queued to the e-mail the consumer gave. The
 * order's row is locked first, so two withdrawals of the same lines at once record one.
 */
export async function withdraw(db: Database, order: OrderRow, input: WithdrawalInput) {
  const [days, { address }] = await Promise.all([readWithdrawalDays(db), readReturnSettings(db)]);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for("update");
    if (!locked) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    const closed = withdrawalClosed({ status: locked.status as OrderState, fulfilledAt: locked.fulfilledAt }, days, new Date());
    if (closed === "cancelled") throw new ApiError(409, "CONFLICT", `Order ${locked.number} is cancelled: there is no contract left to withdraw from.`, undefined, "order_cancelled");
    if (closed === "period_over") {
      const ends = withdrawalPeriodEnds(locked.fulfilledAt, days)!;
      throw new ApiError(409, "CONFLICT", `The ${days} days to withdraw from order ${locked.number} ended on ${ends.toISOString().slice(0, 10)}.`, undefined, "withdrawal_period_over");
    }
    const lines = await linesOf(tx, locked.id);
    const already = await returnedUnits(tx, locked.id);
    const left = (l: OrderLineFacts) => l.quantity - (already.get(l.id) ?? 0);
    const problems: Record<string, string> = {};
    const refusals = new Set<LineRefusal>();
    const chosen: { line: OrderLineFacts; quantity: number }[] = [];
    if (input.lines) {
      const seen = new Set<string>();
      input.lines.forEach((asked, i) => {
        const line = lines.find((l) => l.id === asked.lineId);
        if (!line) { problems[`lines.${i}.line_id`] = "This line is not in the order."; return; }
        if (seen.has(line.id)) { problems[`lines.${i}.line_id`] = "Give each line once."; return; }
        seen.add(line.id);
        const refusal = lineRefusal(line.exclusion, left(line), asked.sealIntact === true);
        const quantity = asked.quantity ?? left(line);
        if (refusal) {
          problems[`lines.${i}.line_id`] = REFUSAL_MESSAGES[refusal](line.title);
          refusals.add(refusal);
        }
        else if (quantity > left(line)) problems[`lines.${i}.quantity`] = `At most ${left(line)} of ${line.title} can still be withdrawn.`;
        else chosen.push({ line, quantity });
      });
    } else {
      for (const line of lines) if (!lineRefusal(line.exclusion, left(line), false)) chosen.push({ line, quantity: left(line) });
    }
    if (Object.keys(problems).length) {
      const reason = refusals.has("already_withdrawn") ? "already_withdrawn" : "line_excluded";
      throw new ApiError(422, "UNPROCESSABLE", `The withdrawal cannot be recorded: ${Object.values(problems)[0]}`, problems, reason);
    }
    if (!chosen.length) {
      throw new ApiError(409, "CONFLICT", `Nothing of order ${locked.number} can be withdrawn any more: every line is excluded, or already in a withdrawal or a return.`, undefined, "already_withdrawn");
    }
    const [seq] = rowsOf(await tx.execute(sql`select nextval('return_numbers') as n`));
    const number = `RT-${new Date().getUTCFullYear()}-${String(seq!.n).padStart(6, "0")}`;
    const receivedAt = new Date();
    const [created] = await tx.insert(returns).values({
      number, orderId: locked.id, customerId: locked.customerId, status: "requested", reason: "withdrawal",
      withdrawalReceivedAt: receivedAt, withdrawalName: input.name, withdrawalEmail: input.email,
    }).returning();
    await tx.insert(returnLines).values(chosen.map((c) => ({ returnId: created!.id, orderLineId: c.line.id, quantity: c.quantity })));
    const places = await returnPlaces(tx, address);
    await tx.insert(emailOutbox).values({
      to: input.email, template: "withdrawal-received", lang: locked.lang,
      payload: {
        number: locked.number, orderId: locked.id, returnNumber: number, name: input.name, receivedAt: receivedAt.toISOString(),
        placedAt: locked.placedAt.toISOString(), lines: chosen.map((c) => `${c.quantity} × ${c.line.title}`),
        sendTo: places.address, stores: places.stores,
      },
    });
    return created!.id;
  });
}

/** The order's withdrawals: when each was received, by whom, the units and the return they became. */
export async function withdrawalsOf(db: Database, orderId: string) {
  const rows = await db.select({
    id: returns.id, number: returns.number, status: returns.status, receivedAt: returns.withdrawalReceivedAt, name: returns.withdrawalName, email: returns.withdrawalEmail,
  }).from(returns).where(and(eq(returns.orderId, orderId), isNotNull(returns.withdrawalReceivedAt))).orderBy(asc(returns.createdAt));
  const lines = rows.length ? await db.select({ returnId: returnLines.returnId, lineId: returnLines.orderLineId, quantity: returnLines.quantity, title: orderLines.title })
    .from(returnLines).innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({
    return_id: r.id, return_number: r.number, status: r.status, received_at: r.receivedAt!.toISOString(), name: r.name ?? "", email: r.email ?? "",
    lines: lines.filter((l) => l.returnId === r.id).map((l) => ({ line_id: l.lineId, title: l.title, quantity: l.quantity })),
  }));
}
