import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useVisitor } from "#app/lib/visitor.ts";
import { sendVisitorWrite } from "#app/lib/visitor-writes.ts";
import { HeartIcon } from "./heart-icon.tsx";

interface HeartToggleProps {
  productId: number;
  productName: string;
  lang: Locale;
  /** "icon": a round button on a product card; "button": a labelled button on the product page. */
  look?: "icon" | "button";
}

/**
 * Adds a product to the wishlist or takes it off. Without JavaScript it is a plain form whose one
 * button says it all (`toggle=add:12`; the page to come back to rides in the action's query), so a
 * grid of cards carries no hidden fields to hydrate; with JavaScript a fetcher posts it and the heart
 * changes at once. Nothing here depends on being hydrated, so hydration renders every heart once.
 */
export function HeartToggle({ productId, productName, lang, look = "icon" }: HeartToggleProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `wish-${productId}` });
  const visitor = useVisitor();
  const location = useLocation();
  // A choice waiting for the visitor's first write to be answered (sendVisitorWrite) shows at once too.
  const [waiting, setWaiting] = useState<string | null>(null);
  const pending = fetcher.formData?.get("intent") ?? waiting;
  const inList = pending ? pending === "add" : visitor.wishlist.includes(productId);
  const intent = inList ? "remove" : "add";
  const label = inList ? t("wishlist.removeNamed", { name: productName }) : t("wishlist.addNamed", { name: productName });
  const wishlistPath = localizedPath(lang, "/wishlist");
  const returnTo = `${location.pathname}${location.search}`;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setWaiting(intent);
    void sendVisitorWrite(() => {
      setWaiting(null);
      return fetcher.submit({ intent, product_id: String(productId), via: "js" }, { method: "post", action: wishlistPath, preventScrollReset: true });
    }, visitor);
  };
  return (
    <form method="post" action={`${wishlistPath}?${new URLSearchParams({ return_to: returnTo })}`} onSubmit={submit}>
      {look === "icon" ? (
        <button type="submit" name="toggle" value={`${intent}:${productId}`} aria-pressed={inList} aria-label={t("wishlist.toggle", { name: productName })} title={label}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white/90 hover:bg-white">
          <HeartIcon filled={inList} />
        </button>
      ) : (
        <button type="submit" name="toggle" value={`${intent}:${productId}`}
          className="inline-flex min-h-11 items-center gap-2 rounded border border-stone-500 bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-stone-100">
          <HeartIcon filled={inList} />
          {inList ? t("wishlist.inList") : t("catalogue.addToWishlist")}
        </button>
      )}
    </form>
  );
}
