import { createMiddleware } from "hono/factory";
import { errorBody } from "#api/http/errors.ts";

export const MALFORMED_URL_MESSAGE = "This address holds a broken %-escape (such as %zz, or half of an accented letter) and cannot be read. Check the link, or start again from the shop's home page.";

/** Whether a path or query decodes: decodeURIComponent throws on a bad escape, cut-short or overlong UTF-8. */
export function decodesCleanly(part: string): boolean {
  if (!part.includes("%")) return true;
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/**
 * Issue 22: a URL whose path or query cannot be decoded is the client's mistake, a 400, whichever part
 * of the server (pages, `.data` requests, API, images) would have decoded it; it is answered before
 * any route runs, so that no route has to guard its own decoding against a 500.
 */
export const refuseMalformedUrls = (apiPrefix: string) => createMiddleware(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  if (decodesCleanly(pathname) && decodesCleanly(search)) return next();
  c.header("Cache-Control", "no-store");
  // The API's callers read its error envelope (spec §8); everyone else reads a sentence.
  if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) return c.json(errorBody("VALIDATION_FAILED", MALFORMED_URL_MESSAGE), 400);
  return c.text(MALFORMED_URL_MESSAGE, 400);
});
