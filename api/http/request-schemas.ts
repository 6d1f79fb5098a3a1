import { z } from "@hono/zod-openapi";

/** A database id in a request: a positive whole number that fits PostgreSQL's integer (text or number). */
export const ENTITY_ID = z.coerce.number().int("Give a whole number.").positive("Give a positive id.").max(2_147_483_647, "This id is too large.");

/** A route's required JSON body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { "application/json": { schema } } } };
}
