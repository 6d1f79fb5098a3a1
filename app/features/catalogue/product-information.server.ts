import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { NUTRIENTS, splitIngredients } from "#domain/product-info.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { formatDecimal } from "#app/lib/format.ts";
import type { InformationView, InfoValue } from "./product-information.tsx";
import { productInfoTexts } from "./product-info-texts.server.ts";

type Information = ProductDetail["information"];

/**
 * The product information section (issue 21 §4), written on the server in the page's language: labels,
 * allergen and nutrient names, numbers in the language's format. The page carries the result as loader
 * data, and the browser only lays it out: no other page, and no product page's script, holds these texts.
 */
export function describeInformation(product: ProductDetail, lang: Locale): InformationView {
  const { t } = createTranslator(lang, { [lang]: productInfoTexts(lang) });
  const info: Information = product.information;
  const food = info.food;
  const party = (p: Information["operator"]): InfoValue | null => (p ? { party: { lines: [p.name, p.address], email: p.email || null } } : null);
  const rows: InformationView["rows"] = [];
  const add = (label: string, value: InfoValue | string | null) => {
    if (value !== null && value !== "") rows.push({ label, value: typeof value === "string" ? { text: value } : value });
  };
  if (food) {
    add(t("info.name"), product.name);
    if (food.ingredients) add(t("info.ingredients"), { runs: splitIngredients(food.ingredients) });
    const names = (codes: string[]) => codes.map((code) => t(`allergen.${code}`)).join(", ");
    add(t("info.allergens"), { lines: [
      food.allergens.length ? t("info.contains", { allergens: names(food.allergens) }) : t("info.noAllergens"),
      ...(food.may_contain.length ? [t("info.mayContain", { allergens: names(food.may_contain) })] : []),
    ] });
    rows.push({ label: t("info.netQuantity"), value: { net: true } });
    if (food.alcohol_percent !== null) add(t("info.alcohol"), t("info.alcoholValue", { percent: formatDecimal(food.alcohol_percent, lang) }));
    add(t("info.storage"), food.storage);
    add(t("info.origin"), food.origin);
    add(t("info.foodOperator"), party(info.operator));
  } else {
    add(t("info.manufacturer"), party(info.operator));
    add(t("info.euResponsible"), party(info.eu_responsible));
    add(t("info.model"), info.model);
    add(t("info.warnings"), info.warnings ?? t("info.noWarnings"));
  }
  if (info.min_age !== null) add(t("info.ageLimit"), t("info.ageLimitValue", { age: info.min_age }));
  const n = food?.nutrition;
  return {
    title: food ? t("info.foodTitle") : t("info.goodsTitle"),
    rows,
    // Each variant's own net quantity: choosing another size changes it without asking the server.
    netQuantities: Object.fromEntries(product.variants.map((v) => [v.id, !v.net_quantity ? ""
      : v.net_quantity.unit === "pz" ? t("info.pieces", { count: v.net_quantity.quantity }) : `${formatDecimal(v.net_quantity.quantity, lang)} ${v.net_quantity.unit}`])),
    nutrition: n ? {
      caption: t("info.nutrition"), nutrient: t("info.nutrient"), per: n.per === "100ml" ? t("info.per100ml") : t("info.per100g"),
      rows: [
        { label: t("info.energy"), value: `${formatDecimal(n.energy_kj, lang, 0)} kJ / ${formatDecimal(n.energy_kcal, lang, 0)} kcal`, indent: false },
        ...NUTRIENTS.map((key) => ({ label: t(`info.${key}`), value: `${formatDecimal(n[key], lang)} g`, indent: key === "saturates" || key === "sugars" })),
      ],
    } : null,
  };
}
