import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDecimal } from "#app/lib/format.ts";
import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { NUTRIENTS, splitIngredients } from "#domain/product-info.ts";
import type { Variant } from "./variant-selection.ts";

type Information = ProductDetail["information"];
type Party = NonNullable<Information["operator"]>;

interface ProductInformationProps {
  name: string;
  information: Information;
  variant: Variant | undefined;
  lang: Locale;
}

const DETAIL = "grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4";

/**
 * What the law asks the page to say before purchase (issue 21 §4), in a section of its own: a food's
 * mandatory information (Regulation (EU) No 1169/2011 art. 9), or a product's maker and safety information
 * (General Product Safety Regulation (EU) 2023/988 art. 19). The variant's SKU and EAN, the other identifiers
 * that regulation asks for, stand beside its price (ProductCodes).
 */
export function ProductInformation({ name, information, variant, lang }: ProductInformationProps) {
  const { t } = useTranslation();
  const food = information.food;
  const rows: [string, ReactNode][] = food ? [
    [t("info.name"), name],
    ...(food.ingredients ? [[t("info.ingredients"), <Ingredients key="i" text={food.ingredients} />] as [string, ReactNode]] : []),
    [t("info.allergens"), <Allergens key="a" contains={food.allergens} mayContain={food.may_contain} />],
    ...(variant?.net_quantity ? [[t("info.netQuantity"), <NetQuantity key="q" net={variant.net_quantity} lang={lang} />] as [string, ReactNode]] : []),
    ...(food.alcohol_percent !== null ? [[t("info.alcohol"), t("info.alcoholValue", { percent: formatDecimal(food.alcohol_percent, lang) })] as [string, ReactNode]] : []),
    ...(food.storage ? [[t("info.storage"), food.storage] as [string, ReactNode]] : []),
    ...(food.origin ? [[t("info.origin"), food.origin] as [string, ReactNode]] : []),
    ...(information.operator ? [[t("info.foodOperator"), <LegalParty key="o" party={information.operator} />] as [string, ReactNode]] : []),
  ] : [
    ...(information.operator ? [[t("info.manufacturer"), <LegalParty key="o" party={information.operator} />] as [string, ReactNode]] : []),
    ...(information.eu_responsible ? [[t("info.euResponsible"), <LegalParty key="e" party={information.eu_responsible} />] as [string, ReactNode]] : []),
    ...(information.model ? [[t("info.model"), information.model] as [string, ReactNode]] : []),
    [t("info.warnings"), information.warnings ?? t("info.noWarnings")],
  ];
  return (
    <section aria-labelledby="product-information" className="mt-10" data-testid="product-information">
      <h2 id="product-information" className="text-xl font-semibold text-stone-900">{t(food ? "info.foodTitle" : "info.goodsTitle")}</h2>
      <dl className="mt-3 divide-y divide-stone-200 border-y border-stone-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className={DETAIL}><dt className="font-semibold text-stone-900">{label}</dt><dd className="text-stone-800">{value}</dd></div>
        ))}
        {information.min_age !== null && (
          <div className={DETAIL}><dt className="font-semibold text-stone-900">{t("info.ageLimit")}</dt><dd className="text-stone-800">{t("info.ageLimitValue", { age: information.min_age })}</dd></div>
        )}
      </dl>
      {food?.nutrition && <NutritionTable nutrition={food.nutrition} lang={lang} />}
    </section>
  );
}

function Ingredients({ text }: { text: string }) {
  return <>{splitIngredients(text).map((run, i) => (run.allergen ? <strong key={i} className="font-bold">{run.text}</strong> : <span key={i}>{run.text}</span>))}</>;
}

function Allergens({ contains, mayContain }: { contains: string[]; mayContain: string[] }) {
  const { t } = useTranslation();
  const names = (codes: string[]) => codes.map((code) => t(`allergen.${code}`)).join(", ");
  return (
    <>
      <span className="block">{contains.length ? t("info.contains", { allergens: names(contains) }) : t("info.noAllergens")}</span>
      {mayContain.length > 0 && <span className="block">{t("info.mayContain", { allergens: names(mayContain) })}</span>}
    </>
  );
}

function NetQuantity({ net, lang }: { net: NonNullable<Variant["net_quantity"]>; lang: Locale }) {
  const { t } = useTranslation();
  return <>{net.unit === "pz" ? t("info.pieces", { count: net.quantity }) : `${formatDecimal(net.quantity, lang)} ${net.unit}`}</>;
}

function LegalParty({ party }: { party: Party }) {
  return (
    <address className="not-italic">
      {party.name}<br />{party.address}
      {party.email && <><br /><a className="underline underline-offset-2" href={`mailto:${party.email}`}>{party.email}</a></>}
    </address>
  );
}

function NutritionTable({ nutrition, lang }: { nutrition: NonNullable<NonNullable<Information["food"]>["nutrition"]>; lang: Locale }) {
  const { t } = useTranslation();
  const grams = (value: number) => `${formatDecimal(value, lang)} g`;
  const indented = new Set(["saturates", "sugars"]);
  return (
    <table className="mt-4 w-full max-w-md border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold text-stone-900">{t("info.nutrition")}</caption>
      <thead>
        <tr className="border-b border-stone-300">
          <th scope="col" className="py-1 text-left font-semibold"><span className="sr-only">{t("info.nutrient")}</span></th>
          <th scope="col" className="py-1 text-right font-semibold">{t(nutrition.per === "100ml" ? "info.per100ml" : "info.per100g")}</th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-stone-200">
          <th scope="row" className="py-1 text-left font-normal">{t("info.energy")}</th>
          <td className="py-1 text-right">{`${formatDecimal(nutrition.energy_kj, lang, 0)} kJ / ${formatDecimal(nutrition.energy_kcal, lang, 0)} kcal`}</td>
        </tr>
        {NUTRIENTS.map((key) => (
          <tr key={key} className="border-b border-stone-200">
            <th scope="row" className={`py-1 text-left font-normal ${indented.has(key) ? "pl-4" : ""}`}>{t(`info.${key}`)}</th>
            <td className="py-1 text-right">{grams(nutrition[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
