import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findActiveRedirectRule } from "./redirects.queries.ts";
import { checkRedirectRoute } from "./redirects.routes.ts";

export function redirectRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.openapi(checkRedirectRoute, async (c) => {
    const body = c.req.valid("json");
    const rule = await findActiveRedirectRule(deps.db, { type: body.type, property: body.property, valueToSearch: body.value_to_search });
    // Checked again when answering: rules stored before the write check (or by hand) may point off the shop.
    const target = rule ? toSafeRedirect(rule.newValue, null) : null;
    if (!rule || !target) return c.json({ data: { redirect: false, new_value: null, status: null } }, 200);
    return c.json({ data: { redirect: true, new_value: target, status: rule.statusCode } }, 200);
  });
  return app;
}
