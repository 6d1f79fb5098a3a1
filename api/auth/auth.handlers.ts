import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { customers } from "#db/schema/schema.ts";
import { normalizeEmail } from "#domain/email.ts";
import { ApiError } from "#api/http/errors.ts";
import { sessionEnded } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { requestSubscription } from "#api/newsletter/newsletter.queries.ts";
import {
  activateRoute, changePasswordRoute, loginRoute, logoutRoute, refreshRoute, registerRoute, resetPasswordRoute,
} from "./auth.routes.ts";
import {
  consumeAccountToken, createAccountToken, expireAccountTokens, findCustomerByEmail, isAccountTokenLive, isUniqueViolation, queueActivation, queueMail,
} from "./auth.queries.ts";
import { refuseCommonPassword } from "./common-password.ts";
import { hashPassword, primePasswordCheck } from "./passwords.ts";
import { invalidCredentials, requirePassword } from "./password-sign-in.ts";
import { enforceRateLimits, RATE_RULES } from "./rate-limit.ts";
import { createSignIn, type SignInDeps } from "./sign-in.ts";

export type AuthDeps = SignInDeps;

const INVALID_TOKEN = "This link is not valid any more. Ask for a new one.";

function invalidToken(): ApiError {
  return new ApiError(400, "VALIDATION_FAILED", INVALID_TOKEN, { token: INVALID_TOKEN }, "invalid_token");
}

const ACCEPTED = { data: { status: "accepted" as const } };

export function authRoutes(deps: AuthDeps) {
  const { db, sessions } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  void primePasswordCheck();

  const signIn = createSignIn(deps);

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid("json");
    const email = normalizeEmail(body.email);
    const { lang, clientIp, anonymousId } = c.var.info;
    await enforceRateLimits(db, [RATE_RULES.loginEmail(email), RATE_RULES.loginClient(clientIp)]);
    const found = await findCustomerByEmail(db, email);
    // An unknown address is checked against a dummy hash: same answer, similar time.
    const customer = await requirePassword(db, found, body.password);
    const data = await signIn(lang, anonymousId, body.remember_me ?? false, async (tx) => {
      const [row] = await tx.select().from(customers).where(eq(customers.id, customer.id)).for("update");
      // Deleted between the password check and now: the same refusal as a wrong password.
      if (!row || row.deletedAt) throw invalidCredentials();
      return row;
    });
    return c.json({ data }, 200);
  });

  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid("json");
    const email = normalizeEmail(body.email);
    const { lang, clientIp } = c.var.info;
    refuseCommonPassword(body.password, lang);
    await enforceRateLimits(db, [RATE_RULES.registerClient(clientIp), RATE_RULES.registerEmail(email)]);
    // Hashed whatever happens next, so a known address answers in the same time as a new one.
    const passwordHash = await hashPassword(body.password);
    const register = () => db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const existing = await findCustomerByEmail(tx, email);
      if (existing?.activatedAt) return queueMail(tx, existing.email, lang, { template: "account-exists", payload: {} });
      // Not activated yet: this registration gets its own link, with its own password (a stranger who
      // registered the address first cannot choose the owner's password).
      if (existing) return queueActivation(tx, existing, passwordHash);
      const [customer] = await tx.insert(customers).values({
        email, passwordHash, name: body.name, lastname: body.lastname, lang,
        birthdate: body.birthdate_at ?? null,
      }).returning();
      await queueActivation(tx, customer!, passwordHash);
      // The box asks for the newsletter: its own confirmation e-mail (double opt-in) beside the activation.
      if (body.newsletter) await requestSubscription(tx, { email, lang, source: "register", customerId: customer!.id });
    });
    try {
      await register();
    } catch (error) {
      // Two registrations of one address at once: the loser now finds the winner's account.
      if (!isUniqueViolation(error)) throw error;
      await register();
    }
    return c.json(ACCEPTED, 202);
  });

  app.openapi(activateRoute, async (c) => {
    const { token } = c.req.valid("json");
    const { lang, anonymousId, clientIp } = c.var.info;
    await enforceRateLimits(db, [RATE_RULES.activateClient(clientIp)]);
    const data = await signIn(lang, anonymousId, true, async (tx) => {
      const customer = await consumeAccountToken(tx, token, "activate");
      // An activation link is not a sign-in link: once the account is active, every other one is dead.
      if (!customer || customer.activatedAt) throw invalidToken();
      const passwordHash = customer.tokenPasswordHash ?? customer.passwordHash;
      const [activated] = await tx.update(customers).set({ activatedAt: new Date(), passwordHash, updatedAt: new Date() }).where(eq(customers.id, customer.id)).returning();
      await expireAccountTokens(tx, customer.id, "activate");
      return activated!;
    });
    return c.json({ data }, 200);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    const email = normalizeEmail(c.req.valid("json").email);
    const { clientIp, lang } = c.var.info;
    await enforceRateLimits(db, [RATE_RULES.resetEmail(email), RATE_RULES.resetClient(clientIp)]);
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const customer = await findCustomerByEmail(tx, email);
      // Not activated yet as well: choosing a password through the e-mailed link proves the mailbox,
      // so changing it activates the account.
      if (!customer) return;
      const token = await createAccountToken(tx, customer.id, "reset");
      // In the language the shopper asked in: that is the page the link brings them back to.
      await queueMail(tx, customer.email, lang, { template: "password-reset", payload: { token } });
    });
    return c.json(ACCEPTED, 202);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const body = c.req.valid("json");
    refuseCommonPassword(body.password, c.var.info.lang);
    await enforceRateLimits(db, [RATE_RULES.changeClient(c.var.info.clientIp)]);
    // Hashing costs ~50 ms of a worker thread: a made-up token must not buy one.
    if (!(await isAccountTokenLive(db, body.token, "reset"))) throw invalidToken();
    const passwordHash = await hashPassword(body.password);
    const ended = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const customer = await consumeAccountToken(tx, body.token, "reset");
      if (!customer) throw invalidToken();
      await tx.update(customers).set({ passwordHash, activatedAt: customer.activatedAt ?? new Date(), updatedAt: new Date() }).where(eq(customers.id, customer.id));
      await expireAccountTokens(tx, customer.id, "reset");
      await expireAccountTokens(tx, customer.id, "activate");
      // DESIGN principle 2: a password change ends every session, a thief's included.
      return sessions.revokeCustomer(tx, customer.id);
    });
    sessions.forget(ended);
    return c.json({ data: { status: "changed" as const } }, 200);
  });

  app.openapi(refreshRoute, async (c) => {
    const outcome = await sessions.refresh(c.req.valid("json").refreshToken);
    if (!outcome.ok) throw sessionEnded();
    return c.json({ data: outcome.session }, 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const body = (c.req.valid("json") as { refreshToken?: string } | undefined) ?? {};
    const { session, bearer } = c.var.info;
    // DESIGN security principle 2: signing out ends the customer's other sessions too (a shared or
    // lost device is signed out by signing out anywhere).
    if (session) await sessions.revokeCustomer(db, session.customerId);
    else if (bearer) {
      // A token of ours that this node still thinks live elsewhere, or one already revoked: end it all the same.
      const familyId = sessions.readAccessToken(bearer);
      if (familyId) await sessions.revokeFamily(db, familyId);
    }
    if (body.refreshToken) await sessions.revokeByRefreshToken(body.refreshToken);
    return c.json({ data: { status: "signed_out" as const } }, 200);
  });

  return app;
}
