import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { stream } from "hono/streaming";
import type { Database } from "#db/client.ts";
import { operatorActions } from "#db/schema/schema.ts";
import { ApiError, sendError } from "#api/http/errors.ts";
import { limitBodyTo } from "#api/http/guards.ts";
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
  "text/csv": "csv", "text/plain": "csv", "application/csv": "csv", "application/vnd.ms-excel": "csv",
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

/** The request's body as it arrives. */
async function* bodyOf(c: Context): AsyncGenerator<Uint8Array> {
  const body = c.req.raw.body;
  if (!body) return;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The shop owner's catalogue files (issue 19, decision 019): import, export and the stock feed, under /ops with
 * the operator's credentials. Each import that changes the shop is recorded with the operator's name.
 */
export function catalogueFileRoutes(deps: { db: Database; operators: Operators; mediaDir: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  app.use("/ops/catalogue/import", limitBodyTo(MAX_CATALOGUE_BYTES));
  app.use("/ops/catalogue/stock", limitBodyTo(MAX_STOCK_BYTES));
  const record = (operator: string, action: string, details: Record<string, unknown>) => db.insert(operatorActions).values({ operator, action, details });

  app.openapi(importCatalogueRoute, async (c) => {
    const query = c.req.valid("query");
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const format = query.format ?? TYPES[type];
    if (!format) throw new ApiError(400, "UNSUPPORTED_MEDIA_TYPE", "Send the catalogue as text/csv, application/json or application/x-ndjson (JSON Lines), or say which with format=csv|json|jsonl.");
    if (format === "json" && Number(c.req.header("content-length") ?? 0) > MAX_JSON_ARRAY_BYTES) {
      return sendError(c, 413, "PAYLOAD_TOO_LARGE", `A JSON catalogue is read whole, up to ${MAX_JSON_ARRAY_BYTES / 1024 / 1024} MB: send a larger one as CSV or JSON Lines (one product per line).`) as never;
    }
    const report = await importCatalogue(db, bodyOf(c), { format, dryRun: query.dry_run, skipInvalid: query.skip_invalid, mediaDir: deps.mediaDir });
    if (!report.written && !query.dry_run && (report.mistakes.length || report.more_mistakes)) return refuseMistakes(c, "file", report) as never;
    if (query.dry_run && !query.skip_invalid && (report.mistakes.length || report.more_mistakes)) return refuseMistakes(c, "file", report) as never;
    if (report.written) await record(c.var.operator, "catalogue_import", { format, rows: report.rows, products: report.products, variants: report.variants });
    return c.json({ data: report }, 200);
  });

  app.openapi(exportCatalogueRoute, (c) => {
    const { format } = c.req.valid("query");
    c.header("Content-Type", CONTENT_TYPES[format]);
    c.header("Content-Disposition", `attachment; filename="catalogue.${format}"`);
    c.header("Cache-Control", "no-store");
    return stream(c, async (out) => {
      for await (const piece of exportCatalogue(db, format)) await out.write(piece);
    }) as never;
  });

  app.openapi(importStockRoute, async (c) => {
    const query = c.req.valid("query");
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!["text/csv", "text/plain", "application/csv"].includes(type)) throw new ApiError(400, "UNSUPPORTED_MEDIA_TYPE", "Send the stock feed as text/csv: rows SKU;store;quantity.");
    const report = await importStock(db, bodyOf(c), { dryRun: query.dry_run, skipInvalid: query.skip_invalid });
    if (!query.skip_invalid && (report.mistakes.length || report.more_mistakes)) {
      return refuseMistakes(c, "stock feed", { mistakes: report.mistakes.map((m) => ({ ...m, column_number: null, product: null, handle: null })), more_mistakes: report.more_mistakes }) as never;
    }
    if (report.written) await record(c.var.operator, "stock_feed", { rows: report.rows, updated: report.updated, skipped: report.skipped });
    return c.json({ data: report }, 200);
  });
  return app;
}
