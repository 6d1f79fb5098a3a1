import { createRoute, z } from "@hono/zod-openapi";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";
import { SETTINGS, SWITCH_BODY } from "./settings.schemas.ts";

const errors = (...codes: (400 | 404 | 413 | 415 | 422)[]) => Object.fromEntries(codes.map((code) => [code, errorResponse("Error")]));

export const getSettingsRoute = createRoute({
  method: "get",
  path: "/setting",
  tags: ["settings"],
  summary: "The shop's configuration in the language of the lang header",
  responses: {
    200: dataResponse(SETTINGS, "Settings"),
    304: { description: "Not modified since the ETag given in If-None-Match" },
  },
});

export const switchSlugRoute = createRoute({
  method: "post",
  path: "/setting/{lang}/switch",
  tags: ["settings"],
  summary: "Translate a slug (from the lang header's language) into {lang}",
  request: {
    params: z.object({ lang: z.enum(SUPPORTED_LOCALES).openapi({ param: { name: "lang", in: "path" }, example: "en" }) }),
    body: { required: true, content: { "application/json": { schema: SWITCH_BODY } } },
  },
  responses: {
    200: dataResponse(z.object({ text: z.string() }), "The translated slug, or the original one when it names nothing known"),
    ...errors(400, 413, 415),
  },
});
