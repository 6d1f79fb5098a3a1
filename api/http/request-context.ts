import { createMiddleware } from "hono/factory";
import { toLocale, type Locale } from "#domain/locale.ts";
import { PERSONAL_CACHE_CONTROL } from "#domain/personal-answer.ts";
import { ANY_PRODUCT, TAGS_HEADER, writeTags } from "#domain/catalogue-tags.ts";

/** What every API request carries (spec §7), read once. */
export interface RequestInfo {
  lang: Locale;
  requestId: string;
  platform: string;
  bearer: string | null;
  anonymousId: string | null;
  /** The caller's address as server/app.ts stamped it (header x-client-ip), for rate limits; "unknown" without. */
  clientIp: string;
  /** Set by the session middleware when the bearer token is valid, its session live and its customer not deleted. */
  session: { customerId: string; familyId: string } | null;
  /**
   * The answer depends on who asks: a bearer token came, or a handler read the owner (owner.ts), or the
   * route speaks of an account (auth). It is then sent with Cache-Control: private, no-store.
   */
  personal: boolean;
  /**
   * What of the catalogue the answer shows (domain/catalogue-tags.ts), once its handler said (`showsCatalogue`);
   * null: it did not, and the answer is taken to show any product.
   */
  tags: Set<string> | null;
}

/** The answer will depend on who asks (see RequestInfo.personal). */
export function markPersonal(info: RequestInfo): void {
  info.personal = true;
}

/** The answer shows these parts of the catalogue (none: it shows no product); called by each handler that knows. */
export function showsCatalogue(info: RequestInfo, tags: Iterable<string>): void {
  info.tags ??= new Set();
  for (const tag of tags) info.tags.add(tag);
}

export type ApiEnv = { Variables: { info: RequestInfo } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  const uuid = c.req.header("uuid");
  const authorization = c.req.header("authorization") ?? "";
  const bearer = /^Bearer ([A-Za-z0-9._~+/=-]{16,2048})$/.exec(authorization)?.[1] ?? null;
  const ia = c.req.header("ia");
  const clientIp = (c.req.header("x-client-ip") ?? "").trim();
  const info: RequestInfo = {
    lang: toLocale(c.req.header("lang")),
    requestId: uuid && UUID.test(uuid) ? uuid : crypto.randomUUID(),
    platform: (c.req.header("platform") ?? "web").slice(0, 32),
    bearer,
    // An id that is not ours is ignored, never trusted: the visitor simply has no cart yet.
    anonymousId: ia && ANONYMOUS_ID.test(ia) ? ia : null,
    clientIp: clientIp && clientIp.length <= 64 ? clientIp : "unknown",
    session: null,
    personal: bearer !== null,
    tags: null,
  };
  c.set("info", info);
  await next();
  // After the handler or the error handler answered: a personal answer is stored by no cache.
  if (info.personal) c.res.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  // A public reading says what of the catalogue it shows: the pages built from it are kept until that changes.
  else if (c.req.method === "GET") c.res.headers.set(TAGS_HEADER, info.tags ? writeTags(info.tags) : ANY_PRODUCT);
});
