import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 21 §4: what a product page must say before purchase, as structured fields of the API.

const t = useTestApi();

async function productId(code: string): Promise<number> {
  const rows = (await t.db.execute(sql`select id from products where code = ${code}`) as unknown as { rows: { id: number }[] }).rows;
  return rows[0]!.id;
}
const information = async (code: string, lang: string) =>
  (await t.call("GET", `/catalog/products/${await productId(code)}`, { headers: { lang } })).body.data.information;

describe("product information", () => {
  it("gives a food its ingredients with allergens marked, its nutrition per 100 g and its food business operator, in the asked language", async () => {
    const pasta = await information("po-paccheri-gragnano", "de");
    expect(pasta).toMatchObject({
      kind: "food", model: null, warnings: null, min_age: null,
      operator: { name: expect.stringContaining("Valle Antica"), address: expect.stringContaining("Gragnano"), email: expect.stringMatching(/@/) },
      food: { allergens: ["gluten"], nutrition: { per: "100g", energy_kcal: expect.any(Number) }, alcohol_percent: null },
    });
    expect(pasta.food.ingredients).toMatch(/\*Hartweizen\*/);
    expect(pasta.food.storage.length).toBeGreaterThan(10);
    expect((await information("po-paccheri-gragnano", "it")).food.ingredients).toMatch(/\*grano\*/);
  });

  it("gives an oil its nutrition per 100 ml and a wine its alcohol by volume and the age to confirm", async () => {
    expect((await information("po-evo-leccino", "en")).food).toMatchObject({ nutrition: { per: "100ml" }, origin: expect.any(String) });
    expect(await information("wi-moscato-d-asti", "fr")).toMatchObject({
      kind: "food", min_age: 18, food: { allergens: ["sulphites"], alcohol_percent: expect.any(Number) },
    });
  });

  it("gives other goods their manufacturer, model and warnings in the asked language", async () => {
    const code = "copper-frying-pan-classic";
    const [en, it_] = [await information(code, "en"), await information(code, "it")];
    expect(en).toMatchObject({ kind: "goods", food: null, operator: { name: expect.any(String), address: expect.stringContaining("Italia") }, model: expect.any(String) });
    expect(en.warnings).not.toBe(it_.warnings);
    expect(en.warnings.length).toBeGreaterThan(20);
  });

  it("names the responsible economic operator in the EU for a maker established outside it", async () => {
    const code = "copper-frying-pan-classic";
    const [{ brandId }] = (await t.db.execute(sql`select brand_id as "brandId" from products where code = ${code}`) as unknown as { rows: { brandId: number }[] }).rows as [{ brandId: number }];
    const responsible = { name: "Vetrina Import S.r.l.", address: "Via Emilia 1, 40100 Bologna (BO), Italia", email: "gpsr@vetrina.example" };
    await t.db.execute(sql`update brands set country = 'CN', eu_responsible = ${JSON.stringify(responsible)}::jsonb where id = ${brandId}`);
    invalidateAllCaches();
    try {
      expect(await information(code, "en")).toMatchObject({ kind: "goods", eu_responsible: responsible });
    } finally {
      await t.db.execute(sql`update brands set country = 'IT', eu_responsible = null where id = ${brandId}`);
      invalidateAllCaches();
    }
  });

  it("has the information for every demo product: food for the pantry and drinks, safety for the rest", async () => {
    const [counts] = (await t.db.execute(sql`
      select count(*) filter (where is_food and exists (
          select 1 from product_translations t where t.product_id = p.id and t.ingredients is null))::int as "foodWithoutIngredients",
        count(*) filter (where not is_food and model is null)::int as "goodsWithoutModel",
        count(*) filter (where b.legal_name is null)::int as "withoutOperator"
      from products p left join brands b on b.id = p.brand_id where p.code not like 'syn-%'`) as unknown as { rows: Record<string, number>[] }).rows;
    expect(counts).toEqual({ foodWithoutIngredients: 0, goodsWithoutModel: 0, withoutOperator: 0 });
  });
});
