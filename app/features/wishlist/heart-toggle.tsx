import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFetcher, useLocation } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useVisitor } from "#app/lib/visitor.ts";
import { HeartIcon } from "./heart-icon.tsx";

interface HeartToggleProps {
  productId: number;
  productName: string;
  lang: Locale;
  /** "icon": a round button on a product card; "button": a labelled button on the product page. */
  look?: "icon" | "button";
}

/**
 * Adds a product to the wishlist or takes it off. A plain form that comes back to this page without
 * JavaScript; with it, a fetcher posts it and the heart changes at once.
 */
export function HeartToggle({ productId, productName, lang, look = "icon" }: HeartToggleProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `wish-${productId}` });
  const { wishlist } = useVisitor();
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("intent");
  const inList = pending ? pending === "add" : wishlist.includes(productId);
  const label = inList ? t("wishlist.removeNamed", { name: productName }) : t("wishlist.addNamed", { name: productName });
  return (
    <fetcher.Form method="post" action={localizedPath(lang, "/wishlist")} preventScrollReset>
      <input type="hidden" name="intent" value={inList ? "remove" : "add"} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      {hydrated && <input type="hidden" name="via" value="js" />}
      {look === "icon" ? (
        <button type="submit" aria-pressed={inList} aria-label={t("wishlist.toggle", { name: productName })} title={label}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white/90 hover:bg-white">
          <HeartIcon filled={inList} />
        </button>
      ) : (
        <button type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded border border-stone-500 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100">
          <HeartIcon filled={inList} />
          {inList ? t("wishlist.inList") : t("catalogue.addToWishlist")}
        </button>
      )}
    </fetcher.Form>
  );
}
