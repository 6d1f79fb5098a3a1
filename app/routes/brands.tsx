import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Brand } from "#api/catalog/catalog.schemas.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { Breadcrumbs } from "#app/features/catalogue/breadcrumbs.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { useRootData, type RootData } from "#app/lib/root-data.ts";
import { pathsInEveryLanguage, seoTags } from "#app/lib/seo.ts";
import type { Route } from "./+types/brands";

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!data || !root) return [];
  return seoTags({
    origin: root.origin, lang: root.lang, title: `${data.title} — ${root.settings.profile.name}`, description: data.title,
    paths: pathsInEveryLanguage("/brands"),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = splitLocalePath(new URL(request.url).pathname);
  const { data: brands } = await apiFor(request, context, lang).get<{ data: Brand[] }>("/catalog/brands");
  return { brands, title: translate(lang, "listing.brands") };
}

/** The brand index: logo, name and how many products each brand has. */
export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: t("listing.brands"), path: "/brands" }]} lang={lang} />
      <h1 className="text-3xl font-semibold">{t("listing.brands")}</h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {loaderData.brands.map((brand) => (
          <li key={brand.id}>
            <AppLink to={localizedPath(lang, `/brands/${brand.slug}`)} className="flex h-full flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 text-center hover:shadow">
              {brand.logo && <Image src={brand.logo} alt="" width={160} height={80} bounds={{ min: 160, max: 320 }} preset="logo" placeholder={false} className="h-16 w-auto" />}
              <span className="font-medium">{brand.name}</span>
              <span className="text-sm text-stone-700">{t("catalogue.productCount", { count: brand.product_count })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
