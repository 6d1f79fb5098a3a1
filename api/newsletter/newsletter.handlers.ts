import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { normalizeEmail } from "#domain/email.ts";
import { markPersonal, type ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { enforceRateLimits, RATE_RULES } from "#api/auth/rate-limit.ts";
import { requireOperator, type OpsEnv, type Operators } from "#api/operations/operator-auth.ts";
import { confirmRoute, consentsRoute, resubscribeRoute, subscribeRoute, subscriptionRoute, unsubscribeRoute } from "./newsletter.routes.ts";
import {
  type ConsentSource, confirmSubscription, maskEmail, consentRecords, newsletterStatusOf, requestSubscription, resubscribeByToken, subscriptionByToken, unsubscribeByToken,
} from "./newsletter.queries.ts";

/** The newsletter (issue 17): double opt-in, a proof of every consent, and leaving by the e-mail's link without signing in. */
export function newsletterRoutes(deps: { db: Database; sessionSecret: string }) {
  const { db, sessionSecret } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.use("/newsletter/*", async (c, next) => { markPersonal(c.var.info); await next(); });

  app.openapi(subscribeRoute, async (c) => {
    const body = c.req.valid("json");
    const email = normalizeEmail(body.email);
    const { lang, clientIp } = c.var.info;
    await enforceRateLimits(db, [RATE_RULES.newsletterClient(clientIp), RATE_RULES.newsletterEmail(email)]);
    await db.transaction(async (tx) => requestSubscription(tx as unknown as Database, { email, lang, source: body.source as ConsentSource }));
    return c.json({ data: { status: "accepted" as const } }, 202);
  });

  app.openapi(confirmRoute, async (c) => {
    const { email } = await confirmSubscription(db, sessionSecret, c.req.valid("json").token);
    return c.json({ data: { email: maskEmail(email), status: "subscribed" as const } }, 200);
  });

  app.openapi(subscriptionRoute, async (c) => c.json({ data: await subscriptionByToken(db, c.req.valid("query").token) }, 200));
  app.openapi(unsubscribeRoute, async (c) => c.json({ data: await unsubscribeByToken(db, c.req.valid("json").token, c.var.info.lang) }, 200));
  app.openapi(resubscribeRoute, async (c) => c.json({ data: await resubscribeByToken(db, c.req.valid("json").token, c.var.info.lang) }, 200));
  return app;
}

/** The proof of consent, for the shop's staff (operations API). */
export function newsletterOperationRoutes(deps: { db: Database; operators: Operators }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  app.openapi(consentsRoute, async (c) => {
    const email = normalizeEmail(c.req.valid("query").email);
    const [status, records] = await Promise.all([newsletterStatusOf(deps.db, email), consentRecords(deps.db, email)]);
    return c.json({
      data: { email, status, records: records.map((r) => ({ event: r.event as "requested", source: r.source as ConsentSource, lang: r.lang, at: r.at.toISOString() })) },
    }, 200);
  });
  return app;
}
