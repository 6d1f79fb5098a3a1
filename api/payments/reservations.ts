import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { nextState, type OrderState, type PaymentKind, type PaymentState, type ShippingMode } from "#domain/order-states.ts";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * What an order took when it was placed, given back when it is cancelled before it was paid: its stock,
 * to the shelf it came from (the warehouse, or the pickup store), one variant at a time in id order
 * (placement's lock order), and its coupon use. The caller's transaction holds the order's row.
 */
export async function giveBack(tx: Database, order: { id: string; shippingMode: number; pickupStoreId: number | null }): Promise<void> {
  const lines = rowsOf(await tx.execute(sql`select variant_id, sum(quantity)::int as quantity from order_lines
    where order_id = ${order.id} and variant_id is not null group by variant_id order by variant_id`));
  for (const line of lines) {
    await tx.execute(order.shippingMode === 2
      ? sql`update store_stock set quantity = quantity + ${line.quantity} where store_id = ${order.pickupStoreId} and variant_id = ${line.variant_id}`
      : sql`update variants set stock = stock + ${line.quantity} where id = ${line.variant_id} and inventory_managed`);
  }
  for (const given of rowsOf(await tx.execute(sql`delete from coupon_redemptions where order_id = ${order.id} returning coupon_id`))) {
    await tx.execute(sql`update coupons set times_used = greatest(times_used - 1, 0) where id = ${given.coupon_id}`);
  }
}

/**
 * expirePayment for every online order still unpaid after `minutes` (issue 15): cancelled, its stock back
 * on the shelf it came from (the warehouse, or the pickup store), its coupon use given back. The deadline
 * is the order's own `placed_at` in the database, so a restart forgets nothing; `SKIP LOCKED` lets every
 * node sweep at once without two of them expiring one order (nor one racing a payment being confirmed,
 * which holds the order's row). Bank transfers are not swept: they wait for days, not minutes.
 */
export async function expireUnpaidOrders(db: Database, options: { minutes: number; now?: Date; limit?: number; keep?: readonly string[] }): Promise<string[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.minutes * 60_000);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const due = rowsOf(await tx.execute(sql`
      select id, number, status, payment_status, payment_kind, shipping_mode, pickup_store_id from orders
      where status = 'awaiting_payment' and payment_kind in ('card', 'wallet') and placed_at < ${cutoff.toISOString()}
      ${options.keep?.length ? sql`and id::text not in (${sql.join(options.keep.map((k) => sql`${k}`), sql`, `)})` : sql``}
      order by placed_at limit ${options.limit ?? 100} for update skip locked`));
    const expired: string[] = [];
    for (const order of due) {
      const next = nextState({
        state: order.status as OrderState, payment: order.payment_status as PaymentState,
        shippingMode: Number(order.shipping_mode) as ShippingMode, paymentKind: order.payment_kind as PaymentKind,
      }, "expirePayment");
      if (!next) continue;
      await tx.execute(sql`update orders set status = ${next.state}, payment_status = ${next.payment}, updated_at = now() where id = ${order.id}`);
      await giveBack(tx, { id: String(order.id), shippingMode: Number(order.shipping_mode), pickupStoreId: order.pickup_store_id as number | null });
      expired.push(String(order.number));
    }
    return expired;
  });
}

/**
 * Every node sweeps once a minute (the database decides what is due, so more nodes only sweep sooner).
 * `stop` waits for a sweep in progress, so shutdown never cuts one off with the database closing.
 */
export function startReservationSweeper(options: {
  db: Database; minutes: number; everyMs?: number;
  /** Closes the providers' pages of the orders due (order-payments.ts closeDuePayments); answers the ones to keep waiting. */
  closePages?: (cutoff: Date) => Promise<string[]>;
  log: (level: "info" | "error", msg: string, fields?: Record<string, unknown>) => void;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = () => {
    const now = new Date();
    running ??= (options.closePages ? options.closePages(new Date(now.getTime() - options.minutes * 60_000)) : Promise.resolve([]))
      .then((keep) => expireUnpaidOrders(options.db, { minutes: options.minutes, now, keep }))
      .then((expired) => { if (expired.length) options.log("info", "unpaid online orders expired, stock released", { orders: expired }); })
      .catch((error: unknown) => options.log("error", "expiring unpaid orders failed", { error: String(error) }))
      .finally(() => { running = null; });
  };
  const timer = setInterval(sweep, options.everyMs ?? 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
