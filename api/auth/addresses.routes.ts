import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { jsonBody } from "#api/http/request-schemas.ts";
import { BEARER, SESSION_ENDED } from "./account.routes.ts";
import { ADDRESS, ADDRESS_BODY, ADDRESS_PARAMS } from "./addresses.schemas.ts";
import { STATUS } from "./auth.schemas.ts";

const WRITE_ERRORS = {
  400: errorResponse("Invalid request; fields names each field's problem"),
  ...SESSION_ENDED,
  413: errorResponse("Body too large"),
  415: errorResponse("Not JSON"),
};
const NOT_FOUND = { 404: errorResponse("The customer has no address with this id") };

export const listAddressesRoute = createRoute({
  method: "get", path: "/auth/addresses", tags: ["account"], security: BEARER,
  summary: "The customer's shipping addresses, the default first",
  responses: { 200: dataResponse(z.array(ADDRESS), "Addresses"), ...SESSION_ENDED },
});

export const createAddressRoute = createRoute({
  method: "post", path: "/auth/addresses", tags: ["account"], security: BEARER,
  summary: "Add a shipping address (at most 20); the first one becomes the default",
  request: jsonBody(ADDRESS_BODY),
  responses: { 201: dataResponse(ADDRESS, "The new address"), ...WRITE_ERRORS, 422: errorResponse("Already 20 addresses (reason too_many_addresses)") },
});

export const updateAddressRoute = createRoute({
  method: "put", path: "/auth/addresses/{id}", tags: ["account"], security: BEARER,
  summary: "Replace an address; isDefault true makes it the default (the others lose it)",
  request: { params: ADDRESS_PARAMS, ...jsonBody(ADDRESS_BODY) },
  responses: { 200: dataResponse(ADDRESS, "The address after the change"), ...WRITE_ERRORS, ...NOT_FOUND },
});

export const deleteAddressRoute = createRoute({
  method: "delete", path: "/auth/addresses/{id}", tags: ["account"], security: BEARER,
  summary: "Delete an address; when it was the default, the oldest remaining one becomes the default",
  request: { params: ADDRESS_PARAMS },
  responses: { 200: dataResponse(STATUS("deleted"), "Deleted"), 400: errorResponse("Invalid id"), ...SESSION_ENDED, ...NOT_FOUND },
});
