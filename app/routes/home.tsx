import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { LOCALE_TAGS, SUPPORTED_LOCALES, localizedPath, type Locale } from "#domain/locale.ts";
import { ProductCard } from "#app/components/product-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>> | undefined;
  if (!root) return [];
  const { settings, lang, origin } = root;
  const title = `${settings.profile.name} — ${settings.profile.tagline}`;
  const url = (l: Locale) => `${origin}${localizedPath(l, "/")}`;
  return [
    { title },
    { name: "description", content: settings.profile.tagline },
    { tagName: "link", rel: "canonical", href: url(lang) },
    ...SUPPORTED_LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS[l], href: url(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("it") },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url(lang) },
    { property: "og:locale", content: LOCALE_TAGS[lang].replace("-", "_") },
  ];
}

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>("root")!;
  const { settings, lang } = root;
  const slides = settings.profile.frontend.layout.slider.filter((s) => s.is_active);
  return (
    <>
      <h1 className="sr-only">{settings.profile.name}</h1>
      {slides.length > 0 && (
        <section aria-label={t("home.slider")} className="grid gap-4 md:grid-cols-3">
          {slides.map((slide, i) => (
            <article key={slide.code} className="relative overflow-hidden rounded-lg bg-stone-200">
              <Picture src={slide.image} alt="" width={800} height={300} loading={i === 0 ? "eager" : "lazy"} className="h-48 w-full object-cover" />
              <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 to-transparent p-4 text-white">
                <h2 className="text-lg font-semibold">{slide.title}</h2>
                <p className="text-sm">{slide.subtitle}</p>
                <Link to={localizedPath(lang, slide.link)} className="mt-2 self-start rounded bg-white px-3 py-1 text-sm font-semibold text-stone-900">
                  {slide.cta}
                </Link>
              </div>
            </article>
          ))}
        </section>
      )}
      <section aria-labelledby="featured-categories" className="mt-10">
        <h2 id="featured-categories" className="mb-4 text-xl font-semibold">{t("home.featuredCategories")}</h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-5">
          {settings.category.featured.map((category) => (
            <li key={category.id}>
              <Link to={localizedPath(lang, category.url)} className="block overflow-hidden rounded-lg border border-stone-200 bg-white hover:shadow">
                {category.image && <Picture src={category.image} alt="" width={320} height={120} className="h-24 w-full object-cover" />}
                <span className="block p-3 text-sm font-medium">{category.trans.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="featured-products" className="mt-10">
        <h2 id="featured-products" className="mb-4 text-xl font-semibold">{t("home.featuredProducts")}</h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {settings.evidence.products.map((product) => (
            <li key={product.id}><ProductCard product={product} lang={lang} /></li>
          ))}
        </ul>
      </section>
    </>
  );
}
