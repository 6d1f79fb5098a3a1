import type { Locale } from "#domain/locale.ts";
import type { VisitorSummary } from "./visitor.ts";

/** Sends a request to the commerce API: in process (no socket) or over HTTP, the caller never knows. */
export type ApiTransport = (request: Request) => Promise<Response>;

/** What the server hands every loader and action; browser code never sees it. */
export interface StorefrontContext {
  api: ApiTransport;
  /** Origin the transport expects in request URLs (the in-process one ignores the host). */
  apiBaseUrl: string;
  platform: string;
  publicBaseUrl: string;
  /** Origins of the payment providers' hosted pages: the only places off the shop a checkout may send the shopper (issue 15). */
  paymentPageOrigins: readonly string[];
  /** Origins of the social login providers' sign-in pages (issue 17): the only other places off the shop. */
  socialLoginOrigins: readonly string[];
  /** Stack traces reach the browser only in development or when the owner allows it. */
  showErrorDetails: boolean;
  nonce: string;
  requestId: string;
  /** The shopper's address as the server saw it (or the proxy said, with TRUST_PROXY); the API client sends it as x-client-ip (rate limits), and it picks the phone field's country. */
  clientIp: string;
  /** Called when the API says the shopper's session has ended: the answer then deletes its cookies. */
  onSessionEnded?: () => void;
  /**
   * Called when the API's answer depends on who asks (Cache-Control private), or a request changed something:
   * the page's answer is personal too. `what` names it ("GET /cart/summary"): a page whose only personal
   * answer was the header's counts may be kept for every visitor with the same counts (server/page-cache.ts).
   */
  onPersonalAnswer?: (what: string) => void;
  /**
   * Called with what of the catalogue each public API answer shows (its vetrina-tags header; any product when it
   * has none): the page is kept, here and in the caches in front, until one of those changes (server/app.ts).
   */
  onCatalogueTags?: (tags: readonly string[]) => void;
  /** The header's counts, asked once per request (app/lib/visitor.server.ts). */
  visitorSummary?: Promise<VisitorSummary>;
  /**
   * Set for a document request (not a client navigation's data answer): HTML its loaders wrote goes into the
   * markup only, not again into the hydration data (app/lib/page-html.tsx).
   */
  pageHtml?: Map<string, string>;
  /** The page may be kept for every visitor (server/page-cache.ts): it is rendered whole, as for a crawler. */
  wholeDocument?: boolean;
  /** A storefront node of a split deployment signs clientIp for the remote API (with SESSION_SECRET). */
  signClientIp?: (ip: string) => string;
  /** IP_COUNTRY_URL: the owner's IP-to-country service for the phone field's first country, if any. */
  ipCountryUrl?: string;
  log: (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;
}

declare module "react-router" {
  interface AppLoadContext extends StorefrontContext {}
}

export type { Locale };
