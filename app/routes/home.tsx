import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Suspense } from "react";
import { Await } from "react-router";
import type { CatalogHighlights } from "#api/catalog/catalog.routes.ts";
import { buildImageUrl } from "#domain/image-url.ts";
import { isLoopbackUrl } from "#domain/local-address.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { ProductRow, ProductRowPlaceholder } from "#app/components/product-row.tsx";
import { apiFor } from "#app/lib/api.server.ts";
import { featuredTags, settingsFor } from "#app/lib/settings.server.ts";
import { setupTexts, type SetupTexts } from "#app/features/setup/setup-texts.server.ts";
import { Image } from "#app/components/ui/image.tsx";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
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
    paths: pathsInEveryLanguage("/"),
    ...(logo ? { image: buildImageUrl(logo, { f: "jpeg", w: 1200, h: 630, fit: "contain", b: "ffffff" }) } : {}),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  // Deferred: the rows stream in after the first paint, and a failure leaves the page at 200 without them.
  const highlights = apiFor(request, context, lang)
    .get<{ data: CatalogHighlights }>("/catalog/highlights")
    .then((r) => r.data)
    .catch((error: unknown) => {
      context.log("warn", "home rows could not be loaded", { error: String(error) });
      return null;
    });
  // The home's own part of the settings: the slider, the featured categories and products (shell-settings.ts).
  const settings = await settingsFor(request, context, lang).catch(() => null);
  if (settings) context.onCatalogueTags?.(featuredTags(settings));
  // A shop without a catalogue yet (SEED_ON_START=false): on this machine, the steps to put one in (issue 19).
  const empty = settings !== null && settings.category.list.length === 0 && settings.evidence.products.length === 0;
  return {
    highlights,
    emptyShop: empty ? { guide: isLoopbackUrl(context.publicBaseUrl), texts: setupTexts(lang) } : null,
    slides: settings?.profile.frontend.layout.slider.filter((s) => s.is_active) ?? [],
    featuredCategories: settings?.category.featured ?? [],
    featuredProducts: settings?.evidence.products ?? [],
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, lang } = useRootData();
  const { slides, featuredCategories, featuredProducts, emptyShop } = loaderData;
  if (emptyShop) return <EmptyShop {...emptyShop} name={settings.profile.name} />;
  return (
    <>
      <h1 className="sr-only">{settings.profile.name}</h1>
      {slides.length > 0 && (
        // Below lg a carousel without script: one slide the width of the screen at a time, swiped or scrolled
        // with snapping, each marked "n / total" so the shopper knows more follow; a keyboard reaches every
        // slide through its link, which scrolls it into view. From lg up the slides sit side by side (on a
        // tablet, a third of the width is too narrow for their texts).
        <section aria-label={t("home.slider")}>
          <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-px-4 px-4 lg:mx-0 lg:grid lg:snap-none lg:grid-cols-3 lg:gap-4 lg:overflow-visible lg:px-0">
            {slides.map((slide, i) => (
              <li key={slide.code} className="relative w-full shrink-0 snap-start snap-always overflow-hidden rounded-lg bg-stone-200">
                <Image src={slide.image} alt="" width={800} height={300} preset="banner" sizes="(max-width: 1280px) 100vw, 1280px" loading={i === 0 ? "eager" : "lazy"} {...(i === 0 ? { fetchPriority: "high" as const } : {})} className="h-48 w-full object-cover" />
                <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/75 to-transparent p-4 text-white">
                  {slides.length > 1 && (
                    <span aria-hidden="true" className="absolute bottom-4 right-4 rounded-full bg-black/60 px-2 py-1 text-xs font-semibold tabular-nums lg:hidden">
                      {i + 1} / {slides.length}
                    </span>
                  )}
                  <h2 className="text-lg font-semibold">{slide.title}</h2>
                  <p className="text-sm">{slide.subtitle}</p>
                  <AppLink to={localizedPath(lang, slide.link)} className="mt-2 self-start rounded bg-white px-3 py-1 text-sm font-semibold text-stone-900">
                    {slide.cta}
                  </AppLink>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="featured-categories" className="mt-10">
        <h2 id="featured-categories" className="mb-4 text-xl font-semibold">{t("home.featuredCategories")}</h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 lg:grid-cols-5">
          {featuredCategories.map((category) => (
            <li key={category.id}>
              <AppLink to={localizedPath(lang, category.url)} className="block overflow-hidden rounded-lg border border-stone-200 bg-white hover:shadow">
                {category.image && <Image src={category.image} alt="" width={320} height={120} preset="thumbnail" className="h-24 w-full object-cover" />}
                <span className="block p-3 text-sm font-medium">{category.trans.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <ProductRow id="featured-products" title={t("home.featuredProducts")} products={featuredProducts} more="/featured-products" />
      <Suspense fallback={<ProductRowPlaceholder />}>
        <Await resolve={loaderData.highlights}>
          {(highlights) => highlights && (
            <>
              <ProductRow id="new-products" title={t("home.newProducts")} products={highlights.new} more="/new-products" />
              <ProductRow id="bestsellers" title={t("home.bestsellers")} products={highlights.bestsellers} more="/bestseller" />
            </>
          )}
        </Await>
      </Suspense>
    </>
  );
}

/** The home of a shop without a catalogue: on this machine, how its owner puts one in; elsewhere, "being set up". */
function EmptyShop({ guide, name, texts }: { guide: boolean; name: string; texts: SetupTexts }) {
  const command = "rounded bg-stone-900 px-3 py-2 font-mono text-sm text-stone-50 block overflow-x-auto";
  return (
    <section aria-labelledby="empty-shop" className="mx-auto max-w-2xl py-10">
      <h1 id="empty-shop" className="text-2xl font-semibold">{guide ? texts.title : name}</h1>
      {!guide && <p className="mt-4">{texts.soon}</p>}
      {guide && (
        <>
          <p className="mt-4">{texts.guide}</p>
          <ol className="mt-4 list-decimal space-y-4 pl-6">
            <li>{texts.stepConfigure} <code className={command}>npm run shop -- configure my-shop/shop.yaml</code></li>
            <li>{texts.stepCatalogue} <code className={command}>npm run catalogue -- import my-shop/catalogue.csv</code></li>
          </ol>
          <p className="mt-4">{texts.stepExample}</p>
          <p className="mt-4 text-sm text-stone-600">{texts.note}</p>
        </>
      )}
    </section>
  );
}
