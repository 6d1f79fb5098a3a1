import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { cartLines, carts } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";
import type { Owner } from "#api/http/owner.ts";
import { ownedBy } from "#api/cart/cart.queries.ts";
import { findOrderByKey, type OrderRow } from "#api/orders/orders.queries.ts";
import { priceCheckout } from "./checkout.pricing.ts";
import { stepOneProblems, stepTwoProblems } from "./checkout.problems.ts";
import type { PlaceOrder } from "./checkout.schemas.ts";
import { missingIn, pickupStoresFor } from "./checkout.stores.ts";
import { refuseChanges, refuseUnconfirmedAge } from "./placement-checks.ts";
import { writeOrder } from "./placement-writes.ts";

export interface PlaceOrderInput {
  owner: Owner; lang: Locale; idempotencyKey: string; body: PlaceOrder;
  /** The payment providers with keys: a card or wallet method is placed only while its provider is one. */
  online: ReadonlySet<string>;
}
export interface PlaceOrderOutcome { orderId: string; replayed: boolean }

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The same request, whatever the order of its keys: the body as validated, keys sorted. */
function requestHashOf(body: PlaceOrder): string {
  return sha256(JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)))));
}

/** Keys are scoped to their owner: another visitor's key, even the same text, is another checkout. */
function keyHashOf(owner: Owner, key: string): string {
  return sha256(`${owner.kind === "customer" ? `c:${owner.customerId}` : `a:${owner.anonymousId}`}\n${key}`);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, d = 0; e && d < 4; e = e.cause as typeof e, d++) {
    if (e.code === "23505" && (e.constraint === constraint || String((e as Error).message ?? "").includes(constraint))) return true;
  }
  return false;
}

const emptyCart = () => new ApiError(422, "UNPROCESSABLE", "The cart is empty: add something before placing an order.", undefined, "empty_cart");

/**
 * placeOrder: the one transition that creates an order (domain/order-states.ts). In one transaction:
 * lock the owner's cart, price it again from the catalogue, refuse if anything changed since the
 * summary, take the stock and the coupon use with conditional updates, write the order, its lines, its
 * mails and its idempotency record (the order row's unique key), and delete the cart. All or nothing.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const { owner, lang, body } = input;
  const keyHash = keyHashOf(owner, input.idempotencyKey);
  const requestHash = requestHashOf(body);
  const replay = (order: OrderRow): PlaceOrderOutcome => {
    if (order.requestHash !== requestHash) {
      throw new ApiError(409, "CONFLICT", `This Idempotency-Key already placed order ${order.number} with a different request. Use a new key for a new order.`, undefined, "idempotency_key_reused");
    }
    return { orderId: order.id, replayed: true };
  };

  const earlier = await findOrderByKey(db, keyHash);
  if (earlier) return replay(earlier);
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // The cart's lock orders concurrent retries of one checkout: the second one waits, then finds the order.
      const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for("update");
      const placed = await findOrderByKey(tx, keyHash);
      if (placed) return replay(placed);
      if (!cart) throw emptyCart();
      const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.createdAt), asc(cartLines.id));
      if (lines.length === 0) throw emptyCart();

      const pricing = await priceCheckout(tx, lang, owner, { cart, lines }, input.online);
      const stores = cart.shippingMode === 2 ? await pickupStoresFor(tx, lang, pricing.lines) : [];
      refuseChanges(pricing, body, stores, cart.pickupStoreId);
      refuseUnconfirmedAge(pricing, body);
      const problems = { ...stepOneProblems(cart, owner.kind === "customer", missingIn(stores, cart.pickupStoreId)), ...stepTwoProblems(pricing) };
      if (Object.keys(problems).length) {
        throw new ApiError(422, "UNPROCESSABLE", `The checkout is not complete: ${Object.values(problems)[0]}`, problems, "incomplete");
      }
      const orderId = await writeOrder(tx, { owner, lang, cart, pricing, body, keyHash, requestHash });
      await tx.execute(sql`delete from carts where id = ${cart.id}`);
      return { orderId, replayed: false };
    });
  } catch (error) {
    // Two requests with one key that did not meet at the cart's lock (a customer's two carts cannot
    // exist, but the database is the last word): the unique key lets only one order in.
    if (isUniqueViolation(error, "orders_idempotency_key_unique")) {
      const winner = await findOrderByKey(db, keyHash);
      if (winner) return replay(winner);
    }
    throw error;
  }
}
