import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rebuildSearchDocuments } from "#db/schema/search.ts";
import { SEARCH_MATCH_BOUNDS } from "#api/catalog/listing.queries.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { matchProducts } from "./search.queries.ts";

const t = useTestApi();

async function select<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const exec = (query: string) => t.db.execute(sql.raw(query));

const snapshot = () => select(sql`
  select product_id, lang, search_vector::text as search_vector, name_vector::text as name_vector, search_name
  from search_documents order by product_id, lang`);

const found = async (lang: "it" | "en", q: string) =>
  (await select<{ product_id: number }>(sql`select product_id from (${matchProducts(lang, q, SEARCH_MATCH_BOUNDS)}) m`)).map((r) => r.product_id);

describe("search_documents, the table search reads", () => {
  it("holds one document per product translation, as a full rebuild makes it", async () => {
    const [{ documents, translations }] = await select<{ documents: number; translations: number }>(sql`
      select (select count(*)::int from search_documents) as documents, (select count(*)::int from product_translations) as translations`) as [{ documents: number; translations: number }];
    expect(documents).toBe(translations);
    const kept = await snapshot();
    await rebuildSearchDocuments(t.db);
    expect(await snapshot()).toEqual(kept);
  });

  it("stays equal to a full rebuild through edits of names, brands, categories and their links", async () => {
    const products = await select<{ id: number }>(sql`select id from products order by id limit 5`);
    const [a, b, c, d, e] = products.map((r) => r.id);
    // A product's own name, in one language; a translation removed and another added.
    await exec(`update product_translations set name = 'Zufolotto di prova' where product_id = ${a} and lang = 'it'`);
    await exec(`update product_translations set description_html = '<p>only the description</p>' where product_id = ${b}`);
    await exec(`delete from product_translations where product_id = ${b} and lang = 'fr'`);
    await exec(`insert into product_translations (product_id, lang, name, slug) values (${b}, 'fr', 'Brocolotto', 'brocolotto-${b}')`);
    // A new product with translations and a category, then another deleted outright.
    const [created] = await select<{ id: number }>(sql`insert into products (code, brand_id) values ('search-doc-test', (select min(id) from brands)) returning id`);
    await exec(`insert into product_translations (product_id, lang, name, slug) values (${created!.id}, 'it', 'Grattugia nuova', 'grattugia-nuova'), (${created!.id}, 'en', 'New grater', 'new-grater')`);
    await exec(`insert into product_categories (product_id, category_id) values (${created!.id}, (select id from categories where code = 'pasta'))`);
    await exec(`delete from products where id = ${e}`);
    // A product's brand and categories: linked, unlinked, reordered.
    await exec(`update products set brand_id = (select max(id) from brands where id <> coalesce(products.brand_id, 0)) where id = ${c}`);
    await exec(`update products set brand_id = null where id = ${d}`);
    await exec(`insert into product_categories (product_id, category_id, position) select ${c}, id, 9 from categories where id not in (select category_id from product_categories where product_id = ${c}) order by id limit 1`);
    await exec(`delete from product_categories where product_id = ${d} and category_id = (select min(category_id) from product_categories where product_id = ${d})`);
    await exec(`update product_categories set position = position + 5 where product_id = ${c} and position = 0`);
    // A category's name in one language, a translation of one removed; a brand renamed, another deleted.
    await exec(`update category_translations set name = 'Pastasciutte' where lang = 'it' and category_id = (select id from categories where code = 'pasta')`);
    await exec(`delete from category_translations where lang = 'en' and category_id = (select id from categories where code = 'dried-pasta')`);
    await exec(`update brands set name = 'Fornace Qwerty' where id = (select brand_id from products where id = ${c})`);
    await exec(`delete from brands where id = (select brand_id from products where id = ${a})`);

    const kept = await snapshot();
    await rebuildSearchDocuments(t.db);
    expect(kept).toEqual(await snapshot());
    expect(kept.some((r: any) => r.product_id === e)).toBe(false);
    expect(await found("it", "zufolotto")).toEqual([a]);
    expect(await found("it", "pastasciutte")).toContain(created!.id);
    expect(await found("it", "qwerty")).toContain(c);
  });
});
