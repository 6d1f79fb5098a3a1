import { data, redirect, type AppLoadContext } from "react-router";
import { classifyLegacyUrl } from "#domain/legacy-url.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { apiFor } from "./api.server.ts";

interface RedirectCheck { data: { redirect: boolean; new_value: string | null; status: number | null } }

/**
 * A path nothing of ours answers: a legacy URL of the previous platform or a store-owner redirect
 * rule is answered with a real HTTP redirect; anything else is the 404 page (spec §2). Always throws.
 */
export async function answerUnknownPath(request: Request, context: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const legacy = classifyLegacyUrl(url.pathname, url.search);
  if (legacy.kind === "home") throw redirect("/", 301);
  if (legacy.kind === "search") throw redirect(`/search?${new URLSearchParams({ search: legacy.term })}`, 301);
  const check = legacy.kind === "lookup"
    ? { type: "parameter", property: legacy.property, value_to_search: legacy.value }
    : { type: "newurl", property: "path", value_to_search: url.pathname };
  const { data: answer } = await apiFor(request, context, lang).post<RedirectCheck>("/redirects/check-redirect", check);
  if (answer.redirect && answer.new_value) throw redirect(answer.new_value, answer.status === 302 ? 302 : 301);
  // Spec §8: a legacy lookup the server does not know is "Page Not Found".
  const message = legacy.kind === "lookup" ? "Page Not Found" : `Page not found: ${url.pathname}`;
  throw data(message, { status: 404, headers: { "Cache-Control": "no-store" } });
}
