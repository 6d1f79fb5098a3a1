import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { ProductCard as ProductCardData } from "#api/settings/settings.schemas.ts";
import { localizedPath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { ProductCard } from "./product-card.tsx";

/** A titled row of product cards; nothing at all when there are no products. */
export function ProductRow({ id, title, products, more }: { id: string; title: string; products: ProductCardData[]; more?: string }) {
  const { lang } = useRootData();
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-semibold">{title}</h2>
        {more && <AppLink to={localizedPath(lang, more)} className="text-sm font-medium underline underline-offset-4">{t("home.seeAll")}<span className="sr-only">: {title}</span></AppLink>}
      </div>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => <li key={product.id}><ProductCard product={product} lang={lang} /></li>)}
      </ul>
    </section>
  );
}

/** Holds the row's place while it streams in, so the footer does not jump. */
export function ProductRowPlaceholder() {
  return <div aria-hidden="true" className="mt-10 h-[28rem] animate-pulse rounded-lg bg-stone-100" />;
}
