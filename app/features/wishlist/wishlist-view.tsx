import { useId } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Form, useNavigation } from "react-router";
import type { Wishlist } from "#api/wishlist/wishlist.routes.ts";
import { localizedPath } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { PriorPrice, UnitPrice } from "#app/components/ui/price-notes.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

interface WishlistViewProps {
  items: Wishlist["items"];
  shareToken: string | null;
  failure: string | null;
  /** The change just made, when posted with JavaScript. */
  done?: string | null;
  readOnly?: boolean;
}

const BUTTON = "inline-flex min-h-11 items-center justify-center rounded px-4 py-2 text-sm font-semibold";

export function WishlistView({ items: loaded, shareToken, failure, done = null, readOnly = false }: WishlistViewProps) {
  const { t } = useTranslation();
  const { lang, currency, origin } = useRootData();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const via = hydrated ? <input type="hidden" name="via" value="js" /> : null;
  const shareId = useId();
  // Optimistic: a product being removed or moved leaves the list at once.
  const leaving = navigation.formData?.get("product_id");
  const items = leaving ? loaded.filter((i) => String(i.id) !== leaving) : loaded;
  const shareUrl = shareToken ? `${origin}${localizedPath(lang, `/wishlist/${shareToken}`)}` : null;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">{readOnly ? t("wishlist.sharedTitle") : t("wishlist.title")}</h1>
      {!readOnly && (
        <div role="status">
          {done === "move" && <p className="rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{t("wishlist.moved")}</p>}
          {done === "remove" && <p className="rounded bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{t("wishlist.removed")}</p>}
        </div>
      )}
      {failure && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-900">{t(failure)}</p>}
      {items.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg">{readOnly ? t("wishlist.sharedEmpty") : t("wishlist.empty")}</p>
          <AppLink to={localizedPath(lang, "/")} className={`${BUTTON} mt-4 border border-stone-500 bg-white text-stone-900 hover:bg-stone-100`}>{t("cart.continueShopping")}</AppLink>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist-items">
          {items.map((item) => (
            <li key={item.id} className="flex gap-4 rounded-lg border border-stone-200 bg-white p-3">
              {item.image
                ? <Image src={item.image} alt="" width={96} height={96} preset="product" sizes="96px" className="h-24 w-24 shrink-0 rounded bg-stone-100 object-cover" />
                : <span className="block h-24 w-24 shrink-0 rounded bg-stone-100" />}
              <div className="flex flex-1 flex-col gap-1">
                <h2 className="font-medium"><AppLink to={localizedPath(lang, item.url)} className="hover:underline">{item.Title}</AppLink></h2>
                {item.min_price && (
                  <>
                    <p className="flex flex-wrap gap-x-2 text-sm">
                      {t("product.from", { price: formatPrice(item.min_price.price, lang, currency) })}
                      <UnitPrice unitPrice={item.min_price.unit_price} />
                    </p>
                    <PriorPrice startPrice={item.min_price.start_price} />
                  </>
                )}
                {!item.in_stock && <p className="text-sm font-medium text-red-800">{t("product.outOfStock")}</p>}
                {!readOnly && (
                  <div className="mt-auto flex flex-wrap gap-2">
                    {item.variant_id !== null && item.in_stock ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="move" />
                        {via}
                        <input type="hidden" name="product_id" value={item.id} />
                        <input type="hidden" name="variant_id" value={item.variant_id} />
                        <button type="submit" className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`} aria-label={t("wishlist.moveNamed", { name: item.Title })}>
                          {t("wishlist.move")}
                        </button>
                      </Form>
                    ) : item.in_stock && (
                      <AppLink to={localizedPath(lang, item.url)} className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`} aria-label={t("wishlist.chooseNamed", { name: item.Title })}>
                        {t("wishlist.choose")}
                      </AppLink>
                    )}
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="remove" />
                      {via}
                      <input type="hidden" name="product_id" value={item.id} />
                      <button type="submit" className={`${BUTTON} text-red-800 underline underline-offset-4`} aria-label={t("wishlist.removeNamed", { name: item.Title })}>
                        {t("cart.remove")}
                      </button>
                    </Form>
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {shareUrl && items.length > 0 && (
        <section className="rounded-lg border border-stone-200 bg-white p-4">
          <h2 className="font-semibold">{t("wishlist.share")}</h2>
          <label htmlFor={shareId} className="mt-1 block text-sm text-stone-700">{t("wishlist.shareHelp")}</label>
          <input id={shareId} readOnly value={shareUrl} className="mt-2 w-full rounded border border-stone-500 bg-stone-50 px-3 py-2 text-sm" onFocus={(e) => e.currentTarget.select()} />
        </section>
      )}
    </div>
  );
}
