import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { normalizeEmail } from "#domain/email.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { subscribeRoute } from "./newsletter.routes.ts";
import { subscribeToNewsletter } from "./newsletter.queries.ts";

export function newsletterRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.openapi(subscribeRoute, async (c) => {
    const email = normalizeEmail(c.req.valid("json").email);
    const lang = c.var.info.lang;
    await deps.db.transaction(async (tx) => subscribeToNewsletter(tx as unknown as Database, email, lang));
    return c.json({ data: { status: "accepted" as const } }, 202);
  });
  return app;
}
