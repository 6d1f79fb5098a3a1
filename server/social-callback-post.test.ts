import { describe, expect, it } from "vitest";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

const ORIGIN = "https://shop.example.com";
const app = createServerApp({
  env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: ORIGIN }), api: null, database: null, logger: createLogger("silent"), mediaDir: "/nonexistent",
  build: async () => { throw new Error("the storefront must not read this post"); },
});

describe("a provider's answer posted from its site (Apple's form_post)", () => {
  it("is passed on as the GET every other provider makes, with only the answer's fields", async () => {
    const body = new URLSearchParams({ code: "c0de", state: "st4te", user: "{\"name\":{}}", intent: "delete-account" }).toString();
    const response = await app.request("/social-login/callback", {
      method: "POST", body, headers: { origin: "https://appleid.apple.com", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/social-login/callback?code=c0de&state=st4te");
  });

  it("is the only cross-site post taken: any other page still refuses one", async () => {
    const response = await app.request("/es/profile/social-login", {
      method: "POST", body: "intent=start&provider=google", headers: { origin: "https://appleid.apple.com", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(403);
  });

  it("refuses a large one unread", async () => {
    const response = await app.request("/social-login/callback", {
      method: "POST", body: `code=${"x".repeat(20_000)}`, headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "20005" },
    });
    expect(response.status).toBe(413);
  });
});
