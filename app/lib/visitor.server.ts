import type { AppLoadContext } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { apiFor } from "./api.server.ts";
import { ApiRequestError } from "./api-client.server.ts";
import { COOKIE, readCookie, serializeCookie } from "./cookies.ts";
import { hasSession } from "./session.server.ts";
import { EMPTY_VISITOR, type VisitorSummary } from "./visitor.ts";

/** The header's counts; a visitor who never kept anything is answered without asking the API. */
export async function loadVisitor(request: Request, context: AppLoadContext, lang: Locale): Promise<VisitorSummary> {
  const cookies = request.headers.get("cookie");
  const signedIn = hasSession(cookies);
  if (!readCookie(cookies, COOKIE.visitorHint.name) && !signedIn) return EMPTY_VISITOR;
  const api = apiFor(request, context, lang);
  try {
    const { data } = await api.get<{ data: { count: number; wishlist: number[] } }>("/cart/summary");
    // A session the API ended (signed out elsewhere, password changed) is no session: these are the visitor's counts.
    return { cartCount: data.count, wishlist: data.wishlist, signedIn: signedIn && !api.sessionEnded };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return EMPTY_VISITOR;
    // The header can do without counts; the page itself must still render.
    context.log("warn", "visitor summary failed", { error: String(error) });
    return { ...EMPTY_VISITOR, signedIn };
  }
}

/** Marks the visitor as keeping a cart or a wishlist (see COOKIE.visitorHint). */
export function visitorHintCookie(context: Pick<AppLoadContext, "publicBaseUrl">): string {
  return serializeCookie(COOKIE.visitorHint.name, "1", {
    maxAge: COOKIE.visitorHint.maxAge, httpOnly: true, secure: context.publicBaseUrl.startsWith("https:"),
  });
}
