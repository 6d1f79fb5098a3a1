import { splitLocalePath, isLocale } from "#domain/locale.ts";
import { apiFor } from "#app/lib/api.server.ts";
import type { Route } from "./+types/suggest";

export interface Suggestions {
  queries: { text: string }[];
  products: { id: number; name: string; path: string; image: string | null; price: number }[];
  categories: { id: number; name: string; path: string }[];
  brands: { slug: string; name: string }[];
}

const EMPTY: Suggestions = { queries: [], products: [], categories: [], brands: [] };

/** What the header search box suggests as the shopper types; a failure simply suggests nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const langParam = url.searchParams.get("lang");
  const lang = isLocale(langParam) ? langParam : splitLocalePath(url.pathname).lang;
  if (q.length < 2) return EMPTY;
  try {
    return (await apiFor(request, context, lang).get<{ data: Suggestions }>(`/search/suggest?${new URLSearchParams({ q })}`)).data;
  } catch (error) {
    context.log("warn", "suggestions failed", { error: String(error) });
    return EMPTY;
  }
}
