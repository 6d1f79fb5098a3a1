import type { AppLoadContext } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { apiFor } from "./api.server.ts";
import { COOKIE, readCookie, serializeCookie } from "./cookies.ts";
import { EMPTY_VISITOR, type VisitorSummary } from "./visitor.ts";

/** The header's counts; a visitor who never kept anything is answered without asking the API. */
export async function loadVisitor(request: Request, context: AppLoadContext, lang: Locale): Promise<VisitorSummary> {
  const cookies = request.headers.get("cookie");
  if (!readCookie(cookies, COOKIE.visitorHint.name) && !readCookie(cookies, COOKIE.token.name)) return EMPTY_VISITOR;
  try {
    const { data } = await apiFor(request, context, lang).get<{ data: { count: number; wishlist: number[] } }>("/cart/summary");
    return { cartCount: data.count, wishlist: data.wishlist };
  } catch (error) {
    // The header can do without counts; the page itself must still render.
    context.log("warn", "visitor summary failed", { error: String(error) });
    return EMPTY_VISITOR;
  }
}

/** Marks the visitor as keeping a cart or a wishlist (see COOKIE.visitorHint). */
export function visitorHintCookie(context: Pick<AppLoadContext, "publicBaseUrl">): string {
  return serializeCookie(COOKIE.visitorHint.name, "1", {
    maxAge: COOKIE.visitorHint.maxAge, httpOnly: true, secure: context.publicBaseUrl.startsWith("https:"),
  });
}
