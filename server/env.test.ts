import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("gives the documented defaults on an empty environment", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", PLATFORM: "web", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_BASE_URL).toBeUndefined();
  });

  it("names the variable and what it expects when a value is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/^Invalid PORT="eighty": expected/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("bounds the memory settings, with defaults that keep a demo shop within its budget (issue 18 §4)", () => {
    expect(loadEnv({})).toMatchObject({ PGLITE_SHARED_BUFFERS_MB: 16, PGLITE_WASM_TIER_UP: false, IMAGE_CACHE_MB: 16, API_CACHE_MB: 32, LISTING_CACHE_MB: 128 });
    expect(loadEnv({ IMAGE_CACHE_MB: "0", API_CACHE_MB: "128" })).toMatchObject({ IMAGE_CACHE_MB: 0, API_CACHE_MB: 128 });
    expect(() => loadEnv({ API_CACHE_MB: "0" })).toThrow(/^Invalid API_CACHE_MB="0": expected a whole number from 1 to 4096/);
    expect(loadEnv({ LISTING_CACHE_MB: "256" })).toMatchObject({ LISTING_CACHE_MB: 256 });
    expect(() => loadEnv({ LISTING_CACHE_MB: "lots" })).toThrow(/^Invalid LISTING_CACHE_MB="lots": expected a whole number from 1 to 4096/);
    expect(() => loadEnv({ PGLITE_SHARED_BUFFERS_MB: "1.5" })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it("treats empty optional values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("has a default sender and refuses one that is not an address", () => {
    expect(loadEnv({}).MAIL_FROM).toBe("Vetrina <no-reply@localhost>");
    expect(loadEnv({ MAIL_FROM: "Bottega Rossi <shop@example.com>" }).MAIL_FROM).toBe("Bottega Rossi <shop@example.com>");
    expect(loadEnv({ MAIL_FROM: "shop@example.com" }).MAIL_FROM).toBe("shop@example.com");
    expect(() => loadEnv({ MAIL_FROM: "Bottega Rossi" })).toThrow(/^Invalid MAIL_FROM="Bottega Rossi": expected an address like/);
    expect(() => loadEnv({ MAIL_FROM: "a@b.c\r\nBcc: x@y.z" })).toThrow(/MAIL_FROM/);
  });

  it("allows the dev mailbox in development and tests, and refuses to start with it in production", () => {
    expect(loadEnv({}).DEV_MAILBOX).toBe(false);
    expect(loadEnv({ DEV_MAILBOX: "true" }).DEV_MAILBOX).toBe(true);
    expect(loadEnv({ DEV_MAILBOX: "true", NODE_ENV: "test" }).DEV_MAILBOX).toBe(true);
    expect(() => loadEnv({ DEV_MAILBOX: "true", NODE_ENV: "production", PUBLIC_BASE_URL: "https://shop.example" })).toThrow(/^DEV_MAILBOX=true is not allowed with NODE_ENV=production and a public PUBLIC_BASE_URL/);
    // The end-to-end tests run the production build on this machine.
    expect(loadEnv({ DEV_MAILBOX: "true", NODE_ENV: "production", PUBLIC_BASE_URL: "http://localhost:3210" }).DEV_MAILBOX).toBe(true);
    expect(loadEnv({ DEV_MAILBOX: "false", NODE_ENV: "production" }).DEV_MAILBOX).toBe(false);
  });

  describe("secrets in production", () => {
    const production = { NODE_ENV: "production", PUBLIC_BASE_URL: "https://shop.example" };
    // What `openssl rand -base64 48` prints.
    const random = "q3V0ZlTeyAW3Ktcr6bXvC1S8nZ0gBmJ2hY9xLwPfR4uDsN7kEaQoIvHjMtG5Uz+c";

    it.each([
      ["changeme four times", "changeme".repeat(4)],
      ["32 × a", "a".repeat(32)],
      ["a placeholder phrase", "please-change-this-secret-value-now"],
    ])("refuses %s as SESSION_SECRET, saying how to make a good one", (_name, secret) => {
      expect(() => loadEnv({ ...production, SESSION_SECRET: secret })).toThrow(/^SESSION_SECRET is not a random secret: .*Make one with `openssl rand -base64 48`/);
      expect(() => loadEnv({ ...production, SESSION_SECRET: secret })).not.toThrow(secret);
    });

    it("accepts a random SESSION_SECRET, and no secret at all (the embedded database makes its own)", () => {
      expect(loadEnv({ ...production, SESSION_SECRET: random }).SESSION_SECRET).toBe(random);
      expect(loadEnv(production).SESSION_SECRET).toBeUndefined();
    });

    it("keeps development and tests free to use a short-lived secret of their own", () => {
      expect(loadEnv({ SESSION_SECRET: "changeme".repeat(4) }).SESSION_SECRET).toBe("changeme".repeat(4));
      expect(loadEnv({ NODE_ENV: "test", SESSION_SECRET: "a".repeat(32) }).SESSION_SECRET).toBe("a".repeat(32));
    });

    it("refuses an example's password in DATABASE_URL or SMTP_URL, without printing it", () => {
      expect(() => loadEnv({ ...production, SESSION_SECRET: random, DATABASE_URL: "postgres://user:pass@db:5432/vetrina" })).toThrow(/^DATABASE_URL holds an example's password/);
      expect(() => loadEnv({ ...production, SMTP_URL: "smtp://shop:Secret2024@mail:587" })).toThrow(/^SMTP_URL holds an example's password/);
      expect(() => loadEnv({ ...production, SMTP_URL: "smtp://shop:Secret2024@mail:587" })).not.toThrow(/Secret2024/);
      expect(loadEnv({ ...production, SESSION_SECRET: random, DATABASE_URL: "postgres://shop:kT4v9Lm2Qx-7hP@db:5432/vetrina" }).DATABASE_URL).toBeDefined();
      expect(loadEnv({ ...production, SESSION_SECRET: random, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }).DATABASE_URL).toBeDefined();
    });
  });
});
