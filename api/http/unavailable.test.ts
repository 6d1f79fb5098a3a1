import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "#api/app.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();

describe("a database out of reach", () => {
  it("answers 503 with Retry-After and the error envelope, then recovers by itself", async () => {
    t.handle.injectFault(300);
    const res = await t.call("GET", "/cart", { headers: { ia: "unavailable-visitor-0001" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.body.metadata[0]).toMatchObject({ code: "UNAVAILABLE" });
    // The cut ends by itself, however busy the machine: wait for the answer, not for a number of milliseconds.
    await vi.waitFor(async () => expect((await t.call("GET", "/cart", { headers: { ia: "unavailable-visitor-0001" } })).status).toBe(200), { timeout: 10_000, interval: 50 });
  });

  it.each([
    [Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    [new Error("Connection terminated unexpectedly")],
    [new Error("Client has encountered a connection error and is not queryable")],
    [Object.assign(new Error("Failed query: select 1"), { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) })],
  ])("is recognised in %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is not mistaken for a constraint error", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });
});
