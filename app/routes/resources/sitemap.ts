import type { Brand } from "#api/catalog/catalog.schemas.ts";
import { isScreenRegistered } from "#app/route-table.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { XML_HEADERS, brandPaths, buildUrlset, countSitemapPages, listVisibleKinds, parseSitemapFile, type SitemapAnswer } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap";

/** Brands listed at most (a shop has a few hundred): with the API's 10,000 entries a page stays within the 50,000 a sitemap may hold. */
const MAX_BRANDS = 20_000;

const answerNotFound = () => new Response("No such sitemap.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** One language's sitemap page, `/sitemaps/{lang}-{n}.xml`: only screens that exist are listed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return answerNotFound();
  const visible = listVisibleKinds(isScreenRegistered);
  const api = apiFor(request, context, file.lang);
  // The brands whose page lists products, on the first page only (both answers are kept by the API).
  const [answer, brands] = await Promise.all([
    api.get<SitemapAnswer>(`/sitemap?page=${file.page}`),
    file.page === 1 ? api.get<{ data: Pick<Brand, "slug" | "product_count">[] }>("/catalog/brands").then((b) => b.data) : [],
  ]);
  // A page the index does not list is no sitemap: the sitemap schema refuses an empty urlset.
  if (file.page > countSitemapPages(answer.data.pages, visible)) return answerNotFound();
  const samePaths = brandPaths(isScreenRegistered, brands.filter((b) => b.product_count > 0).map((b) => b.slug).slice(0, MAX_BRANDS));
  const xml = buildUrlset({ origin: context.publicBaseUrl, lang: file.lang, page: file.page, entries: answer.data.entries, visible, samePaths });
  return new Response(xml, { headers: XML_HEADERS });
}
