import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CATALOG_CHANNEL } from "#api/app.ts";
import { applyCatalogChange, parseChangedProducts } from "#api/http/keyed-cache.ts";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { notificationsOf } from "#tests/setup/catalogue-changes.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { createListingRecordSets } from "./listing.ts";

// Issue 23: a change of a few products refreshes the kept records that hold them, not every category's records.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function kitchenProducts(): Promise<{ kitchen: number; ids: number[] }> {
  const [category] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`);
  const listed = await rows<{ product_id: number }>(sql`select product_id from listing_products where category_path_ids @> array[${category!.id}::int] order by product_id limit 3`);
  return { kitchen: category!.id, ids: listed.map((r) => r.product_id) };
}

/** The notifications a change sends, in order, when they are `count` (any number without one). */
async function heard(change: () => Promise<unknown>, count?: number): Promise<string[]> {
  const payloads = await notificationsOf(t, change);
  if (count !== undefined) expect(payloads).toHaveLength(count);
  return payloads;
}

/** A tags notification's start: the categories of these paths. */
const tagsOf = (...paths: number[][]) => `tags:${[...new Set(paths.flat())].sort((x, y) => x - y).map((c) => `c${c}`).join(",")}`;
/** Its end: a hash of its statement's products (migration 0034). */
const endingOf = (...ids: number[]) => `;${createHash("md5").update([...ids].sort((x, y) => x - y).join(",")).digest("hex")}`;

describe("catalogue change notifications", () => {
  it("name the products a statement changed, and only the table when it is not about products", async () => {
    const payloads: string[] = [];
    const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload));
    const { ids: [a, b] } = await kitchenProducts();
    await t.db.execute(sql`update variants set stock = stock + 1 where product_id in (${a}, ${b})`);
    await t.db.execute(sql`update products set sold_count = sold_count + 1 where id = ${a}`);
    await t.db.execute(sql`update variants set stock = stock where false`);
    await t.db.execute(sql`update categories set position = position where code = 'kitchen'`);
    await expect.poll(() => payloads.filter((p) => !p.startsWith("tags:")).length, { timeout: 5000, interval: 20 }).toBeGreaterThanOrEqual(4);
    await stop();
    const named = payloads.filter((p) => !p.startsWith("tags:"));
    expect(named.map(parseChangedProducts)).toEqual([[a, b].sort((x, y) => x! - y!), [a], [a], null]);
    // A stock change leaves what a search matches by (migration 0036); so does the listing row of a product's sales,
    // but not the product's own row.
    expect(named.map((p) => p.split(":")[0])).toEqual(["offers", "offers", "products", "categories"]);
  });

  it("say `products:` for a change of what a search matches a product by, `offers:` for the rest (migration 0036)", async () => {
    const { ids: [a] } = await kitchenProducts();
    const [variant] = await rows<{ id: number; sku: string }>(sql`select id, sku from variants where product_id = ${a} order by id limit 1`);
    // Which kinds of notification a statement sends about product a (the listing's rows, written again, say `offers:`).
    const kinds = async (change: () => Promise<unknown>) => {
      const named = (await heard(change)).filter((p) => !p.startsWith("tags:"));
      expect(named.map(parseChangedProducts)).toEqual(named.map(() => [a]));
      return [...new Set(named.map((p) => p.replace(/:.*/, "")))].sort();
    };
    // A variant's code or state: an exact code search finds it, or no longer does.
    expect(await kinds(() => t.db.execute(sql`update variants set sku = ${`${variant!.sku}-X`} where id = ${variant!.id}`))).toContain("products");
    expect(await kinds(() => t.db.execute(sql`update variants set ean = '4006381333931' where id = ${variant!.id}`))).toContain("products");
    expect(await kinds(() => t.db.execute(sql`update variants set is_active = false, sku = ${variant!.sku} where id = ${variant!.id}`))).toContain("products");
    expect(await kinds(() => t.db.execute(sql`update variants set is_active = true where id = ${variant!.id}`))).toContain("products");
    // An EAN taken away (NULL compared as a value).
    expect(await kinds(() => t.db.execute(sql`update variants set ean = null where id = ${variant!.id}`))).toContain("products");
    // A name: its search documents change.
    expect(await kinds(() => t.db.execute(sql`update product_translations set name = name || ' nuovo' where product_id = ${a} and lang = 'it'`))).toContain("products");
    // A new variant, or one removed.
    expect(await kinds(() => t.db.execute(sql`insert into variants (product_id, sku, price_cents, vat_rate_bp, stock)
      values (${a}, 'OFFERS-TEST-1', 1000, 2200, 0)`))).toContain("products");
    expect(await kinds(() => t.db.execute(sql`delete from variants where sku = 'OFFERS-TEST-1'`))).toContain("products");
    // A variant moved to another product: both products' codes changed.
    const [{ id: b }] = (await rows<{ id: number }>(sql`select product_id as id from listing_products where product_id <> ${a} order by product_id limit 1`)) as [{ id: number }];
    const moved = (await heard(() => t.db.execute(sql`update variants set product_id = ${b} where id = ${variant!.id}`))).filter((p) => p.startsWith("products:"));
    expect(moved.flatMap((p) => parseChangedProducts(p)!)).toEqual(expect.arrayContaining([a, b]));
    await heard(() => t.db.execute(sql`update variants set product_id = ${a} where id = ${variant!.id}`));
    // What a search does not read: a price, the stock, a picture.
    expect(await kinds(() => t.db.execute(sql`update variants set price_cents = price_cents + 1, stock = stock + 1 where id = ${variant!.id}`))).toEqual(["offers"]);
    expect(await kinds(() => t.db.execute(sql`update product_images set position = position where product_id = ${a}`))).toEqual(["offers"]);
  });

  it("name the products whose pickup-store stock changed, and nothing for a statement that changed none (migration 0033)", async () => {
    const [shelf] = await rows<{ store_id: number; variant_id: number; product_id: number }>(sql`select s.store_id, s.variant_id, v.product_id
      from store_stock s join variants v on v.id = s.variant_id order by s.variant_id limit 1`);
    const payloads: string[] = [];
    const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload));
    await t.db.execute(sql`update store_stock set quantity = quantity + 1 where store_id = ${shelf!.store_id} and variant_id = ${shelf!.variant_id}`);
    await t.db.execute(sql`update store_stock set quantity = quantity where false`);
    await t.db.execute(sql`select pg_notify('vetrina_catalog', 'end')`);
    await expect.poll(() => payloads.at(-1), { timeout: 5000, interval: 20 }).toBe("end");
    await stop();
    expect(payloads).toEqual([`offers:${shelf!.product_id}`, "end"]);
  });

  it("then say which categories' listings a change touched, before and after it, and whether the featured products", async () => {
    const { kitchen, ids: [a] } = await kitchenProducts();
    const [pantry] = await rows<{ id: number }>(sql`select id from categories where code = 'pantry'`);
    const pathOf = async (id: number) => (await rows<{ path: number[] }>(sql`select category_path_ids as path from listing_products where product_id = ${id}`))[0]!.path;
    const ending = endingOf(a!);
    const before = await pathOf(a!);
    expect(before).toContain(kitchen);

    // A price change: the product, then its categories (and theirs above), after it.
    expect(await heard(() => t.db.execute(sql`update variants set price_cents = price_cents + 1 where product_id = ${a}`), 2))
      .toEqual([`offers:${a}`, tagsOf(before) + ending]);
    // Two products of the same categories in one transaction: the same tags, which PostgreSQL would send once, in
    // the first one's place; each carries its products, so that none comes before its products' notification.
    const [twin] = await rows<{ id: number }>(sql`select product_id as id from listing_products
      where category_path_ids = (select category_path_ids from listing_products where product_id = ${a}) and product_id <> ${a} limit 1`);
    const both = await heard(() => t.db.transaction(async (tx) => {
      await tx.execute(sql`update variants set price_cents = price_cents + 1 where product_id = ${a}`);
      await tx.execute(sql`update variants set price_cents = price_cents + 1 where product_id = ${twin!.id}`);
    }), 4);
    expect(both).toEqual([`offers:${a}`, tagsOf(before) + ending, `offers:${twin!.id}`, tagsOf(before) + endingOf(twin!.id)]);
    // One more in stock where some were: its listing row, in stock or not, is as it was.
    expect(await heard(() => t.db.execute(sql`update variants set stock = stock + 1 where product_id = ${a} and stock > 0`), 1))
      .toEqual([`offers:${a}`]);
    // A row written as it was touches no listing.
    expect(await heard(() => t.db.execute(sql`update listing_products set sold_count = sold_count where product_id = ${a}`), 1))
      .toEqual([`offers:${a}`]);
    // Moved to the pantry: the kitchen's listings lose it, the pantry's gain it; its search documents name the pantry.
    const moved = await heard(() => t.db.execute(sql`update product_categories set category_id = ${pantry!.id} where product_id = ${a}`), 3);
    const after = await pathOf(a!);
    expect(after).toContain(pantry!.id);
    expect(after).not.toContain(kitchen);
    expect(moved).toEqual([`offers:${a}`, tagsOf(before, after) + ending, `products:${a}`]);
    // Featured: the product's own row says so, and so does its listing row.
    const featured = await heard(() => t.db.execute(sql`update products set is_featured = not is_featured where id = ${a}`), 4);
    expect(featured.filter((p) => !p.startsWith("tags:"))).toEqual([`offers:${a}`, `products:${a}`]);
    expect(featured.filter((p) => p.startsWith("tags:")).sort()).toEqual([`${tagsOf(after)},featured${ending}`, `tags:featured${ending}`].sort());
  });

  // Seeding 2,000 products takes a few seconds on PGlite alone, more beside other suites.
  it("say the tags of a statement whose products fill a notification, as an import's batch (migration 0034)", { timeout: 120_000 }, async () => {
    await seedSyntheticProducts(t.db, 2000);
    // Products whose ids take 7,850 to 7,900 characters: the most a `products:` notification names (migration 0027).
    const listed = await rows<{ id: number; path: number[] }>(sql`select product_id as id, category_path_ids as path from listing_products order by product_id`);
    const batch: typeof listed = [];
    for (let length = -1; length < 7850;) {
      const next = listed[batch.length]!;
      batch.push(next);
      length += String(next.id).length + 1;
    }
    const ids = batch.map((row) => row.id);
    expect(ids.join(",").length).toBeLessThanOrEqual(7900);
    const payloads = await heard(() => t.db.execute(sql`update variants set price_cents = price_cents + 1 where product_id = any(${`{${ids.join(",")}}`}::int[])`), 2);
    // Before, the products and the tags together overflowed, and the tags said `listing_products`: every category read again.
    expect(payloads).toEqual([`offers:${ids.join(",")}`, tagsOf(...batch.map((row) => row.path)) + endingOf(...ids)]);
  });

  it("splice a product's change into the kept category records, which are not read again", async () => {
    const sets = createListingRecordSets(t.db);
    const { kitchen, ids: [x, y] } = await kitchenProducts();
    const before = (await sets.get(kitchen)).records;
    expect([...before.id]).toContain(y);
    // y is taken out of the listing behind the notifications' back: records read again would lack it.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from listing_products where product_id = ${y}`);
    });
    // x sells out, as after an order: the trigger names it, the test API's listener applies it (as server/main.ts).
    await t.db.execute(sql`update variants set stock = 0, inventory_managed = true where product_id = ${x}`);
    await expect.poll(async () => {
      const r = (await sets.get(kitchen)).records;
      const i = [...r.id].indexOf(x!);
      return [...r.inStock.subarray(r.firstVariant[i], r.firstVariant[i + 1])].every((s) => s === 0);
    }, { timeout: 5000, interval: 20 }).toBe(true);
    const after = (await sets.get(kitchen)).records;
    expect(after.count).toBe(before.count);
    expect([...after.id]).toContain(y);
  });

  it("keep the category records when another table changes, read the brands again when they change", async () => {
    const sets = createListingRecordSets(t.db);
    const { kitchen } = await kitchenProducts();
    const kept = await sets.get(kitchen);
    for (const table of ["settings", "pages", "product_translations", "delivery_methods", "categories"]) applyCatalogChange(table);
    expect(await sets.get(kitchen)).toBe(kept);
    await t.db.execute(sql`update brands set name = 'Rame Toscano Firenze' where slug = 'rame-toscano'`);
    await expect.poll(async () => (await sets.get(kitchen)).brands.map((b) => b.name), { timeout: 5000, interval: 20 }).toContain("Rame Toscano Firenze");
    // The records themselves were not read again.
    expect((await sets.get(kitchen)).records).toBe(kept.records);
  });

  it("serve the kept records after a lost connection while they are read again", async () => {
    const sets = createListingRecordSets(t.db);
    const { kitchen } = await kitchenProducts();
    const kept = await sets.get(kitchen);
    applyCatalogChange("*");
    expect(await sets.get(kitchen)).toBe(kept);
    await expect.poll(async () => (await sets.get(kitchen)) !== kept, { timeout: 5000, interval: 20 }).toBe(true);
    expect((await sets.get(kitchen)).records.count).toBe(kept.records.count);
    // A truncated or bulk-changed listing (its table's name) drops them.
    const again = await sets.get(kitchen);
    applyCatalogChange("listing_products");
    expect(await sets.get(kitchen)).not.toBe(again);
  });

  it("keep a list of the whole catalogue apart, with its own rows, and follow its products' changes", async () => {
    const sets = createListingRecordSets(t.db);
    const ids = async (list: "featured" | "bestseller" | "offers" | "new") => [...(await sets.get(undefined, list)).records.id].sort((a, b) => a - b);
    const sql_ = async (where: ReturnType<typeof sql>) => (await rows<{ id: number }>(sql`select product_id as id from listing_products l where ${where} order by 1`)).map((r) => r.id);
    expect(await ids("featured")).toEqual(await sql_(sql`l.is_featured`));
    expect(await ids("offers")).toEqual(await sql_(sql`l.has_offer`));
    expect(await ids("bestseller")).toEqual(await sql_(sql`l.sold_count > 0`));
    expect((await ids("featured")).length).toBeLessThan((await sets.get(undefined)).records.count);

    const [unsold] = await rows<{ id: number }>(sql`select product_id as id from listing_products where not is_featured and sold_count = 0 order by product_id limit 1`);
    await t.db.execute(sql`update products set is_featured = true, sold_count = 3 where id = ${unsold!.id}`);
    await expect.poll(() => ids("featured"), { timeout: 5000, interval: 20 }).toContain(unsold!.id);
    await expect.poll(() => ids("bestseller"), { timeout: 5000, interval: 20 }).toContain(unsold!.id);
    await t.db.execute(sql`update products set is_featured = false where id = ${unsold!.id}`);
    await expect.poll(() => ids("featured"), { timeout: 5000, interval: 20 }).not.toContain(unsold!.id);
  });

  it("follow a category moved under another parent: the listing names its products (migration 0029)", async () => {
    const sets = createListingRecordSets(t.db);
    const [pantry] = await rows<{ id: number }>(sql`select id from categories where code = 'pantry'`);
    const moved = await rows<{ product_id: number }>(sql`
      select pc.product_id from product_categories pc join categories c on c.id = pc.category_id where c.code = 'pots'`);
    const ids = moved.map((r) => r.product_id);
    expect(ids.length).toBeGreaterThan(0);
    expect([...(await sets.get(pantry!.id)).records.id]).not.toContain(ids[0]);

    const payloads: string[] = [];
    const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => payloads.push(payload));
    await t.db.execute(sql`update categories set parent_id = ${pantry!.id} where code = 'pots'`);
    await expect.poll(async () => [...(await sets.get(pantry!.id)).records.id], { timeout: 5000, interval: 20 }).toEqual(expect.arrayContaining(ids));
    await stop();
    expect(payloads).toContain("categories");
    expect(payloads.flatMap((p) => parseChangedProducts(p) ?? [])).toEqual(expect.arrayContaining(ids));
  });
});

describe("a search's matches", () => {
  it("are kept for its other pages, sorts and filters, and built again after a change of a table", async () => {
    const sets = createListingRecordSets(t.db);
    const first = await sets.search("en", undefined, "pasta");
    expect(first.records.count).toBeGreaterThan(0);
    expect(first.rank!.size).toBe(first.records.count);
    const counted = t.handle.queryCount();
    // The same text as search reads it ("pasta!" is "pasta"), in the same language: the kept matches.
    expect(await sets.search("en", undefined, "pasta!")).toBe(first);
    expect(t.handle.queryCount()).toBe(counted);
    // Another language, another category: matches of their own.
    const [pantry] = await rows<{ id: number }>(sql`select id from categories where code = 'pantry'`);
    expect(await sets.search("it", undefined, "pasta")).not.toBe(first);
    expect(await sets.search("en", pantry!.id, "pasta")).not.toBe(first);
    // A product's change may change whether the text matches it, or how well: that product is ranked again.
    applyCatalogChange(`products:${first.records.id[0]}`);
    const again = await sets.search("en", undefined, "pasta");
    expect(again).not.toBe(first);
    expect([...again.records.id].sort()).toEqual([...first.records.id].sort());
    // A change of a table search does not read (a setting, a page) keeps them.
    const kept = await sets.search("en", undefined, "pasta");
    for (const change of ["settings", "pages", "delivery_methods"]) applyCatalogChange(change);
    expect(await sets.search("en", undefined, "pasta")).toBe(kept);
    // A change of one it reads (a brand renamed, a category's name) drops them, so do changes that may have been missed.
    for (const change of ["brands", "category_translations", "*"]) {
      const kept = await sets.search("en", undefined, "pasta");
      applyCatalogChange(change);
      expect(await sets.search("en", undefined, "pasta"), change).not.toBe(kept);
    }
  });

  it("follow a change of some products as a whole search would rank them, ranking only those again", async () => {
    const sets = createListingRecordSets(t.db);
    const search = () => sets.search("en", undefined, "pasta");
    const fresh = async () => {
      const whole = await createListingRecordSets(t.db).search("en", undefined, "pasta");
      return [...whole.rank!].sort(([a], [b]) => a - b);
    };
    const first = await search();
    const matched = [...first.records.id];
    // An order's stock change: the product is written over in place, the matches are not read again.
    await t.db.execute(sql`update variants set stock = stock + 3 where product_id = ${matched[0]}`);
    await expect.poll(async () => (await search()) !== first, { timeout: 5000, interval: 20 }).toBe(true);
    const afterStock = await search();
    expect(afterStock.records).toBe(first.records);
    expect([...afterStock.rank!].sort(([a], [b]) => a - b)).toEqual(await fresh());

    // A product renamed to match, one renamed not to, one no longer sold: each as a whole search ranks it now.
    const [outside] = await rows<{ product_id: number }>(sql`select l.product_id from listing_products l
      where l.product_id <> all(${sql.raw(`'{${matched.join(",")}}'`)}::int[]) order by l.product_id limit 1`);
    const [gone, renamed] = matched.slice(1, 3);
    const before = await search();
    await t.db.execute(sql`update product_translations set name = 'Pasta di semola ' || name where product_id = ${outside!.product_id} and lang = 'en'`);
    await t.db.execute(sql`update product_translations set name = 'Cestino' where product_id = ${renamed} and lang = 'en'`);
    await t.db.execute(sql`update products set is_active = false where id = ${gone}`);
    await expect.poll(async () => (await search()).rank!.has(outside!.product_id) && !(await search()).rank!.has(gone!), { timeout: 5000, interval: 20 }).toBe(true);
    const patched = await search();
    expect(patched).not.toBe(before);
    expect([...patched.rank!].sort(([a], [b]) => a - b)).toEqual(await fresh());
    expect(new Set(patched.records.id)).toEqual(new Set(patched.rank!.keys()));
  });
});
