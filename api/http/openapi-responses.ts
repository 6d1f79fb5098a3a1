import { z } from "@hono/zod-openapi";
import { ERROR_ENVELOPE } from "./errors.ts";

/** A JSON answer for a route's `responses`. */
export function jsonResponse(schema: z.ZodType, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A successful answer: every one of ours wraps its payload as `{ data }`. */
export function dataResponse(schema: z.ZodType, description: string) {
  return jsonResponse(z.object({ data: schema }), description);
}

/** An error answer: always the one envelope (spec §8). */
export function errorResponse(description: string) {
  return jsonResponse(ERROR_ENVELOPE, description);
}

/** The refusals every write of a visitor's cart, saved carts or wishlist can meet. */
export const VISITOR_WRITE_ERRORS = {
  400: errorResponse("Invalid request, or no visitor id (header ia)"),
  401: errorResponse("A bearer token that is not valid"),
  413: errorResponse("Body too large"),
  415: errorResponse("Not JSON"),
};
