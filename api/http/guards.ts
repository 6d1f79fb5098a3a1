import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { sendError } from "./errors.ts";

export const JSON_ONLY_MESSAGE = "Send the request body as JSON with Content-Type: application/json.";
export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => sendError(c, 413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${MAX_BODY_BYTES / 1024} kB.`),
});

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
