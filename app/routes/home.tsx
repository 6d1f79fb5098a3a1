import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buildImageUrl } from "#domain/image-url.ts";
import { SUPPORTED_LOCALES, localizedPath, type Locale } from "#domain/locale.ts";
import { ProductCard } from "#app/components/product-card.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { seoTags } from "#app/lib/seo.ts";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const { settings, lang, origin } = root;
  const logo = settings.profile.frontend.layout.logo;
  return seoTags({
    origin, lang,
    title: settings.profile.tagline ? `${settings.profile.name} — ${settings.profile.tagline}` : settings.profile.name,
    description: settings.profile.tagline || settings.profile.name,
    paths: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, localizedPath(l, "/")])) as Record<Locale, string>,
    ...(logo ? { image: buildImageUrl(logo, { f: "jpeg", w: 1200, h: 630, fit: "contain", b: "ffffff" }) } : {}),
  });
}

export default function Home() {
  const { t } = useTranslation();
  const { settings, lang } = useRootData();
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
