import { asc, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import * as t from "#db/schema/schema.ts";

/**
 * What the database holds of the configuration, read once per apply inside its transaction: the rules check the
 * file against it (a slug a deactivated category keeps, a coupon already used), the writers compare with it.
 */
export async function readConfigurationState(db: Database) {
  // One after the other: inside a transaction they share one connection, which takes one query at a time.
  const languages = await db.select().from(t.languages).orderBy(asc(t.languages.position), asc(t.languages.lang));
  const currencies = await db.select().from(t.currencies).orderBy(asc(t.currencies.position), asc(t.currencies.id));
  const categories = await db.select().from(t.categories).orderBy(asc(t.categories.position), asc(t.categories.id));
  const categoryTranslations = await db.select().from(t.categoryTranslations);
  const brands = await db.select().from(t.brands).orderBy(asc(t.brands.id));
  const brandTranslations = await db.select().from(t.brandTranslations);
  const optionValues = await db.select().from(t.optionValues).orderBy(asc(t.optionValues.position), asc(t.optionValues.id));
  const settingRows = await db.select({ key: t.settings.key, value: t.settings.value }).from(t.settings);
  const pages = await db.select().from(t.pages).orderBy(asc(t.pages.position), asc(t.pages.id));
  const pageTranslations = await db.select().from(t.pageTranslations);
  const deliveryMethods = await db.select().from(t.deliveryMethods).orderBy(asc(t.deliveryMethods.position), asc(t.deliveryMethods.id));
  const paymentMethods = await db.select().from(t.paymentMethods).orderBy(asc(t.paymentMethods.position), asc(t.paymentMethods.id));
  const pickupStores = await db.select().from(t.pickupStores).orderBy(asc(t.pickupStores.id));
  const coupons = await db.select().from(t.coupons).orderBy(asc(t.coupons.id));
  const usedOptions = await db.execute(sql`select o.key as option, o.value as code, count(*)::int as variants
    from ${t.variants} v cross join lateral jsonb_each_text(v.options) o group by 1, 2 order by 1, 2`);
  const usedRows = (usedOptions as unknown as { rows: { option: string; code: string; variants: number }[] }).rows;
  return {
    languages, currencies, categories, categoryTranslations, brands, brandTranslations, optionValues, pages, pageTranslations,
    deliveryMethods, paymentMethods, pickupStores, coupons,
    settings: new Map(settingRows.map((r) => [r.key, r.value])),
    /** "option:code" → how many variants have that value. */
    usedOptionValues: new Map(usedRows.map((r) => [`${r.option}:${r.code}`, Number(r.variants)])),
  };
}

export type ConfigurationState = Awaited<ReturnType<typeof readConfigurationState>>;
