import { describe, expect, it } from "vitest";
import { createServerApp, FORM_MAX_BYTES } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

const ORIGIN = "https://shop.example.com";
const app = createServerApp({
  env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: ORIGIN }), api: null, database: null, logger: createLogger("silent"), mediaDir: "/nonexistent",
  // The limit answers before the storefront is asked: a post that reaches it fails the test.
  build: async () => { throw new Error("the storefront must not read this post"); },
});

describe("storefront form posts", () => {
  it("refuses a post larger than the shop's forms with 413 and a sentence, before reading it", async () => {
    const body = `intent=login&email=a%40b.it&password=${"x".repeat(FORM_MAX_BYTES)}`;
    const response = await app.request("/profile", {
      method: "POST", body, headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", "content-length": String(body.length) },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This form is larger than 64 kB and was not read.");
  });

  it("refuses it too when the size is not announced (a streamed body)", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream({ start(controller) { for (let i = 0; i < 6; i++) controller.enqueue(chunk); controller.close(); } });
    const response = await app.request("/profile", {
      method: "POST", body: stream, headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" }, duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});
