import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "#api/http/errors.ts";
import { redirects } from "#db/schema/schema.ts";
import { redirectTarget } from "#tests/fixtures/hostile-urls.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { saveRedirectRule } from "./redirects.queries.ts";
import { NOT_A_SHOP_PATH } from "./redirects.schemas.ts";

const t = useTestApi();

describe("POST /web/v1/redirects/check-redirect", () => {
  it("resolves a legacy id to its new path", async () => {
    const res = await t.call("POST", "/redirects/check-redirect", { body: { type: "parameter", property: "id", value_to_search: "1001" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ redirect: true, status: 301 });
    expect(res.body.data.new_value).toMatch(/^\/[a-z-]+$/);
  });

  it("says redirect false when nothing matches", async () => {
    const res = await t.call("POST", "/redirects/check-redirect", { body: { type: "parameter", property: "id", value_to_search: "999999" } });
    expect(res.body.data).toEqual({ redirect: false, new_value: null, status: null });
  });

  it("never sends a shopper to another host, whatever a rule says", async () => {
    await t.db.insert(redirects).values({ type: "newurl", property: "path", valueToSearch: "/evil.php", newValue: "https://evil.example/x" });
    const res = await t.call("POST", "/redirects/check-redirect", { body: { type: "newurl", property: "path", value_to_search: "/evil.php" } });
    expect(res.body.data.redirect).toBe(false);
  });

  it("refuses a wrong type with a 400", async () => {
    const res = await t.call("POST", "/redirects/check-redirect", { body: { type: "regex", property: "id", value_to_search: "1" } });
    expect(res.status).toBe(400);
    expect(res.body.metadata[0].fields).toHaveProperty("type");
  });
});

const SHOP = "https://shop.example";
/** What the API answers for a rule: nothing, or a path that a browser resolves on the shop. */
function expectOnSite(answer: { redirect: boolean; new_value: string | null }) {
  if (!answer.redirect) return expect(answer.new_value).toBeNull();
  expect(answer.new_value).toMatch(/^\/(?![/\\])/);
  expect(new URL(answer.new_value!, SHOP).origin).toBe(SHOP);
}

let nextOldPath = 0;
const oldPath = () => `/old-${++nextOldPath}.php`;
const check = (valueToSearch: string) =>
  t.call("POST", "/redirects/check-redirect", { body: { type: "newurl", property: "path", value_to_search: valueToSearch } });

describe("redirect rules that would leave the shop (issue 22)", () => {
  const HOSTILE = ["/.//evil.example", "/..//evil.example/x", "/%2e%2e//evil.example", "/%2E%2e//evil.example", "/./\\evil.example", "//evil.example", "https://evil.example/x", "/%2f%2fevil.example"];

  it.each(HOSTILE)("refuses to write %j, with a sentence naming the field", async (target) => {
    const writing = saveRedirectRule(t.db, { type: "newurl", property: "path", value_to_search: oldPath(), new_value: target });
    await expect(writing).rejects.toBeInstanceOf(ApiError);
    await expect(writing).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED", fields: { new_value: NOT_A_SHOP_PATH } });
  });

  it.each(HOSTILE)("answers no redirect for %j stored before the check", async (target) => {
    const from = oldPath();
    await t.db.insert(redirects).values({ type: "newurl", property: "path", valueToSearch: from, newValue: target });
    const res = await check(from);
    expect(res.body.data).toEqual({ redirect: false, new_value: null, status: null });
  });

  it("stores the normalised path of a rule it accepts, and answers it", async () => {
    const from = oldPath();
    await expect(saveRedirectRule(t.db, { type: "newurl", property: "path", value_to_search: from, new_value: " /en/./pasta/../caffè " }))
      .resolves.toMatchObject({ newValue: "/en/caff%C3%A8" });
    expect((await check(from)).body.data).toEqual({ redirect: true, new_value: "/en/caff%C3%A8", status: 301 });
  });

  it("writes a rule only when its target stays on the shop, whatever the target", async () => {
    await fc.assert(fc.asyncProperty(redirectTarget, async (target) => {
      const from = oldPath();
      let saved = true;
      try {
        await saveRedirectRule(t.db, { type: "newurl", property: "path", value_to_search: from, new_value: target });
      } catch (error) {
        expect(error).toMatchObject({ status: 400, fields: { new_value: expect.any(String) } });
        saved = false;
      }
      const res = await check(from);
      expect(res.body.data.redirect).toBe(saved);
      expectOnSite(res.body.data);
    }), { numRuns: 200 });
  });

  it("answers only on-site redirects for rules stored without the check", async () => {
    // PostgreSQL text cannot hold NUL, so no stored rule can either.
    await fc.assert(fc.asyncProperty(redirectTarget.map((target) => target.replaceAll("\0", "")), async (target) => {
      const from = oldPath();
      await t.db.insert(redirects).values({ type: "newurl", property: "path", valueToSearch: from, newValue: target });
      const res = await check(from);
      expect(res.status).toBe(200);
      expectOnSite(res.body.data);
    }), { numRuns: 200 });
  });
});
