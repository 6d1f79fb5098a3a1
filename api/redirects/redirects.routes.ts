import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

export const CHECK_REDIRECT_BODY = z.strictObject({
  type: z.enum(["parameter", "newurl"]).openapi({ description: "parameter: a legacy query value; newurl: an old path" }),
  property: z.string().trim().min(1, "Give the property to look up.").max(64, "The property is too long.").openapi({ example: "id" }),
  value_to_search: z.string().trim().min(1, "Give the value to look up.").max(2000, "The value is too long.").openapi({ example: "1234" }),
}).openapi("CheckRedirectRequest");

export const checkRedirectRoute = createRoute({
  method: "post",
  path: "/redirects/check-redirect",
  tags: ["redirects"],
  summary: "Resolve a legacy URL through the shop's redirect rules",
  request: { body: { required: true, content: { "application/json": { schema: CHECK_REDIRECT_BODY } } } },
  responses: {
    200: dataResponse(z.object({ redirect: z.boolean(), new_value: z.string().nullable(), status: z.number().int().nullable() }), "redirect false when nothing matches"),
    400: errorResponse("Invalid request"),
  },
});
