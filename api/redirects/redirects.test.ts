import { describe, expect, it } from "vitest";
import { redirects } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { toSitePath } from "./redirects.handlers.ts";

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

describe("toSitePath", () => {
  it("keeps paths and refuses hosts", () => {
    expect(toSitePath("/a/b?c=1")).toBe("/a/b?c=1");
    expect(toSitePath("//evil.example/x")).toBeNull();
    expect(toSitePath("javascript:alert(1)")).toBeNull();
  });
});
