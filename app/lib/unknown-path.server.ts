import { data, type AppLoadContext } from "react-router";
import { classifyLegacyUrl } from "#domain/legacy-url.ts";
import { splitLocalePath } from "#domain/locale.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { apiFor } from "./api.server.ts";
import { redirectOnSite } from "./redirect.ts";

interface RedirectCheck { data: { redirect: boolean; new_value: string | null; status: number | null } }

/**
 * A path nothing of ours answers: a legacy URL of the previous platform or a store-owner redirect
 * rule is answered with a real HTTP redirect; anything else is the 404 page (spec §2). Always throws.
 */
export async function answerUnknownPath(request: Request, context: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const legacy = classifyLegacyUrl(url.pathname, url.search);
  if (legacy.kind === "home") throw redirectOnSite("/", 301);
  if (legacy.kind === "search") throw redirectOnSite(`/search?${new URLSearchParams({ search: legacy.term })}`, 301);
  const check = legacy.kind === "lookup"
    ? { type: "parameter", property: legacy.property, value_to_search: legacy.value }
    : { type: "newurl", property: "path", value_to_search: url.pathname };
  const { data: answer } = await apiFor(request, context, lang).post<RedirectCheck>("/redirects/check-redirect", check);
  // The API checks its rules too; a remote API of another version, or a rule stored before that check, must
  // still not send a shopper off the shop: such a rule is treated as no rule.
  const target = answer.redirect ? toSafeRedirect(answer.new_value, null) : null;
  if (target) throw redirectOnSite(target, answer.status === 302 ? 302 : 301);
  // Spec §8: a legacy lookup the server does not know is "Page Not Found".
  const message = legacy.kind === "lookup" ? "Page Not Found" : `Page not found: ${url.pathname}`;
  throw data(message, { status: 404, headers: { "Cache-Control": "no-store" } });
}
