import { createRoute } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import { PROFILE, STATUS, UPDATE_USER_BODY } from "./auth.schemas.ts";

export const SESSION_ENDED = { 401: errorResponse("No bearer token, or one whose session has ended (reason session_ended)") };
export const BEARER = [{ bearer: [] }];

export const meRoute = createRoute({
  method: "get", path: "/auth/me", tags: ["account"], security: BEARER,
  summary: "The signed-in customer's profile",
  responses: { 200: dataResponse(PROFILE, "The profile"), ...SESSION_ENDED },
});

export const updateUserRoute = createRoute({
  method: "post", path: "/auth/update-user", tags: ["account"], security: BEARER,
  summary: "Change the profile (spec §7); newsletter subscribes or unsubscribes the account's address",
  description: "phone takes an international number (\"+41 44 668 18 00\") or E.164 and is stored as E.164.",
  request: jsonBody(UPDATE_USER_BODY),
  responses: {
    200: dataResponse(PROFILE, "The profile after the change"),
    400: errorResponse("Invalid request; fields names each field's problem"),
    ...SESSION_ENDED,
    413: errorResponse("Body too large"),
    415: errorResponse("Not JSON"),
  },
});

export const deleteAccountRoute = createRoute({
  method: "get", path: "/auth/delete-account", tags: ["account"], security: BEARER,
  summary: "Delete the account (spec §7 uses GET): personal data erased, addresses, cart, wishlist and saved carts deleted, every session ended",
  description: "Orders keep their own copy of the customer's details. Because it is a GET: only the bearer token authenticates it (no cookie is read); a request carrying Sec-Purpose: prefetch, Purpose: prefetch (or X-Purpose: preview) is refused; every answer carries Cache-Control: no-store.",
  responses: {
    200: dataResponse(STATUS("deleted"), "Deleted"),
    ...SESSION_ENDED,
    403: errorResponse("A prefetch or preview (Sec-Purpose, Purpose or X-Purpose header; reason prefetch_refused): nothing is deleted"),
  },
});
