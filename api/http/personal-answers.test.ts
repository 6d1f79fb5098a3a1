import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_CACHE_CONTROL } from "#domain/personal-answer.ts";
import { variants } from "#db/schema/schema.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { authCall, newVisitor, signUp } from "#api/auth/auth-test-kit.ts";

const t = useTestApi();
const call = authCall(t);

/** A value for each path or query parameter the API's GET operations require, by its name. */
let parameterValues: Record<string, string>;
let visitorWithThings: string;
let customer: { accessToken: string; ia: string };

beforeAll(async () => {
  const [variant] = await t.db.select({ id: variants.id, productId: variants.productId }).from(variants)
    .where(and(eq(variants.isActive, true), gt(variants.stock, 5))).limit(1);
  const [card] = (await call("GET", "/catalog/products?per_page=1")).body.data.products;
  const [post] = (await call("GET", "/blog?per_page=1")).body.data.posts;
  parameterValues = { id: String(variant!.productId), path: card.url, q: "pasta", token: "no-such-shared-wishlist", slug: post.slug, email: "nobody@example.com", folder: "products", name: "nothing.jpg", lang: "it" };
  visitorWithThings = newVisitor();
  expect((await call("POST", "/cart/addtocart", { ia: visitorWithThings, body: { items: variant!.productId, variants: variant!.id, note: "2" } })).status).toBe(200);
  expect((await call("POST", "/wish/addtowish", { ia: visitorWithThings, body: { items: variant!.productId } })).status).toBe(200);
  const ia = newVisitor();
  customer = { accessToken: (await signUp(t, { ia })).accessToken, ia };
});

/** Every GET operation of the API's own OpenAPI document, its parameters filled: the crawl is not a list kept by hand. */
async function getOperations(): Promise<string[]> {
  const document = (await call("GET", "/openapi.json")).body as { paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>> };
  return Object.entries(document.paths).flatMap(([path, operations]) => {
    const get = operations.get;
    // The spec's delete-account is a GET that deletes: it is checked on its own, last.
    if (!get || path.endsWith("/delete-account")) return [];
    const required = (get.parameters ?? []).filter((p) => p.required);
    let url = path.replace(/^\/web\/v1/, "");
    const query = new URLSearchParams();
    for (const p of required) {
      const value = parameterValues[p.name];
      if (value === undefined) throw new Error(`No test value for the required parameter ${p.name} of GET ${path}: add one to parameterValues`);
      if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(value));
      else query.set(p.name, value);
    }
    return [query.size ? `${url}?${query}` : url];
  });
}

describe("answers that depend on who asks", () => {
  it("are private, no-store wherever two visitors get different answers, and only there", async () => {
    const operations = await getOperations();
    expect(operations.length).toBeGreaterThan(8);
    const personal: string[] = [];
    for (const url of operations) {
      const mine = await call("GET", url, { ia: visitorWithThings });
      const theirs = await call("GET", url, { ia: newVisitor() });
      const differs = JSON.stringify(mine.body) !== JSON.stringify(theirs.body);
      for (const answer of [mine, theirs]) {
        if (differs) expect(answer.headers.get("cache-control"), `GET ${url}`).toBe(PERSONAL_CACHE_CONTROL);
        const own = answer.headers.get("cache-control") === PERSONAL_CACHE_CONTROL;
        if (own) personal.push(url);
        // What of the catalogue it shows goes with every answer a cache may keep, and with no personal one.
        expect(answer.headers.has("vetrina-tags"), `GET ${url}`).toBe(!own);
      }
    }
    // The visitor's own things are among them; the catalogue is not (a cache may keep it, issue 18).
    expect(personal).toEqual(expect.arrayContaining(["/cart", "/cart/summary", "/wish"]));
    expect(personal.some((url) => url.startsWith("/catalog") || url === "/setting")).toBe(false);
  });

  it("are private, no-store for every request with a customer's token, errors included", async () => {
    for (const url of [...await getOperations(), "/no-such-endpoint"]) {
      const answer = await call("GET", url, { token: customer.accessToken, ia: customer.ia });
      expect(answer.headers.get("cache-control"), `GET ${url} (${answer.status})`).toBe(PERSONAL_CACHE_CONTROL);
      expect(answer.headers.has("vetrina-tags"), `GET ${url}`).toBe(false);
    }
  });

  it("are private, no-store for everything under /auth, signed in or not (tokens, details)", async () => {
    expect((await call("GET", "/auth/me")).headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect((await call("POST", "/auth/", { body: { email: "nobody@example.com", password: "not the password" } })).headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    const deleted = await call("GET", "/auth/delete-account", { token: customer.accessToken, ia: customer.ia });
    expect(deleted.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("are private, no-store for a cart write", async () => {
    const answer = await call("POST", "/cart/clear", { ia: visitorWithThings, body: {} });
    expect(answer.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
  });
});
