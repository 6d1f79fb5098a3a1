import { except } from "hono/combine";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { sendError } from "./errors.ts";

export const JSON_ONLY_MESSAGE = "Send the request body as JSON with Content-Type: application/json.";
export const MAX_BODY_BYTES = 64 * 1024;

/** A body limit answering the API's error, with the limit in the message. */
export function limitBodyTo(maxSize: number) {
  const shown = maxSize >= 1024 * 1024 ? `${maxSize / 1024 / 1024} MB` : `${maxSize / 1024} kB`;
  return bodyLimit({ maxSize, onError: (c) => sendError(c, 413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${shown}.`) });
}

export const limitBody = limitBodyTo(MAX_BODY_BYTES);

/** JSON endpoints accept only application/json: this also stops cross-site form posts cold. */
export const requireJson = createMiddleware(async (c, next) => {
  const method = c.req.method;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
  const length = c.req.header("content-length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined || c.req.header("content-type") !== undefined;
  if (!hasBody) return next();
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    return sendError(c, 415, "UNSUPPORTED_MEDIA_TYPE", JSON_ONLY_MESSAGE);
  }
  // PostgreSQL text cannot hold the NUL character: refused here, for every endpoint, as a 400 rather
  // than a failed statement (a 500). Hono keeps the body read, so the route's validator reads it again.
  if (/\\u0000/i.test(await c.req.text())) {
    return sendError(c, 400, "VALIDATION_FAILED", "Text may not contain the NUL character (\\u0000).");
  }
  return next();
});

/**
 * The shop owner's files (issue 19): a catalogue (CSV or JSON), a picture, the configuration (YAML or JSON).
 * Their routes set their own type and size rules; every other endpoint takes JSON of at most 64 kB.
 */
export const OWN_BODY_RULES = /^\/web\/v1\/ops\/(catalogue\/(import|stock)|media\/|configuration$)/;

/** limitBody and requireJson, but for the routes of OWN_BODY_RULES. */
export const guardBody = except((c) => OWN_BODY_RULES.test(c.req.path), limitBody, requireJson);
