import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFetcher, useLocation } from "react-router";
import type { Wishlist } from "#api/wishlist/wishlist.routes.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { formatPrice } from "#app/lib/format.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { useVisitor } from "#app/lib/visitor.ts";
import { HeartIcon } from "./heart-icon.tsx";

const SHOWN = 5;

/**
 * The header's wishlist: a disclosure that, once opened, loads the list and shows its newest
 * products. Without JavaScript it opens on a link to the whole list.
 */
export function WishlistDrawer({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { currency } = useRootData();
  const { wishlist } = useVisitor();
  const fetcher = useFetcher<{ wishlist: Wishlist }>();
  const details = useRef<HTMLDetailsElement>(null);
  const count = wishlist.length;
  const listPath = localizedPath(lang, "/wishlist");
  // A heart changed the list since it was loaded: load it again the next time it opens.
  const loadedFor = useRef<string | null>(null);
  const key = wishlist.join(",");

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const onToggle = () => {
      if (element.open && loadedFor.current !== key && fetcher.state === "idle") {
        loadedFor.current = key;
        fetcher.load(listPath);
      }
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [fetcher, key, listPath]);

  // A link followed from the drawer closes it.
  const { pathname } = useLocation();
  useEffect(() => { if (details.current) details.current.open = false; }, [pathname]);

  const items = fetcher.data?.wishlist.items.slice(0, SHOWN);
  // On a phone the panel spans the header (positioned against it), not the heart: hung from the heart
  // in the middle of the first row, it would run off the left edge of the screen.
  return (
    <details ref={details} className="sm:relative" data-testid="wishlist-drawer">
      <summary
        className="relative inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded px-2 text-sm font-medium text-stone-900 hover:bg-stone-100"
        aria-label={t("wishlist.headerLink", { count })}
      >
        <HeartIcon className="h-6 w-6" filled={count > 0} />
        <span className="hidden sm:inline" aria-hidden="true">{t("wishlist.title")}</span>
        {count > 0 && (
          <span aria-hidden="true" className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-800 px-1.5 text-center text-xs font-semibold leading-5 text-white">{count}</span>
        )}
      </summary>
      <div className="absolute inset-x-4 z-30 mt-2 space-y-3 sm:left-auto sm:right-0 sm:w-72 rounded-lg border border-stone-200 bg-white p-4 shadow-lg">
        {fetcher.state === "loading" && !items && <p className="text-sm text-stone-700">{t("wishlist.loading")}</p>}
        {items && items.length === 0 && <p className="text-sm text-stone-700">{t("wishlist.empty")}</p>}
        {items && items.length > 0 && (
          <ul className="space-y-2">
            {items.map((item) => (
              <li key={item.id} className="text-sm">
                <AppLink to={localizedPath(lang, item.url)} className="font-medium hover:underline">{item.Title}</AppLink>
                {item.min_price && <span className="block text-stone-700">{formatPrice(item.min_price.price, lang, currency)}</span>}
              </li>
            ))}
          </ul>
        )}
        <AppLink to={listPath} className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">{t("wishlist.seeAll")}</AppLink>
      </div>
    </details>
  );
}
