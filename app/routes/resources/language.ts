import { isLocale, localizedPath, splitLocalePath } from "#domain/locale.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { localeCookie } from "#app/lib/locale-cookie.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import type { Route } from "./+types/language";

const SLUG_PATH = /^(\/[a-z0-9-]+){1,6}$/;

/**
 * The language switcher's target: the same page in another language. Slugs are translated
 * through the switch call (spec §7); a path the API does not know keeps its segments.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) return redirectOnSite("/", 303);
  const current = new URL(toSafeRedirect(url.searchParams.get("path")), "http://site.invalid");
  const { lang: from, path } = splitLocalePath(current.pathname);
  let translated = path;
  if (from !== to && SLUG_PATH.test(path)) {
    try {
      const { data } = await apiFor(request, context, from).post<{ data: { text: string } }>(`/setting/${to}/switch`, { slug: path.slice(1), dest: "any" });
      translated = `/${data.text}`;
    } catch (error) {
      context.log("warn", "slug switch failed; keeping the path", { error: String(error) });
    }
  }
  // Checked again once rewritten: "/en//evil.example" was a path of ours, its Italian "//evil.example" is not.
  const target = `${localizedPath(to, translated)}${current.search}`;
  return redirectOnSite(target, { status: 303, headers: { "Set-Cookie": localeCookie(to, context) } }, localizedPath(to, "/"));
}
