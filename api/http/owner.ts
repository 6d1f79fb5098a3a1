import { and, eq, isNull, type Column } from "drizzle-orm";
import { ApiError } from "./errors.ts";
import { markPersonal, type RequestInfo } from "./request-context.ts";

/** Who a cart, a saved cart or a wishlist belongs to: an anonymous visitor or a signed-in customer. */
export type Owner = { kind: "anonymous"; anonymousId: string } | { kind: "customer"; customerId: string };

/**
 * An owner as one string, as the database names it in its notifications (migration 0023): 'a:' and the
 * anonymous id, or 'c:' and the customer id.
 */
export function ownerKey(owner: Owner): string {
  return owner.kind === "customer" ? `c:${owner.customerId}` : `a:${owner.anonymousId}`;
}

export function ownerFromKey(key: string): Owner {
  return key.startsWith("c:") ? { kind: "customer", customerId: key.slice(2) } : { kind: "anonymous", anonymousId: key.slice(2) };
}

export const SESSION_ENDED_MESSAGE = "Your session has ended. Sign in again.";

export function sessionEnded(): ApiError {
  return new ApiError(401, "UNAUTHORIZED", SESSION_ENDED_MESSAGE, undefined, "session_ended");
}

/**
 * The owner a request speaks for. A valid bearer token names a customer (the session middleware checked
 * it); a token that is not valid any more is refused rather than mistaken for the anonymous visitor behind it.
 */
export function ownerOf(info: RequestInfo): Owner | null {
  markPersonal(info);
  if (info.session) return { kind: "customer", customerId: info.session.customerId };
  if (info.bearer) throw sessionEnded();
  return info.anonymousId ? { kind: "anonymous", anonymousId: info.anonymousId } : null;
}

/** Writes need an owner: without the ia header there is nobody to keep the cart for. */
export function requireOwner(info: RequestInfo): Owner {
  const owner = ownerOf(info);
  if (!owner) {
    throw new ApiError(400, "VALIDATION_FAILED", "This request has no visitor id (header ia). Reload the page and try again.", { ia: "Required." });
  }
  return owner;
}

/** Account endpoints need a signed-in customer: no token, or one that is not valid any more, is a 401. */
export function requireCustomer(info: RequestInfo): { customerId: string; familyId: string } {
  markPersonal(info);
  if (!info.session) throw sessionEnded();
  return info.session;
}

/** The rows of a table (carts, saved carts, wishlists) that belong to an owner. */
export function ownerCondition(owner: Owner, columns: { anonymousId: Column; customerId: Column }) {
  return owner.kind === "customer"
    ? eq(columns.customerId, owner.customerId)
    : and(eq(columns.anonymousId, owner.anonymousId), isNull(columns.customerId));
}
