import { SUPPORTED_LOCALES, localizedPath } from "#domain/locale.ts";
import type { Route } from "./+types/robots";

/** Screens that belong to one shopper or one moment: nothing in them is worth an index entry. */
const PRIVATE_PATHS = ["/cart", "/checkout", "/profile", "/order-success", "/cancel", "/tracking", "/password-reset", "/active-user"];

/**
 * Rules name the exact path, its subpaths and its query (RFC 9309 `$`), never the bare prefix:
 * `Disallow: /cancel` would also hide a category such as /cancelleria.
 */
function listDisallowed(): string[] {
  return SUPPORTED_LOCALES.flatMap((lang) => [
    ...PRIVATE_PATHS.flatMap((path) => {
      const local = localizedPath(lang, path);
      return [`${local}$`, `${local}/`, `${local}?`];
    }),
    // Search results are endless and thin; the search page itself may stay.
    `${localizedPath(lang, "/search")}?`,
  ]);
}

function buildRobotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Product pictures should reach image search.
    "Allow: /_ipx/",
    ...listDisallowed().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(context.publicBaseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
