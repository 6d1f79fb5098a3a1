import type { Locale } from "#domain/locale.ts";
import { readTags, TAGS_HEADER } from "#domain/catalogue-tags.ts";
import { isPersonalAnswer } from "#domain/personal-answer.ts";
import type { StorefrontContext } from "./context.ts";

/** Spec §7: statuses worth one more try, for methods that carry no payload. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_METHODS = new Set(["GET", "HEAD"]);

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    /** The API's answer headers: a 429's Retry-After is passed on to the shopper (account forms). */
    readonly headers: Headers = new Headers(),
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Which rule refused a request, when the API says (metadata[0].reason). */
export function apiReason(body: unknown): string | undefined {
  const reason = (body as { metadata?: { reason?: unknown }[] } | null)?.metadata?.[0]?.reason;
  return typeof reason === "string" ? reason : undefined;
}

/** Spec §8: the first message at metadata[0].errors[0], otherwise the generic one. */
export function apiErrorMessage(body: unknown, fallback = "The request could not be completed."): string {
  const first = (body as { metadata?: { errors?: unknown[] }[] } | null)?.metadata?.[0]?.errors?.[0];
  return typeof first === "string" && first ? first : fallback;
}

export interface ApiClientOptions {
  context: Pick<StorefrontContext, "api" | "apiBaseUrl" | "platform" | "log"> & Partial<Pick<StorefrontContext, "clientIp" | "signClientIp" | "onSessionEnded" | "onPersonalAnswer" | "onCatalogueTags">>;
  lang: Locale;
  token?: string | null;
  anonymousId?: string | null;
}

export interface RequestInit {
  headers?: Record<string, string>;
  /**
   * What of the catalogue the page shows of this answer, when it shows less than the answer (its vetrina-tags): the
   * layout shows the settings but not their featured products, which only the home page shows.
   */
  shows?: readonly string[];
}

export interface ApiClient {
  request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  /** True once the API said the session had ended: later requests went as the visitor. */
  readonly sessionEnded: boolean;
}

/** The one client every loader and action uses to reach the commerce API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { context, lang } = options;
  let token = options.token ?? null;
  async function send(method: string, path: string, body: unknown, extra: Record<string, string>, shows?: readonly string[]): Promise<Response> {
    const headers = new Headers({ accept: "application/json", lang, uuid: crypto.randomUUID(), platform: context.platform, ...extra });
    if (token) headers.set("authorization", `Bearer ${token}`);
    // The shopper's address for the API's rate limits; a remote API keeps it only when signed (docs/operations.md).
    if (context.clientIp) {
      headers.set("x-client-ip", context.clientIp);
      if (context.signClientIp) headers.set("x-client-ip-signature", context.signClientIp(context.clientIp));
    }
    if (options.anonymousId) headers.set("ia", options.anonymousId);
    else context.log("warn", "API request without an anonymous id", { method, path });
    if (body !== undefined) headers.set("content-type", "application/json");
    const url = new URL(`/web/v1${path}`, context.apiBaseUrl);
    const response = await context.api(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    // What the page shows from a personal answer makes the page personal (server/app.ts marks it), and so
    // does a change it made (a loader that writes, like the unsubscribe link's): such a page is never kept.
    if (method !== "GET" || isPersonalAnswer(response.headers.get("cache-control"))) context.onPersonalAnswer?.(`${method} ${path}`);
    // A public answer says what of the catalogue it shows: the page is kept until that changes.
    else context.onCatalogueTags?.(shows ?? readTags(response.headers.get(TAGS_HEADER)));
    return response;
  }

  async function request<T>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<T> {
    const upper = method.toUpperCase();
    let response = await send(upper, path, body, init.headers ?? {}, init.shows);
    if (RETRY_METHODS.has(upper) && RETRY_STATUSES.has(response.status)) {
      await response.body?.cancel();
      response = await send(upper, path, body, init.headers ?? {}, init.shows);
    }
    let text = await response.text();
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
    // The API ended this session (signed out elsewhere, password changed): the request is the visitor's
    // from now on, and the server deletes the session's cookies with the answer.
    if (response.status === 401 && token && apiReason(parsed) === "session_ended") {
      token = null;
      context.onSessionEnded?.();
      response = await send(upper, path, body, init.headers ?? {}, init.shows);
      text = await response.text();
      try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
    }
    // The database is out of reach: the page answers 503 (with Retry-After) and the error page, never a 500.
    if (response.status === 503) {
      throw new Response(apiErrorMessage(parsed), { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": response.headers.get("retry-after") ?? "5" } });
    }
    if (!response.ok) throw new ApiRequestError(response.status, parsed, apiErrorMessage(parsed), response.headers);
    return parsed as T;
  }

  return {
    request,
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body ?? {}),
    get sessionEnded() { return Boolean(options.token) && token === null; },
  };
}
