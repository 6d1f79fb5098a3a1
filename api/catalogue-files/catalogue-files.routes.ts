import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse } from "#api/http/openapi-responses.ts";

const SECURITY = [{ operator: [] }];
const AUTH = "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013). The formats: docs/operations.md, \"Your catalogue in a file\".";

const flag = (description: string) => z.enum(["true", "false"], "Give true or false.").default("false").transform((v) => v === "true").openapi({ description });
const FORMAT = z.enum(["csv", "json", "jsonl"], "The format is csv, json or jsonl.");

const MISTAKE = z.object({
  line: z.number().int().nullable().openapi({ description: "The line in the file (CSV, JSON Lines); null in a JSON array" }),
  column: z.string().nullable().openapi({ description: "The CSV column, or the path in a JSON product" }),
  column_number: z.number().int().nullable(),
  product: z.number().int().nullable().openapi({ description: "The product's position in a JSON array, from 1" }),
  handle: z.string().nullable(),
  message: z.string(),
}).openapi("CatalogueMistake");

export const IMPORT_REPORT = z.object({
  dry_run: z.boolean(),
  written: z.boolean().openapi({ description: "Whether the shop changed: false for a dry run" }),
  rows: z.number().int(),
  products: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
  variants: z.object({ created: z.number().int(), updated: z.number().int() }),
  mistakes: z.array(MISTAKE).openapi({ description: "With skip_invalid: the products left out, and why" }),
  more_mistakes: z.number().int(),
}).openapi("CatalogueImportReport");

export const importCatalogueRoute = createRoute({
  method: "post", path: "/ops/catalogue/import", tags: ["operations"], security: SECURITY,
  summary: "Import products and variants from a CSV, JSON or JSON Lines file",
  description: `${AUTH} The body is the file (text/csv, application/json or application/x-ndjson), read as it arrives. Every product is checked first; ` +
    "nothing is written when one has a mistake (422 lists them all, each with its line and column), unless skip_invalid. Products are matched by " +
    "handle and variants by SKU: only what differs is written, so importing the same file again changes nothing. Pictures are named by file " +
    "name and must be in the shop first (PUT /ops/media/products/{name}).",
  request: {
    query: z.object({
      format: FORMAT.optional().openapi({ description: "Taken from the Content-Type when not given" }),
      dry_run: flag("Check and count, write nothing"),
      skip_invalid: flag("Import the products without mistakes, and list the others"),
    }),
    body: { content: { "text/csv": { schema: z.string() }, "application/x-ndjson": { schema: z.string() } }, required: true },
  },
  responses: {
    200: dataResponse(IMPORT_REPORT, "What was created, changed and left; with skip_invalid, what was skipped"),
    400: errorResponse("A query that is not valid, or a Content-Type that is not a catalogue's"),
    401: errorResponse("No or wrong operator credentials"),
    413: errorResponse("A file larger than 512 MB (a JSON array: 64 MB)"),
    422: errorResponse("The file has mistakes: errors[0] says how many, the others say each with its line and column; nothing was written"),
  },
});

export const exportCatalogueRoute = createRoute({
  method: "get", path: "/ops/catalogue/export", tags: ["operations"], security: SECURITY,
  summary: "The whole catalogue as a file the import reads",
  description: `${AUTH} Streamed: CSV (one row per variant), a JSON array (one product a line) or JSON Lines.`,
  request: { query: z.object({ format: FORMAT.default("csv") }) },
  responses: {
    200: { description: "The file", content: { "text/csv": { schema: z.string() }, "application/json": { schema: z.string() }, "application/x-ndjson": { schema: z.string() } } },
    401: errorResponse("No or wrong operator credentials"),
  },
});

export const STOCK_REPORT = z.object({
  dry_run: z.boolean(), written: z.boolean(), rows: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int(),
  mistakes: z.array(z.object({ line: z.number().int().nullable(), column: z.string().nullable(), message: z.string() })),
  more_mistakes: z.number().int(),
}).openapi("StockFeedReport");

export const importStockRoute = createRoute({
  method: "post", path: "/ops/catalogue/stock", tags: ["operations"], security: SECURITY,
  summary: "A stock feed: sku;store;quantity rows",
  description: `${AUTH} The body is text/csv with rows SKU;store;quantity (a header sku;store;quantity is optional; commas also do). The store is a pickup ` +
    "store's code, or online (or empty) for the stock sold online. Checked whole; nothing is written when a row has a mistake, unless skip_invalid.",
  request: {
    query: z.object({ dry_run: flag("Check and count, write nothing"), skip_invalid: flag("Write the good rows, and list the others") }),
    body: { content: { "text/csv": { schema: z.string() } }, required: true },
  },
  responses: {
    200: dataResponse(STOCK_REPORT, "What changed"),
    400: errorResponse("A query that is not valid, or not text/csv"),
    401: errorResponse("No or wrong operator credentials"),
    413: errorResponse("A feed larger than 64 MB"),
    422: errorResponse("The feed has mistakes, each with its line; nothing was written"),
  },
});
