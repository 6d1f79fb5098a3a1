import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import type { LegalPageCode } from "./legal-pages.ts";

/** Who sells, from the settings (`legal`, and the profile's e-mail and phone): a field left empty is left out. */
export function SellerIdentity({ page }: { page: Exclude<LegalPageCode, "accessibility"> }) {
  const { t } = useTranslation();
  const { legal, profile } = useRootData().settings;
  const heading = { "legal-notice": t("legal.notice.heading"), terms: t("legal.terms.heading"), privacy: t("legal.privacy.heading") }[page];
  const intro = { "legal-notice": t("legal.notice.intro"), terms: t("legal.terms.intro"), privacy: t("legal.privacy.intro") }[page];
  const rows: { key: string; label: string; value: string; href?: string }[] = [
    { key: "company", label: t("legal.identity.company"), value: legal.company },
    { key: "address", label: t("legal.identity.address"), value: legal.address },
    { key: "vat", label: t("legal.identity.vatNumber"), value: legal.vat_number },
    { key: "rea", label: t("legal.identity.rea"), value: legal.rea },
    { key: "capital", label: t("legal.identity.shareCapital"), value: legal.share_capital },
    { key: "pec", label: t("legal.identity.pec"), value: legal.pec, href: `mailto:${legal.pec}` },
    { key: "email", label: t("legal.identity.email"), value: profile.email, href: `mailto:${profile.email}` },
    { key: "phone", label: t("legal.identity.phone"), value: profile.phone, href: `tel:${profile.phone.replace(/\s/g, "")}` },
  ].filter((row) => row.value !== "");
  return (
    <section aria-labelledby="seller-identity" data-testid="seller-identity" className="rich-text rounded border border-stone-300 bg-stone-50 p-4 [&>h2:first-child]:mt-0">
      <h2 id="seller-identity">{heading}</h2>
      <p>{intro}</p>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="break-words">{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
