import { createRoute } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import { BEARER, SESSION_ENDED } from "#api/auth/account.routes.ts";
import { BODY_ERRORS, RATE_LIMITED } from "#api/auth/auth.routes.ts";
import {
  CALLBACK_BODY, CALLBACK_DATA, CONFIRM_BODY, CONFIRM_DATA, IDENTITIES_DATA, PENDING_BODY, PENDING_DATA, PROVIDER_PARAM, START_BODY, START_DATA, UNLINKED,
} from "./social-login.schemas.ts";

const STATE = "400 with reason social_state_invalid: the sign-in is unknown, used, older than 10 minutes, or was started in another browser (binding).";

export const startRoute = createRoute({
  method: "post", path: "/auth/social/{provider}", tags: ["social login"],
  summary: "Start a sign-in with a provider (spec §7: POST to the url of settings.authentications; the response url is used for redirect)",
  description: "Authorization code flow with PKCE, state and nonce (openid-client); the state, nonce and code verifier stay in the database, one use, 10 minutes. The redirect URI is {PUBLIC_BASE_URL}/social-login/callback. Limit: 30 per client per 15 minutes.",
  request: { params: PROVIDER_PARAM, ...jsonBody(START_BODY) },
  responses: {
    200: dataResponse(START_DATA, "The provider's page to send the shopper to"),
    ...BODY_ERRORS,
    401: errorResponse("purpose link without a live bearer token (reason session_ended)"),
    404: errorResponse("The shop offers no such provider (reason provider_not_configured)"),
    ...RATE_LIMITED,
    503: errorResponse("The provider's metadata could not be read (reason provider_unavailable)"),
  },
});

export const callbackRoute = createRoute({
  method: "post", path: "/auth/social/callback", tags: ["social login"],
  summary: "Finish a sign-in with the provider's answer: sign in, ask for a password confirmation, or link",
  description: [
    "The code is exchanged and the ID token checked by openid-client (signature, issuer, audience, expiry, nonce, PKCE).",
    "purpose login: an identity linked before signs its customer in; else a verified e-mail (email_verified) of an existing account answers outcome confirm (its password links it: no account is taken over through a provider); else a new active account without a password is made from the claims and signed in. The visitor of the ia header merges into the customer as at a password login.",
    "purpose link: the bearer token must be the customer's who started; the identity joins the account.",
    STATE,
    "400 with reason email_unverified: the provider did not confirm the e-mail (no session). 400 with reason social_refused: the provider refused or its answer did not check out (a replayed code, a wrong nonce). 409 with reason identity_taken: the identity belongs to another account; provider_already_linked: the account has one of this provider. Limit: 60 per client per 15 minutes.",
  ].join(" "),
  request: jsonBody(CALLBACK_BODY),
  responses: {
    200: dataResponse(CALLBACK_DATA, "What happened"),
    ...BODY_ERRORS,
    401: errorResponse("purpose link without the starting customer's live session (reason session_ended)"),
    409: errorResponse("The identity is linked elsewhere (identity_taken), or the account has this provider already (provider_already_linked)"),
    ...RATE_LIMITED,
    503: errorResponse("The provider could not be reached (reason provider_unavailable)"),
  },
});

export const pendingRoute = createRoute({
  method: "post", path: "/auth/social/pending", tags: ["social login"],
  summary: "What a password confirmation is about: the account's e-mail and the provider",
  request: jsonBody(PENDING_BODY),
  responses: { 200: dataResponse(PENDING_DATA, "The pending link"), ...BODY_ERRORS },
});

export const confirmRoute = createRoute({
  method: "post", path: "/auth/social/pending/confirm", tags: ["social login"],
  summary: "Link the provider to the existing account with its password, and sign in",
  description: `One use. The password is checked as at POST /auth/ (same limits: 10 per e-mail and 30 per client per 15 minutes; same 401 invalid_credentials and 403 not_activated). ${STATE.replace("started in another browser (binding)", "confirmed already")} The visitor of the ia header merges into the customer.`,
  request: jsonBody(CONFIRM_BODY),
  responses: {
    200: dataResponse(CONFIRM_DATA, "Linked and signed in"),
    ...BODY_ERRORS,
    401: errorResponse("Wrong password (reason invalid_credentials)"),
    403: errorResponse("The account is not activated yet (reason not_activated)"),
    409: errorResponse("The identity was linked meanwhile to another account (identity_taken)"),
    ...RATE_LIMITED,
  },
});

export const identitiesRoute = createRoute({
  method: "get", path: "/auth/social/identities", tags: ["social login"], security: BEARER,
  summary: "The providers linked to the signed-in customer, and those the shop offers",
  responses: { 200: dataResponse(IDENTITIES_DATA, "Linked and offered providers"), ...SESSION_ENDED },
});

export const unlinkRoute = createRoute({
  method: "delete", path: "/auth/social/identities/{provider}", tags: ["social login"], security: BEARER,
  summary: "Unlink a provider from the signed-in customer",
  description: "Refused with 409 reason last_sign_in_method when it is the account's only way to sign in (no other provider, no password): a password-reset e-mail sets a password first.",
  request: { params: PROVIDER_PARAM },
  responses: {
    200: dataResponse(UNLINKED, "Unlinked"),
    400: errorResponse("Unknown provider"),
    ...SESSION_ENDED,
    404: errorResponse("No such provider linked (reason not_linked)"),
    409: errorResponse("The last way to sign in (reason last_sign_in_method)"),
  },
});
