import { OpenAPIHono } from "@hono/zod-openapi";
import { eq, or } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { accountTokens, addresses, carts, customerIdentities, customers, savedCarts, socialLoginAttempts, wishlists } from "#db/schema/schema.ts";
import { checkPhone, defaultCountryFor } from "#domain/phone.ts";
import { isPrefetch } from "#domain/personal-answer.ts";
import { ApiError, sendError } from "#api/http/errors.ts";
import { requireCustomer, sessionEnded } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { newsletterStatusOf, requestSubscription, unsubscribeFromNewsletter, type NewsletterStatus } from "#api/newsletter/newsletter.queries.ts";
import { deleteAccountRoute, meRoute, updateUserRoute } from "./account.routes.ts";
import type { Profile } from "./auth.schemas.ts";
import { findCustomer, type CustomerRow } from "./auth.queries.ts";
import { UNUSABLE_PASSWORD_HASH } from "./passwords.ts";
import type { Sessions } from "./sessions.ts";

export const INVALID_PHONE = "Enter a valid phone number, with its country code.";
const PREFETCH_REFUSED = "An account is deleted only when its owner asks, never by a prefetch.";

/** A phone as typed (international or national for the shopper's language) → E.164, or a field error. */
export function readPhone(text: string | null | undefined, lang: string, field: string): string | null {
  if (!text) return null;
  const check = checkPhone(text, defaultCountryFor(lang));
  if (!check.valid || !check.e164) throw new ApiError(400, "VALIDATION_FAILED", `${field}: ${INVALID_PHONE}`, { [field]: INVALID_PHONE });
  return check.e164;
}

export function toProfile(row: CustomerRow, newsletter: NewsletterStatus): Profile {
  return {
    id: row.id, email: row.email, name: row.name, lastname: row.lastname, company: row.company, phone: row.phone,
    birthdate_at: row.birthdate, newsletter: newsletter !== "none", newsletter_status: newsletter, lang: row.lang,
  };
}

export function accountRoutes(deps: { db: Database; sessions: Sessions }) {
  const { db, sessions } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  // Spec §7 deletes with a GET: never run for a prefetch, and (as everything under /auth, api/app.ts) never
  // stored by a cache. Only the bearer token authenticates it (the API reads no cookie), so a link or an
  // image on another site cannot delete anyone.
  app.use(deleteAccountRoute.path, async (c, next) => {
    if (isPrefetch(c.req.raw.headers)) return sendError(c, 403, "FORBIDDEN", PREFETCH_REFUSED, undefined, "prefetch_refused");
    await next();
  });

  app.openapi(meRoute, async (c) => {
    const customer = await findCustomer(db, requireCustomer(c.var.info).customerId);
    if (!customer) throw sessionEnded();
    return c.json({ data: toProfile(customer, await newsletterStatusOf(db, customer.email)) }, 200);
  });

  app.openapi(updateUserRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const body = c.req.valid("json");
    const phone = readPhone(body.phone, c.var.info.lang, "phone");
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [updated] = await tx.update(customers).set({
        name: body.name, lastname: body.lastname, updatedAt: new Date(),
        ...(body.company !== undefined ? { company: body.company || null } : {}),
        ...(body.phone !== undefined ? { phone } : {}),
        ...(body.birthdate_at !== undefined ? { birthdate: body.birthdate_at } : {}),
      }).where(eq(customers.id, customerId)).returning();
      if (!updated || updated.deletedAt) throw sessionEnded();
      // Ticking the box asks for a subscription (the confirmation e-mail goes out once); unticking leaves at once.
      const status = await newsletterStatusOf(tx, updated.email);
      if (body.newsletter && status === "none") {
        await requestSubscription(tx, { email: updated.email, lang: c.var.info.lang, source: "profile", customerId: updated.id });
      } else if (!body.newsletter && status !== "none") {
        await unsubscribeFromNewsletter(tx, updated.email, "profile", c.var.info.lang);
      }
      return { row: updated, newsletter: await newsletterStatusOf(tx, updated.email) };
    });
    return c.json({ data: toProfile(row.row, row.newsletter) }, 200);
  });

  app.openapi(deleteAccountRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const ended = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
      if (!customer || customer.deletedAt) throw sessionEnded();
      await unsubscribeFromNewsletter(tx, customer.email, "profile", c.var.info.lang);
      // The address is freed for a new account, and nothing personal is left on the row; orders keep their own copy.
      await tx.update(customers).set({
        deletedAt: new Date(), email: `deleted-${customer.id}@deleted.invalid`, passwordHash: UNUSABLE_PASSWORD_HASH,
        name: "", lastname: "", company: null, phone: null, birthdate: null, newsletter: false, updatedAt: new Date(),
      }).where(eq(customers.id, customerId));
      await tx.delete(addresses).where(eq(addresses.customerId, customerId));
      await tx.delete(carts).where(eq(carts.customerId, customerId));
      await tx.delete(wishlists).where(eq(wishlists.customerId, customerId));
      await tx.delete(savedCarts).where(eq(savedCarts.customerId, customerId));
      await tx.delete(accountTokens).where(eq(accountTokens.customerId, customerId));
      // Its providers' accounts sign nobody in any more, and may make a new account.
      await tx.delete(customerIdentities).where(eq(customerIdentities.customerId, customerId));
      await tx.delete(socialLoginAttempts).where(or(eq(socialLoginAttempts.customerId, customerId), eq(socialLoginAttempts.pendingCustomerId, customerId)));
      return sessions.revokeCustomer(tx, customerId);
    });
    sessions.forget(ended);
    return c.json({ data: { status: "deleted" as const } }, 200);
  });

  return app;
}
