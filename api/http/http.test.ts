import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

const t = useTestApi();

describe("API guards", () => {
  it("refuses a body that is not JSON with 415", async () => {
    const res = await t.call("POST", "/setting/en/switch", { raw: "slug=x&dest=any", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect(res.body.metadata[0].errors[0]).toMatch(/JSON/);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await t.call("POST", "/setting/en/switch", { raw: "{\"slug\":", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].code).toBe("MALFORMED_JSON");
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await t.call("POST", "/setting/en/switch", { body: { slug: "a".repeat(70 * 1024), dest: "any" } });
    expect(res.status).toBe(413);
    expect(res.body.metadata[0].errors[0]).toMatch(/larger than/);
  });

  it("refuses the NUL character anywhere in a body with 400, before any statement could fail on it", async () => {
    const bodies: [string, unknown][] = [
      ["/auth/", { email: "a\u0000b@example.com", password: "x" }],
      ["/auth/reset-password", { email: "a\u0000b@example.com" }],
      ["/auth/register", { name: "A\u0000B", lastname: "C", email: "nul@example.com", password: "long enough", confirm_password: "long enough" }],
      ["/newsletter/subscribe", { email: "nul\u0000@example.com" }],
    ];
    for (const [path, body] of bodies) {
      const res = await t.call("POST", path, { body });
      expect(res.status, path).toBe(400);
      expect(res.body.metadata[0].errors[0]).toBe("Text may not contain the NUL character (\\u0000).");
    }
  });

  it("refuses an e-mail address that a mail server would read as a list of recipients", async () => {
    const res = await t.call("POST", "/auth/register", { body: { name: "A", lastname: "B", email: "x,victim@example.com", password: "long enough", confirm_password: "long enough" } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.metadata[0].fields)).toEqual(["email"]);
  });

  it("answers unknown endpoints with 404 in the error envelope", async () => {
    const res = await t.call("GET", "/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.metadata[0].errors[0]).toContain("/web/v1/nothing-here");
  });

  it.each([
    "null", "[]", "\"text\"", "123", "{\"slug\":{\"$gt\":\"\"},\"dest\":\"any\"}", "{\"__proto__\":{\"x\":1},\"slug\":\"a\",\"dest\":\"any\"}",
  ])("answers hostile body %s with a 4xx, never a 500", async (raw) => {
    const res = await t.call("POST", "/setting/en/switch", { raw, headers: { "content-type": "application/json" } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.metadata[0].errors[0].length).toBeGreaterThan(0);
  });

  it("serves an OpenAPI document generated from the schemas", async () => {
    const res = await t.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/web/v1/setting", "/web/v1/setting/{lang}/switch", "/web/v1/redirects/check-redirect"]));
  });
});
