import type { Variant } from "./variant-selection.ts";

/** One value of the section: plain text, ingredients with their allergens in bold, lines, or the chosen variant's net quantity. */
export type InfoValue =
  | { text: string }
  | { runs: { text: string; allergen: boolean }[] }
  | { lines: string[] }
  | { party: { lines: string[]; email: string | null } }
  | { net: true };

/** The section as the server wrote it (product-information.server.ts): every text already in the page's language. */
export interface InformationView {
  title: string;
  rows: { label: string; value: InfoValue }[];
  netQuantities: Record<string, string>;
  nutrition: { caption: string; nutrient: string; per: string; rows: { label: string; value: string; indent: boolean }[] } | null;
}

const DETAIL = "grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4";

/**
 * What the law asks the page to say before purchase (issue 21 §4), in a section of its own: a food's
 * mandatory information (Regulation (EU) No 1169/2011 art. 9), or a product's maker and safety information
 * (General Product Safety Regulation (EU) 2023/988 art. 19). The variant's SKU and EAN, the other identifiers
 * that regulation asks for, stand beside its price (ProductCodes).
 */
export function ProductInformation({ view, variant }: { view: InformationView; variant: Variant | undefined }) {
  const net = variant ? view.netQuantities[variant.id] : "";
  return (
    <section aria-labelledby="product-information" className="mt-10" data-testid="product-information">
      <h2 id="product-information" className="text-xl font-semibold text-stone-900">{view.title}</h2>
      <dl className="mt-3 divide-y divide-stone-200 border-y border-stone-200 text-sm">
        {view.rows.map(({ label, value }) => ("net" in value && !net ? null : (
          <div key={label} className={DETAIL}><dt className="font-semibold text-stone-900">{label}</dt><dd className="text-stone-800"><Value value={value} net={net} /></dd></div>
        )))}
      </dl>
      {view.nutrition && (
        <table className="mt-4 w-full max-w-md border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold text-stone-900">{view.nutrition.caption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-1 text-left font-semibold"><span className="sr-only">{view.nutrition.nutrient}</span></th>
              <th scope="col" className="py-1 text-right font-semibold">{view.nutrition.per}</th>
            </tr>
          </thead>
          <tbody>
            {view.nutrition.rows.map((row) => (
              <tr key={row.label} className="border-b border-stone-200">
                <th scope="row" className={`py-1 text-left font-normal ${row.indent ? "pl-4" : ""}`}>{row.label}</th>
                <td className="py-1 text-right">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Value({ value, net }: { value: InfoValue; net: string | undefined }) {
  if ("net" in value) return <>{net}</>;
  if ("text" in value) return <>{value.text}</>;
  if ("runs" in value) return <>{value.runs.map((run, i) => (run.allergen ? <strong key={i} className="font-bold">{run.text}</strong> : <span key={i}>{run.text}</span>))}</>;
  if ("lines" in value) return <>{value.lines.map((line, i) => <span key={i} className="block">{line}</span>)}</>;
  const { lines, email } = value.party;
  return (
    <address className="not-italic">
      {lines.map((line, i) => <span key={i} className="block">{line}</span>)}
      {email && <a className="underline underline-offset-2" href={`mailto:${email}`}>{email}</a>}
    </address>
  );
}
