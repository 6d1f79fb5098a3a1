import type { Locale } from "#domain/locale.ts";
import type { StorefrontContext } from "./context.ts";

/** Spec §7: statuses worth one more try, for methods that carry no payload. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_METHODS = new Set(["GET", "HEAD"]);

export class ApiRequestError extends Error {
  constructor(readonly status: number, readonly body: unknown, message: string) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** Spec §8: the first message at metadata[0].errors[0], otherwise the generic one. */
export function apiErrorMessage(body: unknown, fallback = "The request could not be completed."): string {
  const first = (body as { metadata?: { errors?: unknown[] }[] } | null)?.metadata?.[0]?.errors?.[0];
  return typeof first === "string" && first ? first : fallback;
}

export interface ApiClientOptions {
  context: Pick<StorefrontContext, "api" | "apiBaseUrl" | "platform" | "log"> & Partial<Pick<StorefrontContext, "clientIp" | "signClientIp">>;
  lang: Locale;
  token?: string | null;
  anonymousId?: string | null;
}

export interface ApiClient {
  request<T>(method: string, path: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<T>;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/** The one client every loader and action uses to reach the commerce API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { context, lang } = options;
  async function send(method: string, path: string, body: unknown, extra: Record<string, string>): Promise<Response> {
    const headers = new Headers({ accept: "application/json", lang, uuid: crypto.randomUUID(), platform: context.platform, ...extra });
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    // The shopper's address for the API's rate limits; a remote API keeps it only when signed (docs/operations.md).
    if (context.clientIp) {
      headers.set("x-client-ip", context.clientIp);
      if (context.signClientIp) headers.set("x-client-ip-signature", context.signClientIp(context.clientIp));
    }
    if (options.anonymousId) headers.set("ia", options.anonymousId);
    else context.log("warn", "API request without an anonymous id", { method, path });
    if (body !== undefined) headers.set("content-type", "application/json");
    const url = new URL(`/web/v1${path}`, context.apiBaseUrl);
    return context.api(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  }

  async function request<T>(method: string, path: string, body?: unknown, init: { headers?: Record<string, string> } = {}): Promise<T> {
    const upper = method.toUpperCase();
    let response = await send(upper, path, body, init.headers ?? {});
    if (RETRY_METHODS.has(upper) && RETRY_STATUSES.has(response.status)) {
      await response.body?.cancel();
      response = await send(upper, path, body, init.headers ?? {});
    }
    const text = await response.text();
    let parsed: unknown = null;
    try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
    // The database is out of reach: the page answers 503 (with Retry-After) and the error page, never a 500.
    if (response.status === 503) {
      throw new Response(apiErrorMessage(parsed), { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": response.headers.get("retry-after") ?? "5" } });
    }
    if (!response.ok) throw new ApiRequestError(response.status, parsed, apiErrorMessage(parsed));
    return parsed as T;
  }

  return {
    request,
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body ?? {}),
  };
}
