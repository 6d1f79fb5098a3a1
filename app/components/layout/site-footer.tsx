import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { ShellSettings } from "#app/lib/shell-settings.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";

interface SiteFooterProps { settings: ShellSettings; lang: Locale }

export function SiteFooter({ settings, lang }: SiteFooterProps) {
  const { t } = useTranslation();
  const { profile, whatsapp } = settings;
  const socialLinks = profile.frontend.layout.social_links.filter((s) => s.is_active);
  return (
    <footer className="mt-16 bg-stone-900 text-stone-100 print:hidden">
      <section id="newsletter" aria-labelledby="footer-newsletter" className="border-b border-stone-700">
        <div className="mx-auto max-w-7xl px-4 py-8 md:flex md:items-end md:justify-between md:gap-8">
          <div>
            <h2 id="footer-newsletter" className="text-lg font-semibold">{t("newsletter.title")}</h2>
            <p className="text-sm text-stone-300">{t("newsletter.intro")}</p>
          </div>
          <div className="md:w-96"><NewsletterForm /></div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className="mb-3 text-base font-semibold">{t("footer.information")}</h2>
          <ul className="space-y-1 text-sm">
            {/* The withdrawal function (Directive 2011/83/EU art. 11a): on every page, for customers and guests alike. */}
            <li><AppLink className="inline-block py-1 font-semibold underline underline-offset-2 hover:no-underline" to={localizedPath(lang, "/withdrawal")}>{t("footer.withdraw")}</AppLink></li>
            {settings.blog && <li><AppLink className="inline-block py-1 hover:underline" to={localizedPath(lang, "/blog")}>{t("footer.blog")}</AppLink></li>}
            {settings.menu.footer.map((page) => (
              <li key={page.id}><AppLink className="inline-block py-1 hover:underline" to={localizedPath(lang, page.url)}>{page.trans.name}</AppLink></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-stores">
          <h2 id="footer-stores" className="mb-3 text-base font-semibold">{t("footer.pickupStores")}</h2>
          <ul className="space-y-2 text-sm">
            {settings.cart.pickup_stores.map((store) => (
              <li key={store.id}>
                <span className="font-medium">{store.name}</span>
                <br />
                {store.street}, {store.postal_code} {store.city}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="mb-3 text-base font-semibold">{t("footer.payments")}</h2>
          <ul className="space-y-1 text-sm">
            {settings.payments.map((method) => <li key={method.id}>{method.name}</li>)}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-base font-semibold">{t("footer.contact")}</h2>
          <ul className="space-y-1 text-sm">
            {/* A shop not configured yet has neither (issue 19): no empty links. */}
            {profile.email && <li><a className="inline-block py-1 hover:underline" href={`mailto:${profile.email}`}>{profile.email}</a></li>}
            {profile.phone && <li><a className="inline-block py-1 hover:underline" href={`tel:${profile.phone.replace(/\s/g, "")}`}>{profile.phone}</a></li>}
          </ul>
          {whatsapp.active && whatsapp.phone && (
            <p className="mt-3">
              <a
                className="inline-block rounded bg-green-800 px-3 py-2 text-sm font-semibold text-white hover:bg-green-900"
                href={`https://wa.me/${whatsapp.phone.replace(/\D/g, "")}`}
                rel="noopener noreferrer"
              >
                {t("footer.whatsapp")}
              </a>
            </p>
          )}
          {socialLinks.length > 0 && (
            <>
              <h3 className="mt-4 mb-2 text-sm font-semibold">{t("footer.followUs")}</h3>
              <ul className="flex flex-wrap gap-3 text-sm">
                {socialLinks.map((link) => (
                  <li key={link.code}><a className="hover:underline" href={link.url} rel="noopener noreferrer">{t(`footer.social.${link.code}`)}</a></li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <p className="border-t border-stone-700 px-4 py-4 text-center text-xs text-stone-300">
        {t("footer.rights", { year: new Date().getFullYear(), shop: profile.name })} · {t("footer.vatNumber", { number: profile.vat_number })}
      </p>
    </footer>
  );
}
