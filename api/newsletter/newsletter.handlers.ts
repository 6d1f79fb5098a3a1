import { OpenAPIHono } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { emailOutbox, newsletterSubscriptions } from "#db/schema/schema.ts";
import { normalizeEmail } from "#domain/email.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { subscribeRoute } from "./newsletter.routes.ts";

function newToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
}

export function newsletterRoutes(deps: { db: Database }) {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.openapi(subscribeRoute, async (c) => {
    const email = normalizeEmail(c.req.valid("json").email);
    const lang = c.var.info.lang;
    // Subscription and its e-mail are one transaction: never a mail without a row, or a row without its mail.
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(newsletterSubscriptions)
        .values({ email, lang, unsubscribeToken: newToken(), confirmedAt: new Date() })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { lang, unsubscribedAt: null, confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())` },
          // An address already subscribed gets no second welcome: the update changes nothing it would notice.
          setWhere: sql`${newsletterSubscriptions.unsubscribedAt} is not null`,
        })
        .returning({ token: newsletterSubscriptions.unsubscribeToken });
      if (row) {
        await tx.insert(emailOutbox).values({ to: email, template: "newsletter-welcome", lang, payload: { unsubscribeToken: row.token } });
      }
    });
    return c.json({ data: { status: "accepted" as const } }, 202);
  });
  return app;
}
