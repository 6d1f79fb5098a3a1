import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header the API reads the client's address from (rate limits); only this server may set it. */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * The address of whoever sent the request: the socket's peer, or behind a trusted reverse proxy
 * (TRUST_PROXY=true) the last X-Forwarded-For hop, the one our proxy appended. Earlier hops are
 * written by the client and prove nothing. "unknown" when there is no socket (in-process requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const last = (c.req.header("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean).at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The request as the API must see it: any x-client-ip the caller sent is replaced by the address we saw. */
export function withClientAddress(request: Request, address: string): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, address);
  return new Request(request, { headers, duplex: "half" } as RequestInit);
}
