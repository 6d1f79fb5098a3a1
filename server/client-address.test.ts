import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { apiClientAddress, clientAddress, signClientAddress, withClientAddress } from "./client-address.ts";

const SECRET = "s".repeat(40);

/** The API mount of server/app.ts in miniature: what x-client-ip does the API see? */
function mount(trustProxy: boolean) {
  const app = new Hono();
  app.all("*", (c) => {
    const request = withClientAddress(c.req.raw, apiClientAddress(c, trustProxy, SECRET));
    return c.text(request.headers.get("x-client-ip") ?? "");
  });
  return async (headers: Record<string, string>) =>
    (await app.request("/web/v1/auth/", { method: "POST", headers, body: "{}" }, { incoming: { socket: { remoteAddress: "203.0.113.7" } } })).text();
}

describe("x-client-ip on the public API mount", () => {
  it("is the socket's address: a client cannot choose its own rate-limit key", async () => {
    expect(await mount(false)({ "x-client-ip": "1.1.1.1", "x-forwarded-for": "2.2.2.2" })).toBe("203.0.113.7");
  });

  it("is the last X-Forwarded-For hop behind a trusted proxy (TRUST_PROXY=true), never an earlier one", async () => {
    expect(await mount(true)({ "x-client-ip": "1.1.1.1", "x-forwarded-for": "9.9.9.9, 198.51.100.4" })).toBe("198.51.100.4");
    expect(await mount(true)({})).toBe("203.0.113.7");
  });

  it("is the shopper's address a storefront node names and signs with the shared secret, and only then", async () => {
    const signed = signClientAddress(SECRET, "192.0.2.55");
    expect(await mount(false)({ "x-client-ip": "192.0.2.55", "x-client-ip-signature": signed })).toBe("192.0.2.55");
    expect(await mount(false)({ "x-client-ip": "192.0.2.56", "x-client-ip-signature": signed })).toBe("203.0.113.7");
    expect(await mount(false)({ "x-client-ip": "192.0.2.55", "x-client-ip-signature": signClientAddress("another secret of 40 characters........", "192.0.2.55") })).toBe("203.0.113.7");
    expect(await mount(false)({ "x-client-ip": "192.0.2.55", "x-client-ip-signature": "short" })).toBe("203.0.113.7");
  });

  it("is \"unknown\" without a socket (an in-process request)", async () => {
    const app = new Hono();
    app.get("*", (c) => c.text(clientAddress(c, false)));
    expect(await (await app.request("/")).text()).toBe("unknown");
  });
});
