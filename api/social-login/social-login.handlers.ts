import { OpenAPIHono } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { customerIdentities, customers } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireCustomer, sessionEnded } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findCustomer, findCustomerByEmail, isUniqueViolation, type CustomerRow } from "#api/auth/auth.queries.ts";
import { invalidCredentials, requirePassword } from "#api/auth/password-sign-in.ts";
import { hasUsablePassword } from "#api/auth/passwords.ts";
import { enforceRateLimits, RATE_RULES } from "#api/auth/rate-limit.ts";
import { createSignIn, type SignInDeps } from "#api/auth/sign-in.ts";
import { newOpaqueToken } from "#api/auth/tokens.ts";
import { callbackRoute, confirmRoute, identitiesRoute, pendingRoute, startRoute, unlinkRoute } from "./social-login.routes.ts";
import { awaitConfirmation, consumePending, findIdentity, findPending, insertIdentity, listIdentities, type AttemptRow } from "./social-login.queries.ts";
import { createSocialFlow, stateInvalid, type LogEvent } from "./social-login.flow.ts";
import type { SocialClaims } from "./social-claims.ts";
import { KNOWN_PROVIDERS, type SocialProviders } from "./social-providers.ts";

export interface SocialLoginDeps extends SignInDeps {
  providers: SocialProviders;
  publicBaseUrl: string;
  log: LogEvent;
}

const EMAIL_UNVERIFIED = "The provider did not confirm your e-mail address: confirm it there, or register with your e-mail address.";

function conflict(reason: "identity_taken" | "provider_already_linked"): ApiError {
  return new ApiError(409, "CONFLICT", reason === "identity_taken"
    ? "This account of the provider is linked to another customer of the shop."
    : "Your account is linked to another account of this provider already: unlink it first.", undefined, reason);
}

export function socialLoginRoutes(deps: SocialLoginDeps) {
  const { db, providers } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const signIn = createSignIn(deps);
  const flow = createSocialFlow(deps);
  const nameOf = (code: string) => providers.get(code as never)?.name ?? KNOWN_PROVIDERS[code as keyof typeof KNOWN_PROVIDERS]?.name ?? code;

  /** In the caller's transaction: the identity joins the customer, unless it, or this provider, is taken. */
  async function link(tx: Database, customerId: string, provider: string, claims: Pick<SocialClaims, "subject" | "email">): Promise<void> {
    const existing = await findIdentity(tx, provider, claims.subject);
    if (existing) {
      if (existing.customerId !== customerId) throw conflict("identity_taken");
      return;
    }
    const [same] = await tx.select({ id: customerIdentities.id }).from(customerIdentities)
      .where(and(eq(customerIdentities.customerId, customerId), eq(customerIdentities.provider, provider)));
    if (same) throw conflict("provider_already_linked");
    await insertIdentity(tx, { customerId, provider, subject: claims.subject, email: claims.email });
  }

  /** A new active account without a password, from the claims, with the identity linked. */
  async function createCustomer(tx: Database, attempt: AttemptRow, claims: SocialClaims): Promise<CustomerRow> {
    const [customer] = await tx.insert(customers).values({
      email: claims.email!, passwordHash: null, name: claims.name, lastname: claims.lastname, lang: attempt.lang, activatedAt: new Date(),
    }).returning();
    await insertIdentity(tx, { customerId: customer!.id, provider: attempt.provider, subject: claims.subject, email: claims.email });
    return customer!;
  }

  async function lockCustomer(tx: Database, id: string): Promise<CustomerRow | null> {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    return row && !row.deletedAt ? row : null;
  }

  /** purpose login: an identity signs in; a verified e-mail of an account waits for its password; else a new account. */
  async function signInWith(attempt: AttemptRow, claims: SocialClaims, anonymousId: string | null) {
    const lang = attempt.lang as Locale;
    for (let round = 0; ; round++) {
      try {
        const known = await findIdentity(db, attempt.provider, claims.subject);
        if (!known) {
          if (!claims.emailVerified) throw new ApiError(400, "VALIDATION_FAILED", EMAIL_UNVERIFIED, undefined, "email_unverified");
          const owner = await findCustomerByEmail(db, claims.email!);
          if (owner) {
            // No account is taken over through a provider: its owner links it with the account's password.
            const confirmation = newOpaqueToken();
            await awaitConfirmation(db, attempt.id, { confirmation, customerId: owner.id, subject: claims.subject, email: claims.email! });
            return { outcome: "confirm" as const, lang, redirect_to: attempt.redirectTo, confirmation };
          }
        }
        let created = false;
        const session = await signIn(lang, anonymousId, true, async (tx) => {
          if (!known) {
            created = true;
            return createCustomer(tx, attempt, claims);
          }
          const customer = await lockCustomer(tx, known.customerId);
          if (!customer) throw stateInvalid();
          return customer;
        });
        return { outcome: "signed_in" as const, lang, redirect_to: attempt.redirectTo, created, session };
      } catch (error) {
        // The same e-mail registered, or the same identity signed in, at the same moment: decide again.
        if (round > 0 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  // Registered before /auth/social/{provider}: "callback" and "pending" are not providers.
  app.openapi(callbackRoute, async (c) => {
    const { query, binding } = c.req.valid("json");
    const { clientIp, anonymousId, session } = c.var.info;
    await enforceRateLimits(db, [RATE_RULES.socialCallbackClient(clientIp)]);
    const { attempt, claims } = await flow.finish(query, binding);
    if (attempt.purpose === "link") {
      if (!session || session.customerId !== attempt.customerId) throw sessionEnded();
      const customerId = session.customerId;
      try {
        await db.transaction(async (tx) => {
          if (!(await lockCustomer(tx as unknown as Database, customerId))) throw sessionEnded();
          await link(tx as unknown as Database, customerId, attempt.provider, claims);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("identity_taken");
        throw error;
      }
      return c.json({ data: { outcome: "linked" as const, lang: attempt.lang, provider: attempt.provider } }, 200);
    }
    return c.json({ data: await signInWith(attempt, claims, anonymousId) }, 200);
  });

  app.openapi(pendingRoute, async (c) => {
    const pending = await findPending(db, c.req.valid("json").confirmation);
    const customer = pending?.pendingCustomerId ? await findCustomer(db, pending.pendingCustomerId) : null;
    if (!pending || !customer) throw stateInvalid();
    return c.json({ data: { email: customer.email, provider: pending.provider, provider_name: nameOf(pending.provider), lang: pending.lang } }, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const body = c.req.valid("json");
    const { clientIp, anonymousId, lang } = c.var.info;
    const pending = await findPending(db, body.confirmation);
    const found = pending?.pendingCustomerId ? await findCustomer(db, pending.pendingCustomerId) : null;
    if (!pending || !found) throw stateInvalid();
    // The password check of a login, with its limits: a confirmation is no way around them.
    await enforceRateLimits(db, [RATE_RULES.loginEmail(found.email), RATE_RULES.loginClient(clientIp)]);
    await requirePassword(db, found, body.password);
    try {
      const session = await signIn(lang, anonymousId, body.remember_me ?? false, async (tx) => {
        const used = await consumePending(tx, body.confirmation);
        if (!used) throw stateInvalid();
        const customer = await lockCustomer(tx, found.id);
        if (!customer) throw invalidCredentials();
        await link(tx, customer.id, used.provider, { subject: used.subject!, email: used.email });
        return customer;
      });
      return c.json({ data: { redirect_to: pending.redirectTo, session } }, 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("identity_taken");
      throw error;
    }
  });

  app.openapi(startRoute, async (c) => {
    const { provider } = c.req.valid("param");
    const body = c.req.valid("json");
    const { clientIp, lang } = c.var.info;
    flow.providerFor(provider);
    await enforceRateLimits(db, [RATE_RULES.socialStartClient(clientIp)]);
    const customerId = body.purpose === "link" ? requireCustomer(c.var.info).customerId : null;
    const data = await flow.start(provider, { purpose: body.purpose, customerId, lang, redirectTo: body.redirect_to });
    return c.json({ data }, 200);
  });

  app.openapi(identitiesRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const customer = await findCustomer(db, customerId);
    if (!customer) throw sessionEnded();
    const identities = await listIdentities(db, customerId);
    return c.json({
      data: {
        identities: identities.map((i) => ({ provider: i.provider, name: nameOf(i.provider), email: i.email, linked_at: i.createdAt.toISOString() })),
        providers: [...providers.values()].map((p) => ({ provider: p.code, name: p.name })),
        has_password: hasUsablePassword(customer.passwordHash),
      },
    }, 200);
  });

  app.openapi(unlinkRoute, async (c) => {
    const { customerId } = requireCustomer(c.var.info);
    const { provider } = c.req.valid("param");
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // Locked: two unlinks at once cannot both leave the account without a way in.
      const customer = await lockCustomer(tx, customerId);
      if (!customer) throw sessionEnded();
      const identities = await listIdentities(tx, customerId);
      if (!identities.some((i) => i.provider === provider)) throw new ApiError(404, "NOT_FOUND", "This provider is not linked to your account.", undefined, "not_linked");
      if (!hasUsablePassword(customer.passwordHash) && identities.length === 1) {
        throw new ApiError(409, "CONFLICT", "This is the only way to sign in to your account: set a password first (\"Forgot your password?\" sends you a link), then unlink it.", undefined, "last_sign_in_method");
      }
      await tx.delete(customerIdentities).where(and(eq(customerIdentities.customerId, customerId), eq(customerIdentities.provider, provider)));
    });
    return c.json({ data: { status: "unlinked" as const } }, 200);
  });

  return app;
}
