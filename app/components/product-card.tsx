import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { ProductCard as ProductCardData } from "#api/settings/settings.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { HeartToggle } from "#app/features/wishlist/heart-toggle.tsx";
import { Image } from "./ui/image.tsx";
import { DiscountBadge, PriorPrice, UnitPrice } from "./ui/price-notes.tsx";

interface ProductCardProps {
  product: ProductCardData;
  lang: Locale;
  /** "high" and "eager" for cards in the first screenful (the largest paint is often their picture). */
  priority?: "high" | "eager" | "lazy";
}

export function ProductCard({ product, lang, priority = "lazy" }: ProductCardProps) {
  const { t } = useTranslation();
  const { currency, settings } = useRootData();
  const price = formatPrice(product.price, lang, currency);
  return (
    <article className="relative flex flex-col rounded-lg border border-stone-200 bg-white p-3">
      {settings.wishlist.active && (
        <div className="absolute right-4 top-4 z-10"><HeartToggle productId={product.id} productName={product.name} lang={lang} /></div>
      )}
      <AppLink to={localizedPath(lang, product.url)} className="group flex flex-1 flex-col">
        {product.image && (
          <Image src={product.image} alt="" width={300} height={300} preset="product" loading={priority === "lazy" ? "lazy" : "eager"}
            {...(priority === "high" ? { fetchPriority: "high" as const } : {})} sizes="(max-width: 768px) 50vw, 300px" className="aspect-square w-full rounded bg-stone-100 object-cover" />
        )}
        {product.brand && <p className="mt-2 text-xs uppercase tracking-wide text-stone-600">{product.brand}</p>}
        <h3 className="mt-1 text-sm font-medium text-stone-900 group-hover:underline">{product.name}</h3>
      </AppLink>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold text-stone-900">{product.has_variants ? t("product.from", { price }) : price}</span>
        <DiscountBadge price={product.price} startPrice={product.start_price} />
      </p>
      <UnitPrice unitPrice={product.unit_price} />
      <PriorPrice startPrice={product.start_price} />
      {!product.in_stock && <p className="mt-1 text-xs font-medium text-red-800">{t("product.outOfStock")}</p>}
    </article>
  );
}
