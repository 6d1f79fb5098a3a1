import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, settings, variants } from "#db/schema/schema.ts";
import type { Database } from "#db/client.ts";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 21 §1: every reader announces a reduction from the prior price the database keeps, never from the
// compare-at price an owner typed; a change of the perishable flag or of the window recomputes it.

const t = useTestApi();
const DAY = 86_400_000;

/** Products with one variant, not on offer, in a stable order: each test takes its own. */
async function plainProducts(): Promise<{ productId: number; variantId: number }[]> {
  const rows = (await t.db.execute(sql`
    select p.id as "productId", min(v.id)::int as "variantId" from products p join variants v on v.product_id = p.id
    where p.is_active group by p.id having count(*) = 1 and bool_and(v.compare_at_cents is null and v.is_active and v.stock > 5)
    order by p.id`) as unknown as { rows: { productId: number; variantId: number }[] }).rows;
  return rows;
}

/** Writes a price as of `daysAgo` days ago, as a seed or an import telling a product's past would. */
async function priceAt(variantId: number, daysAgo: number, priceCents: number, compareAtCents: number | null = null) {
  await t.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    if (daysAgo > 0) await tx.execute(sql`select set_config('vetrina.price_time', ${new Date(Date.now() - daysAgo * DAY).toISOString()}, true)`);
    await tx.update(variants).set({ priceCents, compareAtCents }).where(eq(variants.id, variantId));
  });
  invalidateAllCaches();
}

const detail = async (productId: number) => (await t.call("GET", `/catalog/products/${productId}`, { headers: { lang: "en" } })).body.data;
const offers = async () => (await t.call("GET", "/catalog/products?list=offers&per_page=60")).body.data;
const inOffers = async (productId: number) => {
  const first = await offers();
  const pages = [first, ...await Promise.all(Array.from({ length: first.pages - 1 }, async (_, i) =>
    (await t.call("GET", `/catalog/products?list=offers&per_page=60&page=${i + 2}`)).body.data))];
  return pages.flatMap((p) => p.products).find((p: { id: number }) => p.id === productId);
};

describe("announcing a reduction", () => {
  it("announces a seeded offer from the price it had before, on the product page, in the cards of /offers, in the cart and the wishlist", async () => {
    const [row] = (await t.db.execute(sql`
      select v.product_id as "productId", v.id as "variantId", v.price_cents as price, v.reference_cents as reference
      from variants v where v.reference_cents is not null and v.is_active and v.stock > 0
        and (select count(*) from variants w where w.product_id = v.product_id) = 1
      order by v.id limit 1`) as unknown as { rows: { productId: number; variantId: number; price: number; reference: number }[] }).rows;
    expect(row!.reference).toBeGreaterThan(row!.price);
    const variant = (await detail(row!.productId)).variants[0];
    expect(variant).toMatchObject({ price: row!.price / 100, start_price: row!.reference / 100 });
    expect(await inOffers(row!.productId)).toMatchObject({ price: row!.price / 100, start_price: row!.reference / 100 });

    const visitor = { ia: `offer-visitor-${crypto.randomUUID()}` };
    const cart = await t.call("POST", "/cart/addtocart", { headers: visitor, body: { items: row!.productId, variants: row!.variantId, note: "1" } });
    expect(cart.body.data.Items[0]).toMatchObject({ price: row!.price / 100, start_price: row!.reference / 100 });
    const wish = await t.call("POST", "/wish/addtowish", { headers: visitor, body: { items: row!.productId } });
    expect(wish.body.data.items[0].min_price).toMatchObject({ price: row!.price / 100, start_price: row!.reference / 100 });
  });

  it("never announces a compare-at price higher than every price the product had", async () => {
    const { productId, variantId } = (await plainProducts())[0]!;
    const [v] = await t.db.select().from(variants).where(eq(variants.id, variantId));
    await priceAt(variantId, 0, v!.priceCents, v!.priceCents * 2);
    expect((await detail(productId)).variants[0].start_price).toBeNull();
    expect(await inOffers(productId)).toBeUndefined();
  });

  it("announces a real reduction from the lowest price of the 30 days before it, and a deeper one keeps that reference", async () => {
    const { productId, variantId } = (await plainProducts())[1]!;
    await priceAt(variantId, 60, 1500);
    await priceAt(variantId, 20, 1300);
    await priceAt(variantId, 10, 1400);
    await priceAt(variantId, 0, 1100, 1400);
    expect((await detail(productId)).variants[0]).toMatchObject({ price: 11, start_price: 13 });
    expect(await inOffers(productId)).toMatchObject({ price: 11, start_price: 13 });
    await priceAt(variantId, 0, 900, 1400);
    expect((await detail(productId)).variants[0]).toMatchObject({ price: 9, start_price: 13 });
  });

  it("names the price just before the reduction for a product flagged perishable, and recomputes when the flag changes", async () => {
    const { productId, variantId } = (await plainProducts())[2]!;
    await priceAt(variantId, 25, 600);
    await priceAt(variantId, 10, 1000);
    await priceAt(variantId, 1, 900, 1000);
    // The lowest of the 30 days (6.00) is not above today's 9.00: nothing to announce.
    expect((await detail(productId)).variants[0].start_price).toBeNull();
    expect(await inOffers(productId)).toBeUndefined();

    await t.db.update(products).set({ perishable: true }).where(eq(products.id, productId));
    invalidateAllCaches();
    expect((await detail(productId)).variants[0].start_price).toBe(10);
    expect(await inOffers(productId)).toMatchObject({ start_price: 10 });

    await t.db.update(products).set({ perishable: false }).where(eq(products.id, productId));
    invalidateAllCaches();
    expect((await detail(productId)).variants[0].start_price).toBeNull();
  });

  it("widens the window when the shop sets more than 30 days, and never narrows it below 30", async () => {
    const { productId, variantId } = (await plainProducts())[3]!;
    await priceAt(variantId, 70, 9900);
    await priceAt(variantId, 50, 1000);
    await priceAt(variantId, 35, 1200);
    await priceAt(variantId, 2, 900, 1200);
    expect((await detail(productId)).variants[0].start_price).toBe(12);

    await t.db.insert(settings).values({ key: "prices", value: { prior_price_days: 60 } });
    invalidateAllCaches();
    expect((await detail(productId)).variants[0].start_price).toBe(10);
    expect((await t.call("GET", "/setting")).body.data.prices).toEqual({ prior_price_days: 60 });

    await t.db.update(settings).set({ value: { prior_price_days: 7 } }).where(eq(settings.key, "prices"));
    invalidateAllCaches();
    expect((await detail(productId)).variants[0].start_price).toBe(12);
    expect((await t.call("GET", "/setting")).body.data.prices).toEqual({ prior_price_days: 30 });
    await t.db.delete(settings).where(eq(settings.key, "prices"));
  });
});
