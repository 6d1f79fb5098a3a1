import { describe, expect, it, vi } from "vitest";
import type { StorefrontContext } from "#app/lib/context.ts";
import { withFreshSession } from "./session-refresh.ts";

function contextAnswering(answer: (body: { refreshToken: string }) => Response): StorefrontContext & { calls: number } {
  const state = {
    calls: 0,
    api: vi.fn(async (request: Request) => {
      state.calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer((await request.json()) as { refreshToken: string });
    }),
    apiBaseUrl: "http://in-process.invalid", platform: "web", publicBaseUrl: "https://shop.example", showErrorDetails: false,
    nonce: "n", requestId: "r", clientIp: "127.0.0.1", log: () => {},
  };
  return state as unknown as StorefrontContext & { calls: number };
}

const page = (cookie: string) => new Request("https://shop.example/profile", { headers: { cookie } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("withFreshSession", () => {
  it("leaves a request with a live access token, or without any session, as it is", async () => {
    const context = contextAnswering(() => json(500, {}));
    for (const cookie of ["token=abc; refresh_token=r1", "ia=visitor-1234567890abcdef"]) {
      const request = page(cookie);
      expect(await withFreshSession(request, context)).toEqual({ request, setCookies: [] });
    }
    expect(context.calls).toBe(0);
  });

  it("renews an expired access token once for requests that arrive together, and hands every one the new pair", async () => {
    const context = contextAnswering(({ refreshToken }) => json(200, { data: { accessToken: `access-for-${refreshToken}`, refreshToken: "r2-next", remember: true } }));
    const [a, b] = await Promise.all([withFreshSession(page("refresh_token=r-shared; ia=x"), context), withFreshSession(page("refresh_token=r-shared"), context)]);
    expect(context.calls).toBe(1);
    for (const renewed of [a, b]) {
      expect(renewed.request.headers.get("cookie")).toContain("token=access-for-r-shared");
      expect(renewed.request.headers.get("cookie")).toContain("refresh_token=r2-next");
      expect(renewed.setCookies.join("\n")).toMatch(/^token=access-for-r-shared; Path=\/; Max-Age=86400; SameSite=Lax; HttpOnly; Secure$/m);
      expect(renewed.setCookies.join("\n")).toMatch(/^refresh_token=r2-next; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure$/m);
    }
  });

  it("ends the session when the API refuses the refresh token: the cookies are deleted and the loaders see no session", async () => {
    const context = contextAnswering(() => json(401, { data: null, metadata: [{ code: "UNAUTHORIZED", errors: ["Your session has ended."], reason: "session_ended" }] }));
    const ended = await withFreshSession(page("refresh_token=r-stolen; id=c1; ia=x"), context);
    expect(ended.request.headers.get("cookie")).toBe("ia=x");
    expect(ended.setCookies).toEqual([
      "token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure",
      "refresh_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure",
      "id=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure",
    ]);
  });

  it("keeps the cookies when the API cannot be reached, and the next request tries again", async () => {
    let down = true;
    const context = contextAnswering(() => (down ? json(502, { data: null, metadata: [{ code: "INTERNAL", errors: ["down"] }] }) : json(200, { data: { accessToken: "a2", refreshToken: "r2", remember: false } })));
    const request = page("refresh_token=r-while-down");
    expect(await withFreshSession(request, context)).toEqual({ request, setCookies: [] });
    down = false;
    const renewed = await withFreshSession(page("refresh_token=r-while-down"), context);
    expect(context.calls).toBe(2);
    expect(renewed.setCookies[0]).toBe("token=a2; Path=/; SameSite=Lax; HttpOnly; Secure");
  });
});
