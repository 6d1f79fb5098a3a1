import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { isScreenRegistered } from "#app/route-table.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { XML_HEADERS, buildSitemapIndex, countSitemapPages, listVisibleKinds, type SitemapAnswer } from "#app/lib/sitemap-xml.ts";
import type { Route } from "./+types/sitemap-index";

/** The sitemap index: one sitemap per language and page, as many pages as the API reports for that language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visible = listVisibleKinds(isScreenRegistered);
  const files = await Promise.all(SUPPORTED_LOCALES.map(async (lang) => {
    const { data } = await apiFor(request, context, lang).get<SitemapAnswer>("/sitemap?page=1");
    return { lang, pages: countSitemapPages(data.pages, visible) };
  }));
  return new Response(buildSitemapIndex(context.publicBaseUrl, files), { headers: XML_HEADERS });
}
