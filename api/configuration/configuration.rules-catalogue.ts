import type { Locale } from "#domain/locale.ts";
import type { Localized } from "./configuration.fields.ts";
import type { Configuration, SectionName } from "./configuration.schema.ts";
import { activeLanguages, duplicates, languageName, LOCALES, type Mistake, type RuleContext } from "./configuration.rules.ts";

/** Categories nest at most this deep: a product's address is its category's slugs and its own, five at most. */
export const MAX_CATEGORY_DEPTH = 4;

interface Translated { code: string; active: boolean; slug: Partial<Record<Locale, string>> }

/**
 * Categories, pages, brands and options: parents that exist and do not go round in a circle, a name and a slug in
 * every language the shop shows, slugs unique within a language, also against the items the file leaves out
 * (they stay, deactivated, with their slugs), and option values that products use.
 */
export function checkCatalogueRules(config: Partial<Configuration>, failed: ReadonlySet<SectionName>, context: RuleContext, mistakes: Mistake[]) {
  const { state } = context;
  const shown = activeLanguages(config, state);
  if (config.categories) {
    const list = config.categories;
    duplicates("categories", list, (c) => c.code, mistakes);
    checkParents(list, mistakes);
    checkTranslations("categories", "category", list, "name", shown, mistakes);
    list.forEach((c, i) => {
      for (const field of ["description", "meta_title", "meta_description"] as const) {
        for (const lang of Object.keys(c[field] ?? {})) {
          if (!(lang in c.name)) mistakes.push({ path: ["categories", i, field, lang], message: `There is no name in ${languageName(lang)} for this text: give the name too, or remove the text.` });
        }
      }
    });
    const idToCode = new Map(state.categories.map((c) => [c.id, c.code]));
    const left = leftOut(state.categories.map((c) => c.code), list);
    const kept = state.categoryTranslations.filter((t) => left.has(idToCode.get(t.categoryId)!)).map((t) => ({ lang: t.lang, slug: t.slug, code: idToCode.get(t.categoryId)! }));
    checkSlugs("categories", "category", list, kept, mistakes);
    if (!config.pages && !failed.has("pages")) checkCategoriesAgainstPages(list, context, mistakes);
  }
  if (config.pages) {
    const list = config.pages;
    duplicates("pages", list, (p) => p.code, mistakes);
    checkTranslations("pages", "page", list, "title", shown, mistakes);
    list.forEach((p, i) => {
      for (const lang of Object.keys(p.body_html ?? {})) {
        if (!(lang in p.title)) mistakes.push({ path: ["pages", i, "body_html", lang], message: `There is no title in ${languageName(lang)} for this text: give the title too, or remove the text.` });
      }
    });
    const idToCode = new Map(state.pages.map((p) => [p.id, p.code]));
    const left = leftOut(state.pages.map((p) => p.code), list);
    const kept = state.pageTranslations.filter((t) => left.has(idToCode.get(t.pageId)!)).map((t) => ({ lang: t.lang, slug: t.slug, code: idToCode.get(t.pageId)! }));
    checkSlugs("pages", "page", list, kept, mistakes);
    if (!failed.has("categories")) checkPagesAgainstCategories(config, context, mistakes);
  }
  if (config.brands) {
    const list = config.brands;
    duplicates("brands", list, (b) => b.code, mistakes);
    const left = leftOut(state.brands.map((b) => b.code), list);
    const taken = new Map(state.brands.filter((b) => left.has(b.code)).map((b) => [b.slug, b.code]));
    const seen = new Map<string, number>();
    list.forEach((b, i) => {
      const first = seen.get(b.slug);
      if (first !== undefined) mistakes.push({ path: ["brands", i, "slug"], message: `The slug "${b.slug}" is already the slug of brands[${first}] (${list[first]!.code}): give each brand its own.` });
      else seen.set(b.slug, i);
      const owner = taken.get(b.slug);
      if (owner) mistakes.push({ path: ["brands", i, "slug"], message: keptSlugMessage(b.slug, "brand", owner) });
    });
  }
  if (config.options) {
    const list = config.options;
    duplicates("options", list, (o) => o.code, mistakes);
    for (const [i, option] of list.entries()) {
      const seen = new Map<string, number>();
      option.values.forEach((v, j) => {
        if (seen.has(v.code)) mistakes.push({ path: ["options", i, "values", j, "code"], message: `The value ${v.code} is listed twice for ${option.code} (also at values[${seen.get(v.code)}]).` });
        else seen.set(v.code, j);
      });
    }
    const listed = new Set(list.flatMap((o) => o.values.map((v) => `${o.code}:${v.code}`)));
    const missing = new Map<string, string[]>();
    for (const [key, variants] of context.state.usedOptionValues) {
      if (listed.has(key)) continue;
      const [option, value] = key.split(":") as [string, string];
      missing.set(option, [...(missing.get(option) ?? []), `${value} (${variants} variant${variants === 1 ? "" : "s"})`]);
    }
    for (const [option, values] of missing) {
      const at = list.findIndex((o) => o.code === option);
      const shown = values.length > 10 ? `${values.slice(0, 10).join(", ")} and ${values.length - 10} more` : values.join(", ");
      mistakes.push({
        path: at >= 0 ? ["options", at, "values"] : ["options"],
        message: `Products use these values of ${option}, so they stay in the list${at >= 0 ? "" : ` (give the option ${option} too)`}: ${shown}.`,
      });
    }
  }
}

/** Codes in the database that the file's list leaves out. */
function leftOut(codes: string[], list: readonly { code: string }[]): Set<string> {
  const given = new Set(list.map((item) => item.code));
  return new Set(codes.filter((c) => !given.has(c)));
}

const keptSlugMessage = (slug: string, what: string, owner: string) =>
  `The slug "${slug}" is still the ${what} ${owner}'s, which the file leaves out (it stays, deactivated, with its slugs): choose another slug, or put ${owner} back in the list with a new one.`;

function checkParents(list: Configuration["categories"] & {}, mistakes: Mistake[]) {
  const byCode = new Map(list.map((c, i) => [c.code, i]));
  const reported = new Set<number>();
  list.forEach((c, i) => {
    if (!c.parent) return;
    if (c.parent === c.code) { mistakes.push({ path: ["categories", i, "parent"], message: "A category cannot be its own parent." }); reported.add(i); return; }
    if (!byCode.has(c.parent)) { mistakes.push({ path: ["categories", i, "parent"], message: `There is no category ${c.parent} in the list: write its code as in its own item, or leave parent out for a top category.` }); return; }
    const chain = [c.code];
    let at: number | undefined = byCode.get(c.parent);
    while (at !== undefined && chain.length <= list.length) {
      const node = list[at]!;
      if (node.code === c.code) {
        if (!chain.some((code) => reported.has(byCode.get(code)!))) {
          mistakes.push({ path: ["categories", i, "parent"], message: `The parents go round in a circle (${[...chain, c.code].join(" → ")}): one of them needs another parent, or none.` });
        }
        reported.add(i);
        return;
      }
      if (chain.includes(node.code)) return;
      chain.push(node.code);
      at = node.parent ? byCode.get(node.parent) : undefined;
    }
    if (chain.length > MAX_CATEGORY_DEPTH) {
      mistakes.push({ path: ["categories", i, "parent"], message: `Categories nest at most ${MAX_CATEGORY_DEPTH} levels deep (a product's address has at most five slugs): ${c.code} would be at level ${chain.length}.` });
    }
    const parent = list[byCode.get(c.parent)!]!;
    if (c.active && !parent.active) mistakes.push({ path: ["categories", i, "active"], message: `Its parent ${parent.code} is inactive, so it would not show: set active: false here too, or activate ${parent.code}.` });
  });
}

/** Each language has both a name and a slug, and every language the shop shows has them on active items. */
function checkTranslations<T extends Translated>(section: string, what: string, list: readonly T[], nameKey: keyof T & string, shown: Locale[], mistakes: Mistake[]) {
  list.forEach((item, i) => {
    const names = item[nameKey] as Localized;
    for (const lang of LOCALES) {
      const hasName = names[lang] !== undefined;
      const hasSlug = item.slug[lang] !== undefined;
      if (hasName && !hasSlug) mistakes.push({ path: [section, i, "slug", lang], message: `Give the slug in ${languageName(lang)}: the ${what} has its ${nameKey} in ${languageName(lang)}.` });
      else if (!hasName && hasSlug) mistakes.push({ path: [section, i, nameKey, lang], message: `Give the ${nameKey} in ${languageName(lang)}: the ${what} has a slug in ${languageName(lang)}.` });
      else if (!hasName && item.active && shown.includes(lang)) {
        mistakes.push({ path: [section, i, nameKey, lang], message: `The shop shows ${languageName(lang)} (languages): give this ${what}'s ${nameKey} and slug in ${languageName(lang)}.` });
      }
    }
  });
}

function checkSlugs<T extends Translated>(section: string, what: string, list: readonly T[], kept: { lang: string; slug: string; code: string }[], mistakes: Mistake[]) {
  const seen = new Map<string, number>();
  const taken = new Map(kept.map((k) => [`${k.lang}/${k.slug}`, k.code]));
  list.forEach((item, i) => {
    for (const [lang, slug] of Object.entries(item.slug)) {
      if (!slug) continue;
      const key = `${lang}/${slug}`;
      const first = seen.get(key);
      if (first !== undefined) mistakes.push({ path: [section, i, "slug", lang], message: `The ${languageName(lang)} slug "${slug}" is already ${section}[${first}]'s (${list[first]!.code}): slugs of one language are unique.` });
      else seen.set(key, i);
      const owner = taken.get(key);
      if (owner) mistakes.push({ path: [section, i, "slug", lang], message: keptSlugMessage(slug, what, owner) });
    }
  });
}

/** A page lives at /{slug}, as a top category does: the page would hide the category. */
function checkPagesAgainstCategories(config: Partial<Configuration>, { state }: RuleContext, mistakes: Mistake[]) {
  const tops = new Map<string, string>();
  if (config.categories) {
    for (const c of config.categories) if (!c.parent && c.active) for (const [lang, slug] of Object.entries(c.slug)) tops.set(`${lang}/${slug}`, c.code);
  } else {
    const top = new Map(state.categories.filter((c) => c.parentId === null && c.isActive).map((c) => [c.id, c.code]));
    for (const t of state.categoryTranslations) if (top.has(t.categoryId)) tops.set(`${t.lang}/${t.slug}`, top.get(t.categoryId)!);
  }
  config.pages!.forEach((p, i) => {
    for (const [lang, slug] of Object.entries(p.slug)) {
      const category = tops.get(`${lang}/${slug}`);
      if (category && p.active) mistakes.push({ path: ["pages", i, "slug", lang], message: `The address /${slug} is also the category ${category}'s: the page would hide it. Choose another slug.` });
    }
  });
}

/** The same meeting seen from a file that gives categories but leaves the pages as they are. */
function checkCategoriesAgainstPages(list: NonNullable<Configuration["categories"]>, { state }: RuleContext, mistakes: Mistake[]) {
  const live = new Map(state.pages.filter((p) => p.isActive).map((p) => [p.id, p.code]));
  const pages = new Map(state.pageTranslations.filter((t) => live.has(t.pageId)).map((t) => [`${t.lang}/${t.slug}`, live.get(t.pageId)!]));
  list.forEach((c, i) => {
    if (c.parent || !c.active) return;
    for (const [lang, slug] of Object.entries(c.slug)) {
      const page = pages.get(`${lang}/${slug}`);
      if (page) mistakes.push({ path: ["categories", i, "slug", lang], message: `The address /${slug} is also the page ${page}'s, which would hide this category. Choose another slug.` });
    }
  });
}
