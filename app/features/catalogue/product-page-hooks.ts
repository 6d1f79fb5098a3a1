import { useCallback } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { readVariantId } from "./variant-selection.ts";

/**
 * The variant id in the URL (`?variant=`), else `fallback`. While a change of it is still loading
 * (the route's loaders revalidate), the pending URL already counts, so a choice shows at once.
 */
export function useChosenVariantId(fallback?: number): number | undefined {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === location.pathname ? navigation.location.search : null;
  return (pending === null ? undefined : readVariantId(pending)) ?? readVariantId(params) ?? fallback;
}

/**
 * Puts a variant in the URL in place: a replace navigation (the back button leaves the product
 * rather than stepping through every size tried), no scroll jump, other query parameters kept.
 */
export function useChooseVariant(): (variantId: number) => void {
  const [, setParams] = useSearchParams();
  return useCallback((variantId: number) => {
    setParams((params) => {
      const next = new URLSearchParams(params);
      next.set("variant", String(variantId));
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [setParams]);
}

export { useHydrated } from "#app/lib/use-hydrated.ts";
