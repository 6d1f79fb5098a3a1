import { createRoute } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import {
  CHANGE_PASSWORD_BODY, LOGIN_BODY, LOGIN_DATA, LOGOUT_BODY, REFRESH_BODY, REGISTER_BODY, RESET_BODY, SESSION_TOKENS, STATUS, TOKEN_BODY,
} from "./auth.schemas.ts";

export const BODY_ERRORS = {
  400: errorResponse("Invalid request; fields names each field's problem"),
  413: errorResponse("Body too large"),
  415: errorResponse("Not JSON"),
};
export const RATE_LIMITED = { 429: errorResponse("Too many attempts (reason rate_limited); Retry-After says when to try again") };
const COMMON_PASSWORD = "A password on the list of common and breached passwords (compared trimmed, in lowercase) answers 400 with reason common_password and fields.password saying why, in the lang header's language.";
const MERGE = "The visitor of the ia header becomes the customer: in one transaction its cart lines join the customer's cart (the same variant adds its quantities, up to what may be sold), its wishlist items join the customer's, its saved carts become the customer's, and its own cart and wishlist are deleted.";

export const loginRoute = createRoute({
  method: "post", path: "/auth/", tags: ["auth"],
  summary: "Sign in with e-mail and password (spec §7)",
  description: `E-mail and password are trimmed. ${MERGE} Limits: 10 attempts per e-mail and 30 per client per 15 minutes.`,
  request: jsonBody(LOGIN_BODY),
  responses: {
    200: dataResponse(LOGIN_DATA, "Signed in"),
    ...BODY_ERRORS,
    401: errorResponse("Wrong e-mail or password, or a deleted account (reason invalid_credentials): the same answer for all"),
    403: errorResponse("The account is not activated yet (reason not_activated); a new activation e-mail is queued"),
    ...RATE_LIMITED,
  },
});

export const registerRoute = createRoute({
  method: "post", path: "/auth/register", tags: ["auth"],
  summary: "Create an account; an activation e-mail is queued",
  description: `Always 202 for valid input, so nobody learns which addresses have an account: a known active address gets an account-exists e-mail, a known address not yet activated a new activation e-mail. ${COMMON_PASSWORD} Limits: 5 per client and 3 per e-mail per hour.`,
  request: jsonBody(REGISTER_BODY),
  responses: { 202: dataResponse(STATUS("accepted"), "Accepted; an e-mail is queued"), ...BODY_ERRORS, ...RATE_LIMITED },
});

export const activateRoute = createRoute({
  method: "post", path: "/auth/active-user", tags: ["auth"],
  summary: "Activate an account with the token of its activation e-mail, and sign in (remember me on)",
  description: MERGE,
  request: jsonBody(TOKEN_BODY),
  responses: { 200: dataResponse(LOGIN_DATA, "Activated and signed in"), ...BODY_ERRORS },
});

export const resetPasswordRoute = createRoute({
  method: "post", path: "/auth/reset-password", tags: ["auth"],
  summary: "Ask for a password-reset e-mail (the link works one hour)",
  description: "Always 202: an active account gets a password-reset e-mail, one not yet activated an activation e-mail, an unknown address nothing. Limits: 5 per e-mail and 10 per client per hour.",
  request: jsonBody(RESET_BODY),
  responses: { 202: dataResponse(STATUS("accepted"), "Accepted"), ...BODY_ERRORS, ...RATE_LIMITED },
});

export const changePasswordRoute = createRoute({
  method: "post", path: "/auth/change-password", tags: ["auth"],
  summary: "Set a new password with the token of a password-reset e-mail; every session of the account ends",
  description: `${COMMON_PASSWORD} An unknown, used or expired token answers 400 with reason invalid_token.`,
  request: jsonBody(CHANGE_PASSWORD_BODY),
  responses: { 200: dataResponse(STATUS("changed"), "Changed; sign in with the new password"), ...BODY_ERRORS },
});

export const refreshRoute = createRoute({
  method: "post", path: "/auth/refresh", tags: ["auth"],
  summary: "Trade a refresh token for a new access token and the next refresh token",
  description: "A refresh token works once. Using one again (or a revoked or expired one) answers 401 with reason session_ended and ends the whole session: every token of its family.",
  request: jsonBody(REFRESH_BODY),
  responses: { 200: dataResponse(SESSION_TOKENS, "The new tokens"), ...BODY_ERRORS, 401: errorResponse("The session has ended (reason session_ended)") },
});

export const logoutRoute = createRoute({
  method: "post", path: "/auth/logout", tags: ["auth"],
  summary: "Sign out: every session of the customer ends (this one and those on other devices); a refresh token sent alone ends its own session",
  description: "Idempotent: without a valid bearer token it still answers 200.",
  request: { body: { required: false, content: { "application/json": { schema: LOGOUT_BODY } } } },
  responses: { 200: dataResponse(STATUS("signed_out"), "Signed out"), ...BODY_ERRORS },
});
