import { isScreenRegistered } from "#app/route-table.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { XML_HEADERS, buildUrlset, countSitemapPages, listVisibleKinds, parseSitemapFile, type SitemapAnswer } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap";

const answerNotFound = () => new Response("No such sitemap.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** One language's sitemap page, `/sitemaps/{lang}-{n}.xml`: only screens that exist are listed. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFile(params.file);
  if (!file) return answerNotFound();
  const visible = listVisibleKinds(isScreenRegistered);
  const answer = await apiFor(request, context, file.lang).get<SitemapAnswer>(`/sitemap?page=${file.page}`);
  // A page the index does not list is no sitemap: the sitemap schema refuses an empty urlset.
  if (file.page > countSitemapPages(answer.data.pages, visible)) return answerNotFound();
  const xml = buildUrlset({ origin: context.publicBaseUrl, lang: file.lang, page: file.page, entries: answer.data.entries, visible });
  return new Response(xml, { headers: XML_HEADERS });
}
