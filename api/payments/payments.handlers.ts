import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { applyPaymentEvent } from "./payment-events.ts";
import { webhookRoute } from "./payments.routes.ts";
import { WebhookRejected, type PaymentProvider } from "./provider.ts";

export interface PaymentDeps {
  db: Database;
  /** The providers the shop configured, by name; a provider without keys is absent. */
  providers: Record<string, PaymentProvider>;
  log?: (level: "info" | "warn", msg: string, fields: Record<string, unknown>) => void;
}

export function paymentRoutes(deps: PaymentDeps) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(webhookRoute, async (c) => {
    const provider = deps.providers[c.req.valid("param").provider];
    if (!provider) throw new ApiError(404, "NOT_FOUND", "This payment provider is not configured in this shop.");
    let event;
    try {
      event = await provider.readWebhook(await c.req.text(), c.req.raw.headers);
    } catch (error) {
      if (error instanceof WebhookRejected) throw new ApiError(400, "VALIDATION_FAILED", error.message, undefined, "bad_signature");
      throw error;
    }
    const effect = await applyPaymentEvent(deps.db, event, (msg, fields) => deps.log?.("warn", msg, fields));
    return c.json({ data: { received: true as const, effect } }, 200);
  });

  return app;
}
