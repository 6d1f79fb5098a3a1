import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { TROFIE, addToCart } from "./checkout-helpers.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { healthy, nodeProcesses, portBeside, ROOT } from "./node-processes.ts";

// Issue 18 §6: Debian's Varnish, with the shop's own VCL (deploy/varnish/vetrina.vcl), in front of two whole
// nodes on one PostgreSQL database: anonymous pages come from the cache, a change in the database reaches the
// shopper within a second (the nodes purge), a visitor with a cart always gets their own page, and no
// Set-Cookie or personal page is ever kept.
const VARNISHD = "/usr/sbin/varnishd";
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const PORTS = { node1: portBeside(85), node2: portBeside(86), varnish: portBeside(87) };
const SHOP = `http://127.0.0.1:${PORTS.varnish}`;
const DATABASE = `vetrina_varnish_${process.pid}`;

// CI installs Varnish and sets TEST_DATABASE_URL (.ci/run): there, a missing one fails the test.
test.skip(!process.env.CI && (!DATABASE_URL || !existsSync(VARNISHD)), "needs TEST_DATABASE_URL and Debian's varnish (apt-get install varnish)");
test.describe.configure({ mode: "serial" });

const nodes = nodeProcesses();
let product: { id: number; url: string };
/** The shop's staff (decision 013): the same on both nodes, as a shop of several nodes is configured. */
const OPERATOR = { name: "anna", key: "anna-key-0123456789abcdefghij" };

async function admin<T>(work: (client: pg.Client) => Promise<T>, connectionString = DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try { return await work(client); } finally { await client.end(); }
}

function databaseUrl(): string {
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE}`);
    await client.query(`create database ${DATABASE}`);
  });
  const env = {
    DATABASE_URL: databaseUrl(), SESSION_SECRET: randomBytes(48).toString("base64"),
    PUBLIC_BASE_URL: SHOP, CACHE_PURGE_URLS: `${SHOP}/`, SHARED_CACHE_SECONDS: "300", TRUST_PROXY: "true",
    OPERATORS: `${OPERATOR.name}:${OPERATOR.key}`,
  };
  const migrated = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"], { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" });
  expect(migrated.status, migrated.stderr).toBe(0);
  // The first node loads the demo store; the second finds it there.
  const first = nodes.startNode({ ...env, PORT: String(PORTS.node1), DATA_DIR: nodes.dataDirWithMedia() });
  await up(PORTS.node1, first.log, 240_000);
  const second = nodes.startNode({ ...env, PORT: String(PORTS.node2), DATA_DIR: nodes.dataDirWithMedia(), SEED_ON_START: "false" });
  await up(PORTS.node2, second.log, 60_000);

  // The shipped VCL, pointed at this test's two nodes.
  const work = nodes.tempDir("vetrina-varnish-");
  chmodSync(work, 0o755);
  const vcl = readFileSync(path.join(ROOT, "deploy/varnish/vetrina.vcl"), "utf8")
    .replace('.port = "3000"', `.port = "${PORTS.node1}"`).replace('.port = "3001"', `.port = "${PORTS.node2}"`);
  expect(vcl).toContain(`"${PORTS.node2}"`);
  const vclFile = path.join(work, "vetrina.vcl");
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const varnish = nodes.start(VARNISHD, ["-F", "-a", `127.0.0.1:${PORTS.varnish}`, "-f", vclFile, "-n", path.join(work, "state"), "-s", "malloc,64m"]);
  await up(PORTS.varnish, varnish.log, 60_000);

  const listing = await (await fetch(`${SHOP}/web/v1/catalog/products?per_page=1&in_stock=1`, { headers: { lang: "it" } })).json();
  product = listing.data.products[0];
});

/** Until the process answers /healthz; its output in the error when it never does. */
async function up(port: number, log: () => string, timeout: number): Promise<void> {
  await expect.poll(healthy(port), { timeout }).toBe(200).catch((error: Error) => {
    throw new Error(`${error.message}\n${log().slice(-3000)}`);
  });
}

test.afterAll(async () => {
  nodes.stopAll();
  if (DATABASE_URL) await admin((client) => client.query(`drop database if exists ${DATABASE}`)).catch(() => {});
});

const view = (pathAndQuery: string, cookie?: string) => fetch(`${SHOP}${pathAndQuery}`, {
  headers: { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) }, redirect: "manual",
});

/** The product's price in its JSON-LD, as a shopper's page shows it. */
async function priceOnPage(): Promise<string> {
  const html = await (await view(product.url)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const offers = blocks.find((b) => b["@type"] === "Product")?.offers;
  return String((Array.isArray(offers) ? offers[0] : offers)?.price ?? (offers?.lowPrice));
}

test("an anonymous product page comes from the cache after its first view, and no cookie is ever kept", async () => {
  const first = await view(product.url);
  expect(first.status).toBe(200);
  expect(first.headers.get("set-cookie")).toBeNull();
  await first.arrayBuffer();
  const again = await view(product.url);
  expect(again.headers.get("x-cache")).toBe("HIT");
  expect(again.headers.get("set-cookie")).toBeNull();
  // Another visitor's browser, with a visitor id but nothing kept: the same page from the cache.
  const other = await view(product.url, "ia=somevisitor0000000000001; i18n_redirected=en");
  expect(other.headers.get("x-cache")).toBe("HIT");
  expect(await other.text()).toBe(await again.text());

  // The cart page gives a visitor id: never kept, each visitor their own.
  const cart1 = await view("/cart");
  const cart2 = await view("/cart");
  expect([cart1.headers.get("x-cache"), cart2.headers.get("x-cache")]).toEqual(["PASS", "PASS"]);
  const id1 = /^ia=([^;]+)/.exec(cart1.headers.get("set-cookie") ?? "")?.[1];
  const id2 = /^ia=([^;]+)/.exec(cart2.headers.get("set-cookie") ?? "")?.[1];
  expect(id1).toBeTruthy();
  expect(id2).toBeTruthy();
  expect(id1).not.toBe(id2);
});

test("a price changed in the database reaches the shopper within a second, and the other products' pages stay", async () => {
  const before = await priceOnPage();
  expect((await view(product.url)).headers.get("x-cache")).toBe("HIT");
  // A product of another category, and that category's page: kept, as they show nothing of the changed product.
  const settings = await (await fetch(`${SHOP}/web/v1/setting`, { headers: { lang: "it" } })).json() as { data: { category: { list: { id: number; url: string }[] } } };
  const detail = await (await fetch(`${SHOP}/web/v1/catalog/products/${product.id}`, { headers: { lang: "it" } })).json() as { data: { related: { id: number }[] } };
  const related = new Set(detail.data.related.map((card) => card.id));
  // The home page shows the newest and the best sellers, and the featured row (decision 020, 30).
  const [highlights, featured] = await Promise.all(["/web/v1/catalog/highlights", "/web/v1/setting"].map(async (path) =>
    (await (await fetch(`${SHOP}${path}`, { headers: { lang: "it" } })).json()) as { data: Record<string, unknown> }));
  const onHome = new Set([...(highlights!.data.new as { id: number }[]), ...(highlights!.data.bestsellers as { id: number }[]),
    ...((featured!.data.evidence as { products: { id: number }[] }).products)].map((card) => card.id));
  let other: { category: string; product: string; id: number } | undefined;
  for (const category of settings.data.category.list) {
    const listing = await (await fetch(`${SHOP}/web/v1/catalog/products?category=${category.id}&per_page=48`, { headers: { lang: "it" } })).json() as { data: { products: { id: number; url: string }[] } };
    if (listing.data.products.some((card) => card.id === product.id)) continue;
    const card = listing.data.products.find((c) => !related.has(c.id) && !onHome.has(c.id));
    if (card) { other = { category: category.url, product: card.url, id: card.id }; break; }
  }
  expect(other, "a category without the product").toBeDefined();
  for (const path of [other!.category, other!.product, "/"]) {
    await (await view(path)).arrayBuffer();
    await expect.poll(async () => (await view(path)).headers.get("x-cache")).toBe("HIT");
  }
  const shop = new pg.Client({ connectionString: databaseUrl() });
  await shop.connect();
  try {
    await shop.query("update variants set price_cents = price_cents + 100 where product_id = $1", [product.id]);
  } finally {
    await shop.end();
  }
  const changedAt = Date.now();
  let after = before;
  while (after === before && Date.now() - changedAt < 3_000) {
    after = await priceOnPage();
    if (after === before) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const took = Date.now() - changedAt;
  expect(Number(after)).toBeCloseTo(Number(before) + 1, 2);
  expect(took).toBeLessThanOrEqual(1_000);
  // The purges that followed (at once, and a second later) dropped only the pages that show the product.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const path of [other!.category, other!.product]) expect((await view(path)).headers.get("x-cache"), path).toBe("HIT");
  // It shows the product (a best seller, or among the newest), or it stays.
  expect((await view("/")).headers.get("x-cache"), "the home page").toBe(onHome.has(product.id) ? "MISS" : "HIT");
  expect((await view(product.url)).headers.get("vetrina-tags")).toBeNull();

  // A price change of a product the home page does not show (as an order's stock or price: `offers:`) leaves it kept.
  await expect.poll(async () => (await view("/")).headers.get("x-cache")).toBe("HIT");
  const again = new pg.Client({ connectionString: databaseUrl() });
  await again.connect();
  try {
    await again.query("update variants set price_cents = price_cents + 100 where product_id = $1", [other!.id]);
  } finally {
    await again.end();
  }
  await expect.poll(async () => (await view(other!.product)).headers.get("x-cache")).toBe("MISS");
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await view("/")).headers.get("x-cache"), "the home page").toBe("HIT");
});

test("a visitor with a cart always gets their own page through the cache", async ({ page }) => {
  await addToCart(page, "it", `${SHOP}${TROFIE.it}`, 1);
  const own = await page.goto(`${SHOP}${product.url}`);
  expect(own!.headers()["x-cache"]).toBe("PASS");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Carrello, 1 articolo" })).toBeVisible();
  // Meanwhile anonymous visitors still get the kept page (once kept again after the last test's purges), with no cart in it.
  await expect.poll(async () => (await view(product.url)).headers.get("x-cache")).toBe("HIT");
  const anonymous = await view(product.url);
  expect(anonymous.headers.get("x-cache")).toBe("HIT");
  expect(await anonymous.text()).not.toContain("Carrello, 1 articolo");
});

test("a stock feed sent to one node reaches the other node's pages at once (issue 19)", async () => {
  const node2 = (pathAndQuery: string) => fetch(`http://127.0.0.1:${PORTS.node2}${pathAndQuery}`);
  const availability = async () => {
    const html = await (await node2(product.url)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const offers = blocks.find((b) => b["@type"] === "Product")?.offers;
    return (Array.isArray(offers) ? offers : [offers]).map((o: { availability: string }) => o.availability.replace("https://schema.org/", ""));
  };
  expect(await availability()).toContain("InStock");
  expect((await node2(product.url)).headers.get("x-page-cache")).toBe("hit");
  const detail = await (await node2(`/web/v1/catalog/products/${product.id}`)).json() as { data: { variants: { sku: string }[] } };
  const feed = nodes.tempDir("vetrina-feed-");
  writeFileSync(path.join(feed, "stock.csv"), `sku;store;quantity\n${detail.data.variants.map((v) => `${v.sku};online;0`).join("\n")}\n`);
  const sent = spawnSync("npm", ["run", "--silent", "catalogue", "--", "stock", path.join(feed, "stock.csv")], {
    cwd: ROOT, encoding: "utf8", env: { ...process.env, SHOP_URL: `http://127.0.0.1:${PORTS.node1}`, OPERATOR: `${OPERATOR.name}:${OPERATOR.key}` },
  });
  expect(sent.stdout + sent.stderr).toContain(`${detail.data.variants.length} quantities changed`);
  await expect.poll(availability, { timeout: 1_000, intervals: [50] }).not.toContain("InStock");
});
