import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { redirects } from "#db/schema/schema.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { checkRedirectRoute } from "./redirects.routes.ts";

/** Only paths on our own site are ever answered: a rule's target keeps its path, never a host. */
export function toSitePath(target: string): string | null {
  try {
    const url = new URL(target, "http://site.invalid");
    return url.host === "site.invalid" ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function redirectRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.openapi(checkRedirectRoute, async (c) => {
    const body = c.req.valid("json");
    const [rule] = await deps.db
      .select({ newValue: redirects.newValue, statusCode: redirects.statusCode })
      .from(redirects)
      .where(and(
        eq(redirects.type, body.type), eq(redirects.property, body.property),
        eq(redirects.valueToSearch, body.value_to_search), eq(redirects.isActive, true),
      ))
      .limit(1);
    const target = rule ? toSitePath(rule.newValue) : null;
    if (!rule || !target) return c.json({ data: { redirect: false, new_value: null, status: null } }, 200);
    return c.json({ data: { redirect: true, new_value: target, status: rule.statusCode } }, 200);
  });
  return app;
}
