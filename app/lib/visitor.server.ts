import type { AppLoadContext } from "react-router";
import type { Locale } from "#domain/locale.ts";
import { apiFor } from "./api.server.ts";
import { ApiRequestError } from "./api-client.server.ts";
import { COOKIE, readCookie, serializeCookie } from "./cookies.ts";
import { hasSession } from "./session.server.ts";
import { EMPTY_VISITOR, type VisitorSummary } from "./visitor.ts";

const SUMMARY_PATH = "/cart/summary";
/** How the API client names the counts' request to onPersonalAnswer (app/lib/context.ts). */
export const VISITOR_SUMMARY = `GET ${SUMMARY_PATH}`;

/**
 * The header's counts; a visitor who never kept anything is answered without asking the API. Asked once per
 * request: the server may have asked before the render, to find the page kept for these counts (server/app.ts).
 */
export function loadVisitor(request: Request, context: AppLoadContext, lang: Locale): Promise<VisitorSummary> {
  context.visitorSummary ??= askVisitor(request, context, lang);
  return context.visitorSummary;
}

async function askVisitor(request: Request, context: AppLoadContext, lang: Locale): Promise<VisitorSummary> {
  const cookies = request.headers.get("cookie");
  const signedIn = hasSession(cookies);
  if (!readCookie(cookies, COOKIE.visitorHint.name) && !signedIn) return EMPTY_VISITOR;
  const api = apiFor(request, context, lang);
  try {
    const { data } = await api.get<{ data: { count: number; wishlist: number[] } }>(SUMMARY_PATH);
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
