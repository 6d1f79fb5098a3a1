import { createHmac, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** The header the API reads the client's address from (rate limits); only this server may set it. */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The address of whoever sent the request: the socket's peer, or behind a trusted reverse proxy
 * (TRUST_PROXY=true) the last X-Forwarded-For hop, the one our proxy appended. Earlier hops are
 * written by the client and prove nothing. "unknown" when there is no socket (in-process requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastForwardedHop(c.req.header("x-forwarded-for")) : null;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The same, for a request Node's server answers before the app (a kept page: page-answer.ts). */
export function nodeClientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const header = req.headers["x-forwarded-for"];
  const forwarded = trustProxy ? lastForwardedHop(Array.isArray(header) ? header.join(",") : header) : null;
  return forwarded ?? req.socket.remoteAddress ?? "unknown";
}

function lastForwardedHop(header: string | undefined): string | null {
  const last = (header ?? "").split(",").map((hop) => hop.trim()).filter(Boolean).at(-1);
  return last ? last.slice(0, 64) : null;
}

/** The request as the API must see it: any x-client-ip the caller sent is replaced by the address we saw. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, address);
  return new Request(request, { headers, duplex: "half" } as RequestInit);
}

/** Sent with x-client-ip by a storefront node to a remote API: proof that a node of ours wrote it. */
export const CLIENT_IP_SIGNATURE_HEADER = "x-client-ip-signature";

export function signClientAddress(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`client-ip:${address}`).digest("base64url");
}

/**
 * The address the API must see for a request arriving at /web/v1. A storefront node of a split
 * deployment calls the API for all its shoppers: it names each shopper's address and signs it with the
 * shared SESSION_SECRET, and only then is that address kept; anything else is the caller's own.
 */
export function apiClientAddress(c: Context, trustProxy: boolean, secret: string | null): string {
  const claimed = c.req.header(CLIENT_IP_HEADER);
  const signature = c.req.header(CLIENT_IP_SIGNATURE_HEADER);
  if (secret && claimed && signature && claimed.length <= 64) {
    const expected = Buffer.from(signClientAddress(secret, claimed));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return claimed;
  }
  return clientAddress(c, trustProxy);
}
