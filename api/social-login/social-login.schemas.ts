import { z } from "@hono/zod-openapi";
import { PASSWORD_MAX_LENGTH } from "#domain/password.ts";
import { LOGIN_DATA } from "#api/auth/auth.schemas.ts";
import { SOCIAL_PROVIDER_CODES } from "./social-providers.ts";

export const PROVIDER_PARAM = z.object({
  provider: z.enum(SOCIAL_PROVIDER_CODES, "Name a provider: google, microsoft, apple, github or oidc.").openapi({ param: { name: "provider", in: "path" }, example: "google" }),
});

/** One-time values the API handed out (32 random bytes, base64url). */
const OPAQUE = (what: string) => z.string().trim().min(16, `This ${what} is not complete.`).max(256, `This ${what} is not valid.`);

export const START_BODY = z.strictObject({
  purpose: z.enum(["login", "link"], "login or link").default("login").openapi({ description: "login: sign in or create an account; link: add the provider to the signed-in customer (bearer token required)" }),
  redirect_to: z.string().trim().max(512, "Use at most 512 characters.").regex(/^\/(?![/\\])/, "A path of the shop, starting with one /.").optional()
    .openapi({ description: "A page of the shop to return to after signing in", example: "/en/cart" }),
}).openapi("SocialLoginStartRequest");

export const START_DATA = z.object({
  url: z.string().openapi({ description: "The provider's authorization page: send the shopper there (spec §7: the response url is used for redirect)" }),
  binding: z.string().openapi({ description: "Keep it in the shopper's browser (an httpOnly cookie) and send it with the callback: a callback from another browser is refused" }),
}).openapi("SocialLoginStart");

export const CALLBACK_BODY = z.strictObject({
  query: z.string().max(8192, "The answer of the provider is too long.").openapi({ description: "The query string the provider sent the shopper back with (code, state, iss…), without the ?", example: "code=…&state=…" }),
  binding: OPAQUE("sign-in"),
}).openapi("SocialLoginCallbackRequest");

export const CALLBACK_DATA = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("signed_in"), lang: z.string(), redirect_to: z.string().nullable(), created: z.boolean().openapi({ description: "A new account was made from the provider's claims" }), session: LOGIN_DATA }),
  z.object({
    outcome: z.literal("confirm"), lang: z.string(), redirect_to: z.string().nullable(),
    confirmation: z.string().openapi({ description: "An account has the provider's verified e-mail: its password links the provider (POST /auth/social/pending/confirm), 10 minutes" }),
  }),
  z.object({ outcome: z.literal("linked"), lang: z.string(), provider: z.string() }),
]).openapi("SocialLoginCallback");

export const PENDING_BODY = z.strictObject({ confirmation: OPAQUE("confirmation") }).openapi("SocialLoginPendingRequest");

export const PENDING_DATA = z.object({
  email: z.string(), provider: z.string(), provider_name: z.string(), lang: z.string(),
}).openapi("SocialLoginPending");

export const CONFIRM_BODY = z.strictObject({
  confirmation: OPAQUE("confirmation"),
  password: z.string().trim().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH, "Use at most 128 characters."),
  remember_me: z.boolean().optional(),
}).openapi("SocialLoginConfirmRequest");

export const CONFIRM_DATA = z.object({ redirect_to: z.string().nullable(), session: LOGIN_DATA }).openapi("SocialLoginConfirmed");

export const IDENTITIES_DATA = z.object({
  identities: z.array(z.object({ provider: z.string(), name: z.string(), email: z.string().nullable(), linked_at: z.string() })),
  providers: z.array(z.object({ provider: z.string(), name: z.string() })).openapi({ description: "Every provider the shop offers" }),
  has_password: z.boolean().openapi({ description: "false: the account was made through a provider and has no password yet (a password-reset e-mail sets one)" }),
}).openapi("SocialIdentities");

export const UNLINKED = z.object({ status: z.literal("unlinked") });
