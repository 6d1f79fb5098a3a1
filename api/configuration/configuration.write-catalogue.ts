import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import * as t from "#db/schema/schema.ts";
import { sanitizeRichText } from "#api/http/rich-text.ts";
import type { Configuration } from "./configuration.schema.ts";
import type { ConfigurationState } from "./configuration.state.ts";
import { countTranslated, noCounts, same, syncTable, syncTranslations, type Counts } from "./configuration.sync.ts";

const entries = <T>(text: Partial<Record<string, T>> | undefined) => Object.entries(text ?? {}) as [string, T][];

/** A placeholder id for an item a dry run does not create: its translations only count as part of its creation. */
const idOf = (ids: Map<string, number>, code: string, index: number) => ids.get(code) ?? -1 - index;

/** Categories and their translations; parents are set once every category of the file has its id. */
export async function writeCategories(db: Database, list: NonNullable<Configuration["categories"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  const { counts, ids, unchanged } = await syncTable({
    db, write, table: t.categories, key: t.categories.code, keyField: "code", existing: state.categories,
    desired: list.map((c, position) => ({ code: c.code, position, isFeatured: c.featured, isActive: c.active, image: c.image ?? null })),
    fields: ["position", "isFeatured", "isActive", "image"],
    leftOut: (_row, position) => ({ isActive: false, position }),
    touched: () => ({ updatedAt: new Date() }),
  });
  const codeOf = new Map(state.categories.map((c) => [c.id, c.code]));
  const parentOf = new Map(state.categories.map((c) => [c.code, c.parentId === null ? null : codeOf.get(c.parentId) ?? null]));
  const moved = list.filter((c) => parentOf.has(c.code) ? parentOf.get(c.code) !== (c.parent ?? null) : Boolean(c.parent));
  for (const c of moved) {
    if (unchanged.delete(c.code)) { counts.unchanged--; counts.updated++; }
    if (write) await db.update(t.categories).set({ parentId: c.parent ? ids.get(c.parent)! : null, updatedAt: new Date() }).where(eq(t.categories.code, c.code));
  }
  const changed = await syncTranslations({
    db, write, table: t.categoryTranslations, owner: t.categoryTranslations.categoryId, ownerField: "categoryId", lang: t.categoryTranslations.lang,
    existing: state.categoryTranslations,
    desired: list.flatMap((c, i) => entries(c.name).map(([lang, name]) => ({
      categoryId: idOf(ids, c.code, i), lang, name, slug: c.slug[lang as keyof typeof c.slug], description: c.description?.[lang as "it"] ?? "",
      metaTitle: c.meta_title?.[lang as "it"] ?? null, metaDescription: c.meta_description?.[lang as "it"] ?? null,
    }))),
    fields: ["name", "slug", "description", "metaTitle", "metaDescription"],
    owners: new Set(list.flatMap((c) => (ids.has(c.code) ? [ids.get(c.code)!] : []))),
  });
  const touched = countTranslated(counts, unchanged, ids, changed);
  if (write && touched.length) await db.update(t.categories).set({ updatedAt: new Date() }).where(inArray(t.categories.code, touched));
  return counts;
}

export async function writeBrands(db: Database, list: NonNullable<Configuration["brands"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  const desired = list.map((b) => ({
    code: b.code, name: b.name, slug: b.slug, logo: b.logo ?? null, country: b.country ?? null, foundedYear: b.founded_year ?? null, isActive: b.active,
    legalName: b.legal?.name ?? null, legalAddress: b.legal?.address ?? null, legalEmail: b.legal?.email ?? null, euResponsible: b.eu_responsible ?? null,
  }));
  // Two brands may swap slugs: the ones that change step aside first, as the slug is unique.
  const wanted = new Map(desired.map((b) => [b.code, b.slug]));
  const moving = state.brands.filter((b) => wanted.has(b.code) && wanted.get(b.code) !== b.slug);
  if (write) for (const b of moving) await db.update(t.brands).set({ slug: `${b.slug.slice(0, 140)}~${b.id}` }).where(eq(t.brands.id, b.id));
  const { counts, ids, unchanged } = await syncTable({
    db, write, table: t.brands, key: t.brands.code, keyField: "code", existing: state.brands, desired,
    fields: ["name", "slug", "logo", "country", "foundedYear", "isActive", "legalName", "legalAddress", "legalEmail", "euResponsible"],
    leftOut: () => ({ isActive: false }),
  });
  const changed = await syncTranslations({
    db, write, table: t.brandTranslations, owner: t.brandTranslations.brandId, ownerField: "brandId", lang: t.brandTranslations.lang,
    existing: state.brandTranslations,
    desired: list.flatMap((b, i) => entries(b.description).map(([lang, description]) => ({ brandId: idOf(ids, b.code, i), lang, description }))),
    fields: ["description"],
    owners: new Set(list.flatMap((b) => (ids.has(b.code) ? [ids.get(b.code)!] : []))),
  });
  countTranslated(counts, unchanged, ids, changed);
  return counts;
}

/**
 * Options (the names of "size", "colour" and their values' labels): the names live in the settings, the values in
 * option_values, which has no active flag: a value the file leaves out goes (the rules refuse the file when a
 * variant uses it). Counted per option.
 */
export async function writeOptions(db: Database, list: NonNullable<Configuration["options"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  const counts = noCounts();
  const names = Object.fromEntries(list.map((o) => [o.code, o.name]));
  const storedNames = (state.settings.get("option_names") ?? {}) as Record<string, unknown>;
  const existing = new Map(state.optionValues.map((v) => [`${v.option}:${v.code}`, v]));
  let position = 0;
  const desired = list.flatMap((o) => o.values.map((v) => ({ option: o.code, code: v.code, swatch: v.swatch ?? null, position: position++, labels: v.label })));
  const created = desired.filter((v) => !existing.has(`${v.option}:${v.code}`));
  const updated = desired.filter((v) => {
    const have = existing.get(`${v.option}:${v.code}`);
    return have && !(same(have.swatch, v.swatch) && have.position === v.position && same(have.labels, v.labels));
  });
  const listed = new Set(desired.map((v) => `${v.option}:${v.code}`));
  const removed = state.optionValues.filter((v) => !listed.has(`${v.option}:${v.code}`));
  const touched = new Set([...created, ...updated, ...removed].map((v) => v.option));
  for (const o of list) {
    const isNew = !(o.code in storedNames) && !state.optionValues.some((v) => v.option === o.code);
    if (isNew) counts.created++;
    else if (touched.has(o.code) || !same(storedNames[o.code], o.name)) counts.updated++;
    else counts.unchanged++;
  }
  counts.removed = Object.keys(storedNames).filter((code) => !(code in names)).length;
  if (!write) return counts;
  for (const v of removed) await db.delete(t.optionValues).where(eq(t.optionValues.id, v.id));
  for (const v of updated) {
    const have = existing.get(`${v.option}:${v.code}`)!;
    await db.update(t.optionValues).set({ swatch: v.swatch, position: v.position, labels: v.labels }).where(eq(t.optionValues.id, have.id));
  }
  if (created.length) await db.insert(t.optionValues).values(created);
  if (!same(storedNames, names)) await putSetting(db, state, "option_names", names);
  return counts;
}

/** Pages with their menus and translations; their HTML is sanitized with the shop's allow-list on the way in. */
export async function writePages(db: Database, list: NonNullable<Configuration["pages"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  const { counts, ids, unchanged } = await syncTable({
    db, write, table: t.pages, key: t.pages.code, keyField: "code", existing: state.pages,
    desired: list.map((p, position) => ({ code: p.code, menuHeader: p.header_menu, menuFooter: p.footer_menu, position, isActive: p.active })),
    fields: ["menuHeader", "menuFooter", "position", "isActive"],
    leftOut: (_row, position) => ({ isActive: false, position }),
    touched: () => ({ updatedAt: new Date() }),
  });
  const changed = await syncTranslations({
    db, write, table: t.pageTranslations, owner: t.pageTranslations.pageId, ownerField: "pageId", lang: t.pageTranslations.lang,
    // Stored HTML is compared as it is shown: sanitized (the demo's own pages were written before this rule).
    existing: state.pageTranslations.map((row) => ({ ...row, bodyHtml: sanitizeRichText(row.bodyHtml) })),
    desired: list.flatMap((p, i) => entries(p.title).map(([lang, name]) => ({
      pageId: idOf(ids, p.code, i), lang, name, slug: p.slug[lang as keyof typeof p.slug], bodyHtml: sanitizeRichText(p.body_html?.[lang as "it"] ?? ""),
    }))),
    fields: ["name", "slug", "bodyHtml"],
    owners: new Set(list.flatMap((p) => (ids.has(p.code) ? [ids.get(p.code)!] : []))),
  });
  const touched = countTranslated(counts, unchanged, ids, changed);
  if (write && touched.length) await db.update(t.pages).set({ updatedAt: new Date() }).where(inArray(t.pages.code, touched));
  return counts;
}

/** Writes one settings row (insert or update). */
export async function putSetting(db: Database, state: ConfigurationState, key: string, value: unknown): Promise<void> {
  if (state.settings.has(key)) await db.update(t.settings).set({ value, updatedAt: new Date() }).where(eq(t.settings.key, key));
  else await db.insert(t.settings).values({ key, value });
}
