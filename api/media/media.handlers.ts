import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import sharp from "sharp";
import type { Database } from "#db/client.ts";
import { operatorActions } from "#db/schema/schema.ts";
import { ApiError } from "#api/http/errors.ts";
import { limitBodyTo } from "#api/http/guards.ts";
import { validationHook } from "#api/http/validation.ts";
import { requireOperator, type Operators, type OpsEnv } from "#api/operations/operator-auth.ts";
import { getMediaRoute, putMediaRoute } from "./media.routes.ts";

export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** As /_ipx reads them (server/images.ts): a larger picture would never be shown. */
const MAX_PIXELS = 40_000_000;
const TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", heif: "image/avif" };

const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The shop's pictures from the shop owner's files (issue 19): put by name into the media folder, as they are
 * (the originals; /_ipx resizes them for each page and keeps what it made). Checked by decoding, so only a
 * real JPEG, PNG, WebP or AVIF picture is kept.
 */
export function mediaRoutes(deps: { db: Database; operators: Operators; mediaDir: string }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/media/*", requireOperator(deps.operators));
  app.use("/ops/media/*", limitBodyTo(MAX_PICTURE_BYTES));
  app.use("/ops/media/*", async (_c, next) => {
    if (!deps.mediaDir) throw new ApiError(503, "UNAVAILABLE", "This API was started without a media folder (DATA_DIR/media).");
    await next();
  });

  app.openapi(putMediaRoute, async (c) => {
    const { folder, name } = c.req.valid("param");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata().catch(() => null);
    const type = metadata?.format && TYPES[metadata.format];
    if (!metadata || !type || !metadata.width || !metadata.height) {
      throw new ApiError(400, "VALIDATION_FAILED", `${name} is not a JPEG, PNG, WebP or AVIF picture the shop can read.`);
    }
    if (metadata.width * metadata.height > MAX_PIXELS) throw new ApiError(400, "VALIDATION_FAILED", `${name} has more than 40 megapixels: make it smaller first.`);
    const file = path.join(deps.mediaDir, folder, name);
    const before = await readFile(file).catch(() => null);
    const changed = !before || digest(before) !== digest(bytes);
    if (changed) {
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a page never reads half a picture.
      const partial = `${file}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      await deps.db.insert(operatorActions).values({ operator: c.var.operator, action: "media_put", details: { path: `${folder}/${name}`, bytes: bytes.byteLength, replaced: Boolean(before) } });
    }
    return c.json({ data: { path: `${folder}/${name}`, width: metadata.width, height: metadata.height, changed } }, 200);
  });

  app.openapi(getMediaRoute, async (c) => {
    const { folder, name } = c.req.valid("param");
    const bytes = await readFile(path.join(deps.mediaDir, folder, name)).catch(() => null);
    if (!bytes) throw new ApiError(404, "NOT_FOUND", `There is no picture ${folder}/${name}.`);
    const format = (await sharp(bytes).metadata().catch(() => null))?.format;
    return new Response(bytes, { status: 200, headers: { "Content-Type": (format && TYPES[format]) || "application/octet-stream", "Cache-Control": "no-store" } }) as never;
  });
  return app;
}
