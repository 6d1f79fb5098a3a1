import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { orders } from "#db/schema/schema.ts";
import { ownerOf } from "#api/http/owner.ts";
import type { RequestInfo } from "#api/http/request-context.ts";
import { findOwnedOrder, type OrderRow } from "./orders.queries.ts";

/**
 * An order's own key (issue 16): what a guest's e-mail link and the /tracking lookup hand out, so the
 * order opens in any browser. It is an HMAC of the order's id with the session secret: not guessable,
 * not stored, the same on every node; a new secret retires every key (as it ends every session).
 */
export function orderAccessKey(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-access:${orderId}`).digest("base64url").slice(0, 32);
}

function keyMatches(secret: string, orderId: string, key: string): boolean {
  const expected = Buffer.from(orderAccessKey(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order of `id` for this request: its owner's (customer or visitor), or anyone's who holds its key. */
export async function findAccessibleOrder(db: Database, info: RequestInfo, secret: string, id: string, key?: string): Promise<OrderRow | null> {
  const owner = ownerOf(info);
  const owned = owner ? await findOwnedOrder(db, owner, id) : null;
  if (owned || !key || !keyMatches(secret, id, key)) return owned;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order with this number and e-mail (either wrong: none, the same answer). */
export async function findOrderByNumberAndEmail(db: Database, number: string, email: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(sql`upper(${orders.number})`, number.toUpperCase()), eq(sql`lower(${orders.email})`, email.toLowerCase())));
  return row ?? null;
}
