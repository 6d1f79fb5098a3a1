import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CHANNEL } from "#api/app.ts";
import { loadStorefrontBuild } from "#tests/setup/storefront-build.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { createServerApp } from "./app.ts";
import { catalogueChangeListener } from "./catalogue-changes.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { createKeptPageResponder } from "./page-answer.ts";
import { nodeClientAddress } from "./client-address.ts";
import { scoreAt } from "#domain/search-popularity.ts";

// Issue 18 §1: the real storefront on the real API and the seeded demo store, with the page cache on, as
// server/main.ts builds it.
const ORIGIN = "http://localhost:3000";
const t = useTestApi();
let app: ReturnType<typeof createServerApp>;
let cache: PageCache;
let closeBuild: () => Promise<void>;
let stopListening: () => Promise<void>;
let product: { id: number; url: string };

beforeAll(async () => {
  const storefront = await loadStorefrontBuild();
  closeBuild = storefront.close;
  cache = createPageCache({ maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 });
  // As server/main.ts: the API's answers first, then the pages, on one connection. (The test API's own listener is
  // another connection on PostgreSQL: pages cleared before the answers could be rendered again from old answers.)
  stopListening = await t.handle.listen(CATALOG_CHANNEL, catalogueChangeListener({ pageCache: cache }));
  app = createServerApp({
    env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: ORIGIN }), api: t.api, database: t.handle,
    logger: createLogger("silent"), mediaDir: "/nonexistent", build: storefront.build, pageCache: cache,
    sharedCaching: { maxAge: 60, staleWhileRevalidate: 30, tags: true },
  });
  const listing = await t.call("GET", "/catalog/products?per_page=1&in_stock=1");
  product = listing.body.data.products[0];
}, 120_000);
afterAll(async () => { await stopListening?.(); await closeBuild?.(); });

const view = (path: string, headers: Record<string, string> = {}) => app.request(`${ORIGIN}${path}`, { headers });

/**
 * Until the page rendered for `path` is kept (it is compressed in the background). Each view that misses renders the
 * page again and queues its compression once more: asked every 20 ms, several pages at once filled the thread pool
 * with compressions on two busy cores, and the first one ended seconds later. So the views space out, up to 20 s.
 */
async function kept(path: string): Promise<Response> {
  const deadline = Date.now() + 20_000;
  for (let wait = 20; Date.now() < deadline; wait = Math.min(wait * 2, 500)) {
    const response = await view(path);
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error(`${path} was never kept`);
}

const inlineScripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  .filter(([, attributes]) => !/src=|application\/(ld\+)?json/.test(attributes!)).map(([, , body]) => body!);

describe("pages kept for visitors without personal state", () => {
  it("a first view sets no cookie and says any cache may keep it; the next is sent as kept, without a nonce", async () => {
    const first = await view(product.url);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(first.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    await first.text();

    const hit = await kept(product.url);
    const again = await view(product.url);
    const html = await hit.text();
    expect(await again.text()).toBe(html);
    expect(hit.headers.get("set-cookie")).toBeNull();
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).not.toMatch(/nonce/);
    expect(html).not.toMatch(/ nonce="/);
    // Every inline script of the page runs by its hash, and nothing else inline does.
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe-inline/);
  });

  it("a kept page goes in the encoding asked for, and a browser holding it gets a 304", async () => {
    const hit = await kept(product.url);
    await hit.arrayBuffer();
    const br = await view(product.url, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const etag = br.headers.get("etag")!;
    await br.arrayBuffer();
    expect((await view(product.url, { "if-none-match": etag })).status).toBe(304);
  });

  it("a visitor with a cart, a session or another currency never gets another visitor's page", async () => {
    await (await kept(product.url)).arrayBuffer();
    // A cart of this visitor's: the header counts it.
    const ia = "pagecachevisitor00000001";
    const detail = await t.call("GET", `/catalog/products/${product.id}`);
    const variant = detail.body.data.variants.find((v: { in_stock: boolean }) => v.in_stock);
    await t.call("POST", "/cart/addtocart", { headers: { ia }, body: { items: product.id, variants: variant.id, note: "2" } });
    const own = await view(product.url, { cookie: `ia=${ia}; vt_keeps=1` });
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    await own.arrayBuffer();

    const signedIn = await view(product.url, { cookie: "token=not-a-real-token" });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    await signedIn.arrayBuffer();

    const dollars = await view(product.url, { cookie: "currency=USD" });
    expect(dollars.headers.get("x-page-cache")).toBeNull();
    await dollars.arrayBuffer();
  });

  it("the data of a client navigation is kept too", async () => {
    const hit = await kept(`${product.url}.data`);
    expect(hit.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(hit.headers.get("set-cookie")).toBeNull();
    await hit.arrayBuffer();
  });

  it("a change of the catalogue in the database reaches the next view", async () => {
    await (await kept(product.url)).arrayBuffer();
    const renamed = `Rinominato ${Date.now()}`;
    await t.db.execute(sql`update product_translations set name = ${renamed} where product_id = ${product.id} and lang = 'it'`);
    // The notification arrives after the commit: the next views render again and show the new name.
    let html = "";
    for (let i = 0; i < 50 && !html.includes(renamed); i += 1) {
      html = await (await view(product.url)).text();
      if (!html.includes(renamed)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(html).toContain(renamed);
  });

  it("a change of one product drops the pages that show it, and keeps the other categories' and products' pages", async () => {
    const settings = (await t.call("GET", "/setting")).body.data as { category: { list: { id: number; url: string }[] } };
    const [first, second] = await Promise.all(settings.category.list.slice(0, 2).map(async (category) => {
      const listing = await t.call("GET", `/catalog/products?category=${category.id}&per_page=1&in_stock=1`);
      return { category, product: listing.body.data.products[0] as { id: number; url: string } };
    }));
    const pages = [first!.category.url, first!.product.url, second!.category.url, second!.product.url];
    const tags = await Promise.all(pages.map(async (path) => {
      const hit = await kept(path);
      await hit.arrayBuffer();
      return hit.headers.get("vetrina-tags")!.split(" ");
    }));
    // Each page says what it shows, for the caches in front.
    expect(tags[0]).toContain(`c${first!.category.id}`);
    expect(tags[1]).toContain(`p${first!.product.id}`);
    expect(tags[1]).not.toContain("products");
    expect(tags[2]).not.toContain(`c${first!.category.id}`);
    expect(tags[3]).not.toContain(`p${first!.product.id}`);

    await t.db.execute(sql`update variants set price_cents = price_cents + 100 where product_id = ${first!.product.id}`);
    // Its page and its category's go (the notifications come after the commit) …
    await expect.poll(async () => {
      const answers = await Promise.all(pages.slice(0, 2).map((path) => view(path)));
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      return answers.map((answer) => answer.headers.get("x-page-cache"));
    }, { timeout: 5_000, interval: 20 }).toEqual([null, null]);
    // … the other category's and product's stay.
    for (const path of pages.slice(2)) {
      const answer = await view(path);
      expect(answer.headers.get("x-page-cache"), path).toBe("hit");
      await answer.arrayBuffer();
    }
  });

  it("the home page stays through an order's stock change of a product it does not show, and goes after one it shows or a new name (decision 020, 30)", async () => {
    const home = await kept("/");
    await home.arrayBuffer();
    const tags = home.headers.get("vetrina-tags")!.split(" ");
    // Its newest and best sellers follow which products there are (and their cards), not every product's offers.
    expect(tags).toContain("catalogue");
    expect(tags).not.toContain("products");
    const shown = tags.filter((tag) => /^p\d+$/.test(tag)).map((tag) => Number(tag.slice(1)));
    expect(shown.length).toBeGreaterThan(0);
    const listed = (await t.call("GET", "/catalog/products?per_page=60")).body.data.products as { id: number; url: string }[];
    const other = listed.find((p) => !shown.includes(p.id))!;
    await (await kept(other.url)).arrayBuffer();
    const dropped = (path: string) => expect.poll(async () => {
      const answer = await view(path);
      await answer.arrayBuffer();
      return answer.headers.get("x-page-cache");
    }, { timeout: 5_000, interval: 20 }).toBeNull();

    // Another product's stock (`offers:`): its own page goes, and once it has, the home page is still kept.
    await t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${other.id}`);
    await dropped(other.url);
    const still = await view("/");
    expect(still.headers.get("x-page-cache")).toBe("hit");
    await still.arrayBuffer();
    // A shown product's stock: its card changes, the home page goes.
    await t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${shown[0]!}`);
    await dropped("/");
    // Another product's new name (`products:`): it may now be among the newest or the best sellers.
    await (await kept("/")).arrayBuffer();
    await t.db.execute(sql`update product_translations set name = name || ' bis' where product_id = ${other.id} and lang = 'it'`);
    await dropped("/");
  });

  it("a sitemap, kept by a cache in front though not here, says it shows any product", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/it-1.xml"]) {
      const answer = await view(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toMatch(/\bpublic\b/);
      expect(answer.headers.get("vetrina-tags"), path).toBe("products");
      await answer.arrayBuffer();
    }
  });

  it("a page that used the visitor's id (the cart) is never kept, and gives the id with it", async () => {
    const cart = await view("/cart");
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
    expect(cart.headers.get("set-cookie")).toMatch(/^ia=/);
    await cart.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await view("/cart")).headers.get("x-page-cache")).toBeNull();
  });

  it("a visitor with a cart gets the page kept for visitors with the same counts, and a change of the cart a new one", async () => {
    const detail = await t.call("GET", `/catalog/products/${product.id}`);
    const variant = detail.body.data.variants.find((v: { in_stock: boolean }) => v.in_stock);
    const addOne = (ia: string) => t.call("POST", "/cart/addtocart", { headers: { ia }, body: { items: product.id, variants: variant.id, note: "1" } });
    const first = "keptcountsvisitor0000001";
    const second = "keptcountsvisitor0000002";
    await addOne(first);
    await addOne(second);
    const asVisitor = (ia: string) => ({ cookie: `ia=${ia}; vt_keeps=1` });
    const miniCart = (html: string) => /<a[^>]*data-testid="mini-cart"[^>]*>/.exec(html)?.[0] ?? "";

    const own = await view(product.url, asVisitor(first));
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const ownHtml = await own.text();
    expect(miniCart(ownHtml)).toMatch(/aria-label="[^"]*1[^"]*"/);
    // Compressed and kept in the background: the other visitor, with the same counts, gets it.
    let shared: Response | undefined;
    for (let i = 0; i < 100 && !shared; i += 1) {
      const answer = await view(product.url, asVisitor(second));
      if (answer.headers.get("x-page-cache") === "hit") shared = answer;
      else { await answer.arrayBuffer(); await new Promise((resolve) => setTimeout(resolve, 20)); }
    }
    expect(shared, "the page kept for these counts").toBeDefined();
    expect(shared!.headers.get("cache-control")).toBe("private, no-store");
    expect(shared!.headers.get("set-cookie")).toBeNull();
    expect(shared!.headers.get("content-security-policy")).not.toMatch(/nonce/);
    const sharedHtml = await shared!.text();
    expect(sharedHtml).not.toMatch(/ nonce="/);
    expect(sharedHtml).not.toContain(first);
    expect(sharedHtml).not.toContain(second);
    expect(miniCart(sharedHtml)).toBe(miniCart(ownHtml));

    // One more in the first visitor's cart: their page counts two, whatever was kept for one.
    await addOne(first);
    const after = await view(product.url, asVisitor(first));
    expect(after.headers.get("x-page-cache")).toBeNull();
    expect(miniCart(await after.text())).toMatch(/aria-label="[^"]*2[^"]*"/);
    // A visitor without a cart is never sent a visitor's page.
    const anonymous = await kept(product.url);
    expect(anonymous.headers.get("cache-control")).toMatch(/^public/);
    expect(miniCart(await anonymous.text())).not.toMatch(/aria-label="[^"]*[12][^"]*"/);
  });

  it("a page that showed a visitor more than their counts (the cart page) is never kept for them", async () => {
    const ia = "keptcountsvisitor0000003";
    const detail = await t.call("GET", `/catalog/products/${product.id}`);
    const variant = detail.body.data.variants.find((v: { in_stock: boolean }) => v.in_stock);
    await t.call("POST", "/cart/addtocart", { headers: { ia }, body: { items: product.id, variants: variant.id, note: "1" } });
    for (let i = 0; i < 3; i += 1) {
      const cart = await view("/cart", { cookie: `ia=${ia}; vt_keeps=1` });
      expect(cart.headers.get("x-page-cache")).toBeNull();
      expect(cart.headers.get("cache-control")).toBe("private, no-store");
      await cart.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it("the server sends a kept page from Node's request with the very answer the app would send", async () => {
    await (await kept(product.url)).arrayBuffer();
    const respond = createKeptPageResponder({ pageCache: cache, shared: { maxAge: 60, staleWhileRevalidate: 30, tags: true }, https: false, logger: createLogger("silent") });
    const listener = getRequestListener(app.fetch);
    let answeredBefore = 0;
    const server = createServer((req, res) => {
      if (respond(req, res)) answeredBefore += 1;
      else void listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const headersOf = (response: Response) => [...response.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)).sort();
      for (const encoding of ["br", "gzip"]) {
        const fromNode = await fetch(`http://127.0.0.1:${port}${product.url}`, { headers: { "accept-encoding": encoding } });
        const fromApp = await view(product.url, { "accept-encoding": encoding });
        expect(fromNode.headers.get("x-page-cache")).toBe("hit");
        expect(headersOf(fromNode)).toEqual(headersOf(fromApp));
        // fetch unpacks what it receives; the app's answer is as it would go on the wire.
        const packed = Buffer.from(await fromApp.arrayBuffer());
        expect(await fromNode.text()).toBe((encoding === "br" ? brotliDecompressSync(packed) : gunzipSync(packed)).toString("utf8"));
      }
      const etag = (await view(product.url)).headers.get("etag")!;
      const held = await fetch(`http://127.0.0.1:${port}${product.url}`, { headers: { "if-none-match": etag } });
      expect(held.status).toBe(304);
      expect(answeredBefore).toBe(3);
      // A visitor with a session, and a page never kept, go on to the app.
      const signedIn = await fetch(`http://127.0.0.1:${port}${product.url}`, { headers: { cookie: "token=not-a-real-token" } });
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      await signedIn.arrayBuffer();
      expect(answeredBefore).toBe(3);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
  it("a search page sent as kept counts as a search, for each visitor, whether the app or Node sends it (popular searches)", async () => {
    const path = "/search?search=pasta%20secca";
    // The render counts its visitor (the app's request has no address: "unknown"), the kept page sent again to
    // that same visitor does not count twice; the app then sends it to a socket's address, Node to two more.
    await (await kept(path)).arrayBuffer();
    const heard: string[] = [];
    const respond = createKeptPageResponder({
      pageCache: cache, shared: { maxAge: 60, staleWhileRevalidate: 30, tags: true }, https: false, logger: createLogger("silent"),
      sent: (url, req) => { heard.push(url); t.api.searches.pageSent(url, () => nodeClientAddress(req, true)); },
    });
    const listener = getRequestListener(app.fetch);
    const server = createServer((req, res) => {
      if (req.headers["x-forwarded-for"] === undefined) void listener(req, res);
      else if (!respond(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const fromApp = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(fromApp.headers.get("x-page-cache")).toBe("hit");
      await fromApp.arrayBuffer();
      for (const visitor of ["198.51.100.1", "198.51.100.2", "198.51.100.2"]) {
        const sent = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { "x-forwarded-for": `10.9.9.9, ${visitor}` } });
        expect(sent.headers.get("x-page-cache")).toBe("hit");
        await sent.arrayBuffer();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(heard).toEqual([path, path, path]);
    await t.api.searches.flush();
    const { rows } = (await t.db.execute(sql`select score from search_queries where lang = 'it' and key = 'pasta secca'`)) as unknown as { rows: { score: number }[] };
    expect(rows).toHaveLength(1);
    // "unknown" (the render and the app's hits in this test), 127.0.0.1 (the app's, from a socket) and two addresses from Node's: four.
    expect(scoreAt(Number(rows[0]!.score), Date.now())).toBeCloseTo(4, 2);
  });
});

