import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

/** The media folder's sub-folders a shop owner's files put pictures in. */
export const MEDIA_FOLDERS = ["products", "categories", "brands", "brand", "slides", "blog", "pages"] as const;

const SECURITY = [{ operator: [] }];
const PARAMS = z.object({
  folder: z.enum(MEDIA_FOLDERS, `The folder is one of ${MEDIA_FOLDERS.join(", ")}.`),
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(jpe?g|png|webp|avif)$/i, "A picture's name has letters, digits and . _ - and ends in .jpg, .png, .webp or .avif."),
});

export const MEDIA_FILE = z.object({
  path: z.string().openapi({ example: "products/spaghetti.jpg" }),
  width: z.number().int(), height: z.number().int(),
  changed: z.boolean().openapi({ description: "False when the shop had these very bytes under this name already" }),
}).openapi("MediaFile");

export const putMediaRoute = createRoute({
  method: "put", path: "/ops/media/{folder}/{name}", tags: ["operations"], security: SECURITY,
  summary: "Put a picture in the shop's media folder (the original; /_ipx makes the sizes pages ask for)",
  description: "Operators only (decision 013). The body is the picture (image/jpeg, image/png, image/webp or image/avif), at most 20 MB and 40 megapixels, " +
    "checked by decoding its header. The same bytes again change nothing. A picture replaced under the same name may be shown from browsers' caches for up to " +
    "30 days: give a changed picture a new name.",
  request: { params: PARAMS, body: { content: { "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() }, "image/webp": { schema: z.string() }, "image/avif": { schema: z.string() } }, required: true } },
  responses: {
    200: dataResponse(MEDIA_FILE, "Kept"),
    400: errorResponse("A name or folder that is not allowed, or a body that is not such a picture"),
    401: errorResponse("No or wrong operator credentials"),
    413: errorResponse("Larger than 20 MB"),
  },
});

export const getMediaRoute = createRoute({
  method: "get", path: "/ops/media/{folder}/{name}", tags: ["operations"], security: SECURITY,
  summary: "A picture of the media folder, as it was put (an export takes the catalogue's pictures along)",
  description: "Operators only (decision 013).",
  request: { params: PARAMS },
  responses: {
    200: { description: "The picture", content: { "image/jpeg": { schema: z.string() }, "image/png": { schema: z.string() }, "image/webp": { schema: z.string() }, "image/avif": { schema: z.string() } } },
    401: errorResponse("No or wrong operator credentials"),
    404: errorResponse("No such picture"),
  },
});
