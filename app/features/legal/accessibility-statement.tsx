import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { LOCALE_TAGS, type Locale } from "#domain/locale.ts";

/** "20 November 2026" for the statement's YYYY-MM-DD date, the same on the server and in the browser. */
function formatStatementDate(day: string, lang: Locale): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (!day || Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/**
 * The accessibility statement (European Accessibility Act, Directive 2019/882 annex V): the service, the
 * standard it meets, how that is tested, the known limits, how to report a problem and the authority to turn
 * to. Its facts come from the settings (`legal.accessibility`): a shop owner changing them changes the page.
 */
export function AccessibilityStatement() {
  const { t } = useTranslation();
  const { lang, settings } = useRootData();
  const { accessibility } = settings.legal;
  const { name, phone } = settings.profile;
  const reviewed = formatStatementDate(accessibility.reviewed_on, lang);
  return (
    <div className="rich-text" data-testid="accessibility-statement">
      <p>{t("legal.a11y.intro", { shop: name })}</p>
      <h2>{t("legal.a11y.serviceHeading")}</h2>
      <p>{t("legal.a11y.service")}</p>
      <h2>{t("legal.a11y.statusHeading")}</h2>
      <p>{t("legal.a11y.status")}</p>
      <h2>{t("legal.a11y.featuresHeading")}</h2>
      <ul>
        <li>{t("legal.a11y.feature.keyboard")}</li>
        <li>{t("legal.a11y.feature.noScript")}</li>
        <li>{t("legal.a11y.feature.forms")}</li>
        <li>{t("legal.a11y.feature.structure")}</li>
        <li>{t("legal.a11y.feature.images")}</li>
      </ul>
      <h2>{t("legal.a11y.testingHeading")}</h2>
      <p>{t("legal.a11y.testing")}</p>
      <h2>{t("legal.a11y.limitsHeading")}</h2>
      <ul>
        <li>{t("legal.a11y.limit.payments")}</li>
        <li>{t("legal.a11y.limit.map")}</li>
        <li>{t("legal.a11y.limit.content")}</li>
        <li>{t("legal.a11y.limit.audit")}</li>
      </ul>
      <h2>{t("legal.a11y.reportHeading")}</h2>
      <p>{t("legal.a11y.report")}</p>
      {(accessibility.email || phone) && <ul>
        {accessibility.email && <li>{t("legal.a11y.reportEmail")} <a href={`mailto:${accessibility.email}`}>{accessibility.email}</a></li>}
        {phone && <li>{t("legal.a11y.reportPhone")} <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a></li>}
      </ul>}
      {accessibility.authority && (
        <>
          <h2>{t("legal.a11y.enforcementHeading")}</h2>
          <p>{t("legal.a11y.enforcement")}</p>
          {/* The authority's web address as text, not a link: the statement sends no one to a third party's site. */}
          <p data-testid="enforcement-authority">
            <strong>{accessibility.authority}</strong>
            {accessibility.authority_url && <>, {t("legal.a11y.authorityWebsite", { url: accessibility.authority_url })}</>}
          </p>
        </>
      )}
      {reviewed && <p>{t("legal.a11y.reviewed", { date: reviewed })}</p>}
    </div>
  );
}
