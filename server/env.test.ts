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
});
