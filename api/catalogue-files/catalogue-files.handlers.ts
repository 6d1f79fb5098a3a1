import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "#db/client.ts";
import { operatorActions } from "#db/schema/schema.ts";
import { ApiError, sendError } from "#api/http/errors.ts";
import { validationHook } from "#api/http/validation.ts";
import { requireOperator, type Operators, type OpsEnv } from "#api/operations/operator-auth.ts";
import { exportCatalogueRoute, importCatalogueRoute, importStockRoute } from "./catalogue-files.routes.ts";
import { exportCatalogue } from "./catalogue-export.ts";
import { MAX_JSON_ARRAY_BYTES, importCatalogue, type CatalogueFormat, type ImportMistake } from "./catalogue-import.ts";
import { importStock } from "./catalogue-stock.ts";

/** The largest catalogue file: some 500,000 variants with their texts. A JSON array is read whole, so it has its own limit. */
export const MAX_CATALOGUE_BYTES = 512 * 1024 * 1024;
const MAX_STOCK_BYTES = 64 * 1024 * 1024;

const TYPES: Record<string, CatalogueFormat> = {
  // Not text/plain: a browser may send that to another site without asking it first (a cross-site write).
  "text/csv": "csv", "application/csv": "csv", "application/vnd.ms-excel": "csv",
  "application/json": "json", "application/x-ndjson": "jsonl", "application/jsonl": "jsonl", "application/jsonlines": "jsonl",
};
const CONTENT_TYPES: Record<CatalogueFormat, string> = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8", jsonl: "application/x-ndjson; charset=utf-8" };

/** Where a mistake is, as a person reads it: "line 12, column 27 (price)", "product 3 (spaghetti), variants[1].price". */
export function placeOfMistake(m: Pick<ImportMistake, "line" | "column" | "column_number" | "product" | "handle">): string {
  const where = [
    m.line !== null ? `line ${m.line}` : m.product !== null ? `product ${m.product}${m.handle ? ` (${m.handle})` : ""}` : "",
    m.column ? (m.column_number ? `column ${m.column_number} (${m.column})` : m.column) : "",
  ].filter(Boolean).join(", ");
  return where;
}

function refuseMistakes(c: Context, what: string, report: { mistakes: (Pick<ImportMistake, "line" | "column" | "message"> & Partial<ImportMistake>)[]; more_mistakes: number }) {
  const total = report.mistakes.length + report.more_mistakes;
  const lines = report.mistakes.map((m) => {
    const where = placeOfMistake({ line: m.line, column: m.column, column_number: m.column_number ?? null, product: m.product ?? null, handle: m.handle ?? null });
    return where ? `${where}: ${m.message}` : m.message;
  });
  const summary = `The ${what} has ${total === 1 ? "a mistake" : `${total.toLocaleString("en")} mistakes`}; nothing was written. Correct ${total === 1 ? "it" : "them"} and send it again, or send skip_invalid=true to write the rest.`;
  return c.json({ data: null, metadata: [{ code: "UNPROCESSABLE", errors: [summary, ...lines, ...(report.more_mistakes ? [`…and ${report.more_mistakes} more.`] : [])] }] }, 422);
}

/** A body past its route's size: answered 413 (the import's transaction rolled back). */
export class BodyTooLarge extends Error {}

/**
 * A request's body as it arrives, counted: Hono's bodyLimit would first read a chunked body whole into memory
 * (the command sends its file as it reads it), so the size is checked here instead.
 */
export async function* countedBody(body: ReadableStream<Uint8Array> | null, maxBytes: number): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge();
    }
    yield value;
  }
}

function bodyOf(c: Context, maxBytes: number): AsyncGenerator<Uint8Array> {
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) throw new BodyTooLarge();
  return countedBody(c.req.raw.body, maxBytes);
}

const tooLarge = (c: Context, maxBytes: number) =>
  sendError(c, 413, "PAYLOAD_TOO_LARGE", `The file is larger than ${maxBytes / 1024 / 1024} MB: split it into files of whole products.`) as never;

/**
 * The shop owner's catalogue files (issue 19, decision 019): import, export and the stock feed, under /ops with
 * the operator's credentials. Each import that changes the shop is recorded with the operator's name.
 */
export function catalogueFileRoutes(deps: { db: Database; operators: Operators; mediaDir: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));

  app.openapi(importCatalogueRoute, async (c) => {
    const query = c.req.valid("query");
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const format = query.format ?? TYPES[type];
    if (!format) throw new ApiError(400, "UNSUPPORTED_MEDIA_TYPE", "Send the catalogue as text/csv, application/json or application/x-ndjson (JSON Lines), or say which with format=csv|json|jsonl.");
    if (format === "json" && Number(c.req.header("content-length") ?? 0) > MAX_JSON_ARRAY_BYTES) {
      return sendError(c, 413, "PAYLOAD_TOO_LARGE", `A JSON catalogue is read whole, up to ${MAX_JSON_ARRAY_BYTES / 1024 / 1024} MB: send a larger one as CSV or JSON Lines (one product per line).`) as never;
    }
    let report;
    try {
      report = await importCatalogue(db, bodyOf(c, format === "json" ? MAX_JSON_ARRAY_BYTES : MAX_CATALOGUE_BYTES), {
        format, dryRun: query.dry_run, skipInvalid: query.skip_invalid, mediaDir: deps.mediaDir,
        // Recorded in the import's own transaction: a change the shop made is never without its operator's name.
        record: (tx, written) => tx.insert(operatorActions).values({ operator: c.var.operator, action: "catalogue_import", details: { format, rows: written.rows, products: written.products, variants: written.variants } }),
      });
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(c, format === "json" ? MAX_JSON_ARRAY_BYTES : MAX_CATALOGUE_BYTES);
      throw error;
    }
    if (!report.written && !query.dry_run && (report.mistakes.length || report.more_mistakes)) return refuseMistakes(c, "file", report) as never;
    if (query.dry_run && !query.skip_invalid && (report.mistakes.length || report.more_mistakes)) return refuseMistakes(c, "file", report) as never;
    return c.json({ data: report }, 200);
  });

  app.openapi(exportCatalogueRoute, (c) => {
    const { format } = c.req.valid("query");
    c.header("Content-Type", CONTENT_TYPES[format]);
    c.header("Content-Disposition", `attachment; filename="catalogue.${format}"`);
    c.header("Cache-Control", "no-store");
    // Pulled a page at a time as the client reads; an error half-way errors the stream, so the connection is cut
    // and the command knows the file is not whole (a closed stream would look like its end).
    const pieces = exportCatalogue(db, format);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() { await pieces.return(undefined); },
    });
    return c.body(body, 200) as never;
  });

  app.openapi(importStockRoute, async (c) => {
    const query = c.req.valid("query");
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!["text/csv", "application/csv"].includes(type)) throw new ApiError(400, "UNSUPPORTED_MEDIA_TYPE", "Send the stock feed as text/csv: rows SKU;store;quantity.");
    let report;
    try {
      report = await importStock(db, bodyOf(c, MAX_STOCK_BYTES), {
        dryRun: query.dry_run, skipInvalid: query.skip_invalid,
        record: (tx, written) => tx.insert(operatorActions).values({ operator: c.var.operator, action: "stock_feed", details: { rows: written.rows, updated: written.updated, skipped: written.skipped } }),
      });
    } catch (error) {
      if (error instanceof BodyTooLarge) return tooLarge(c, MAX_STOCK_BYTES);
      throw error;
    }
    if (!query.skip_invalid && (report.mistakes.length || report.more_mistakes)) {
      return refuseMistakes(c, "stock feed", { mistakes: report.mistakes.map((m) => ({ ...m, column_number: null, product: null, handle: null })), more_mistakes: report.more_mistakes }) as never;
    }
    return c.json({ data: report }, 200);
  });
  return app;
}
