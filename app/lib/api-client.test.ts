import { describe, expect, it, vi } from "vitest";
import { createApiClient, apiErrorMessage, ApiRequestError } from "./api-client.server.ts";

function fakeApi(statuses: number[]) {
  const seen: Request[] = [];
  const api = vi.fn(async (request: Request) => {
    seen.push(request);
    const status = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
    const body = status < 400 ? { data: { ok: true } } : { data: null, metadata: [{ code: "X", errors: [`failed ${status}`] }] };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { api, seen };
}

const base = (api: (r: Request) => Promise<Response>, log = vi.fn()) => ({
  context: { api, apiBaseUrl: "http://api.internal", platform: "web", log },
  lang: "de" as const,
});

describe("createApiClient", () => {
  it("sends lang, a fresh uuid, platform, the bearer token and ia on every request", async () => {
    const { api, seen } = fakeApi([200]);
    const client = createApiClient({ ...base(api), token: "tok_0123456789abcdef", anonymousId: "anon_0123456789abcdef" });
    await client.get("/setting");
    await client.get("/setting");
    const h = seen[0]!.headers;
    expect(h.get("lang")).toBe("de");
    expect(h.get("platform")).toBe("web");
    expect(h.get("authorization")).toBe("Bearer tok_0123456789abcdef");
    expect(h.get("ia")).toBe("anon_0123456789abcdef");
    expect(h.get("uuid")).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.headers.get("uuid")).not.toBe(h.get("uuid"));
    expect(new URL(seen[0]!.url).pathname).toBe("/web/v1/setting");
  });

  it("says so to the server when an answer depends on who asks (Cache-Control private), and only then", async () => {
    const onPersonalAnswer = vi.fn();
    const api = vi.fn(async (request: Request) => new Response(JSON.stringify({ data: {} }), {
      headers: { "content-type": "application/json", ...(request.url.endsWith("/cart") ? { "cache-control": "private, no-store" } : {}) },
    }));
    const client = createApiClient({ ...base(api), context: { ...base(api).context, onPersonalAnswer }, anonymousId: "anon_0123456789abcdef" });
    await client.get("/setting");
    expect(onPersonalAnswer).not.toHaveBeenCalled();
    await client.get("/cart");
    expect(onPersonalAnswer).toHaveBeenCalledOnce();
  });

  it("passes on what of the catalogue each public answer shows, any product when it does not say, or what the caller shows of it", async () => {
    const onCatalogueTags = vi.fn();
    const api = vi.fn(async (request: Request) => new Response(JSON.stringify({ data: {} }), {
      headers: {
        "content-type": "application/json",
        ...(request.url.includes("/catalog/") ? { "vetrina-tags": "c4 p12" } : {}),
        ...(request.url.endsWith("/cart") ? { "cache-control": "private, no-store" } : {}),
      },
    }));
    const client = createApiClient({ ...base(api), context: { ...base(api).context, onCatalogueTags }, anonymousId: "anon_0123456789abcdef" });
    await client.get("/catalog/products?category=4");
    await client.get("/blog");
    await client.request("GET", "/setting", undefined, { shows: [] });
    await client.get("/cart");
    await client.post("/cart/addtocart", { items: 1 });
    expect(onCatalogueTags.mock.calls).toEqual([[["c4", "p12"]], [["products"]], [[]]]);
  });

  it("goes on as the visitor when the API says the session has ended, once, and says so to the server", async () => {
    const seen: Request[] = [];
    const api = vi.fn(async (request: Request) => {
      seen.push(request);
      const ended = request.headers.has("authorization");
      const body = ended ? { data: null, metadata: [{ code: "UNAUTHORIZED", errors: ["ended"], reason: "session_ended" }] } : { data: { count: 0 } };
      return new Response(JSON.stringify(body), { status: ended ? 401 : 200 });
    });
    const onSessionEnded = vi.fn();
    const client = createApiClient({ context: { ...base(api).context, onSessionEnded }, lang: "it", token: "tok_0123456789abcdef", anonymousId: "anon_0123456789abcdef" });
    expect(await client.post("/cart/addtocart", { items: 1 })).toEqual({ data: { count: 0 } });
    expect(await client.get("/cart/summary")).toEqual({ data: { count: 0 } });
    expect(seen.map((r) => [r.method, r.headers.has("authorization"), r.headers.get("ia")])).toEqual([
      ["POST", true, "anon_0123456789abcdef"], ["POST", false, "anon_0123456789abcdef"], ["GET", false, "anon_0123456789abcdef"],
    ]);
    expect(await seen[1]!.json()).toEqual({ items: 1 });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("logs a request that has no anonymous id and sends no ia header", async () => {
    const { api, seen } = fakeApi([200]);
    const log = vi.fn();
    await createApiClient(base(api, log)).get("/setting");
    expect(seen[0]!.headers.has("ia")).toBe(false);
    expect(log).toHaveBeenCalledWith("warn", expect.stringContaining("anonymous id"), expect.anything());
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", async (status) => {
    const { api } = fakeApi([status, 200]);
    await expect(createApiClient(base(api)).get("/setting")).resolves.toEqual({ data: { ok: true } });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("retries only once, then reports the error", async () => {
    const { api } = fakeApi([502, 502, 200]);
    await expect(createApiClient(base(api)).get("/setting")).rejects.toBeInstanceOf(ApiRequestError);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it("turns an unreachable database (503) into a 503 answer for the page, with Retry-After", async () => {
    const { api } = fakeApi([503, 503]);
    const thrown = await createApiClient(base(api)).get("/setting").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get("retry-after")).toBe("5");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("never retries a %s", async (method) => {
    const { api } = fakeApi([503, 200]);
    await expect(createApiClient(base(api)).request(method, "/cart/addtocart", {})).rejects.toMatchObject({ status: 503 });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("does not retry statuses outside the list", async () => {
    const { api } = fakeApi([404, 200]);
    await expect(createApiClient(base(api)).get("/x")).rejects.toMatchObject({ status: 404, message: "failed 404" });
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("keeps the API's answer headers on a refusal, so a 429's Retry-After can be passed on", async () => {
    const api = vi.fn(async () => new Response(JSON.stringify({ data: null, metadata: [{ code: "RATE_LIMITED", errors: ["x"], reason: "rate_limited" }] }), { status: 429, headers: { "Retry-After": "300" } }));
    const thrown = await createApiClient(base(api)).post("/auth/", {}).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect((thrown as ApiRequestError).headers.get("retry-after")).toBe("300");
  });

  it("sends bodies as JSON", async () => {
    const { api, seen } = fakeApi([200]);
    await createApiClient(base(api)).post("/setting/en/switch", { slug: "a", dest: "any" });
    expect(seen[0]!.headers.get("content-type")).toBe("application/json");
    expect(await seen[0]!.json()).toEqual({ slug: "a", dest: "any" });
  });
});

describe("apiErrorMessage", () => {
  it("reads the first message of the envelope, else the generic one", () => {
    expect(apiErrorMessage({ metadata: [{ errors: ["Wrong password"] }] })).toBe("Wrong password");
    expect(apiErrorMessage({ message: "x" })).toBe("The request could not be completed.");
  });
});
