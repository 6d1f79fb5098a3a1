import { createRoute, z } from "@hono/zod-openapi";
import { dataResponse, errorResponse, jsonResponse } from "#api/http/openapi-responses.ts";
import { CONFIGURATION, SECTION_NAMES } from "./configuration.schema.ts";

const SECURITY = [{ operator: [] }];
const AUTH = "Operators only (HTTP Basic with a name and key from OPERATORS, decision 013).";

/** The largest configuration file taken: the demo store's is about 100 kB. */
export const MAX_CONFIGURATION_BYTES = 2 * 1024 * 1024;

export const YAML_TYPES = ["application/yaml", "text/yaml", "application/x-yaml"] as const;

export const PROBLEM = z.object({
  path: z.string().openapi({ example: "delivery_methods[2].price", description: "Where in the file; empty for the file as a whole" }),
  line: z.number().int().optional().openapi({ description: "The line in the file, when it can be told" }),
  column: z.number().int().optional(),
  message: z.string().openapi({ example: 'Write the price with a dot, not a comma: "4.90".' }),
}).openapi("ConfigurationProblem");

const PROBLEMS = z.object({
  data: z.null(),
  metadata: z.array(z.object({
    code: z.string().openapi({ example: "UNPROCESSABLE" }),
    errors: z.array(z.string()).openapi({ description: "Each problem as one line: path (line N): message" }),
    fields: z.record(z.string(), z.string()).optional(),
    problems: z.array(PROBLEM),
  })).length(1),
}).openapi("ConfigurationProblems");

const COUNTS = z.object({
  created: z.number().int(), updated: z.number().int(),
  deactivated: z.number().int().openapi({ description: "Items the file leaves out, now inactive" }),
  unchanged: z.number().int(),
  removed: z.number().int().optional().openapi({ description: "Items of lists without an active flag (carriers, options) the file leaves out" }),
}).openapi("ConfigurationCounts");

export const APPLIED = z.object({
  dry_run: z.boolean(),
  sections: z.partialRecord(z.enum(SECTION_NAMES as [string, ...string[]]), COUNTS).openapi({ description: "For each section the file gives, what changed (or would change)" }),
}).openapi("ConfigurationApplied");

export const getConfigurationRoute = createRoute({
  method: "get", path: "/ops/configuration", tags: ["operations"], security: SECURITY,
  summary: "The shop's configuration as a file (YAML or JSON), the same format PUT takes",
  description: `What \`npm run shop -- export FILE\` writes: profile, languages, currencies, categories, brands, options, pages, slider, social links, tabs, delivery and payment methods, pickup stores, feature flags, returns, bank details, legal data, carriers and coupons. Products and blog posts are not part of it. ${AUTH}`,
  request: {
    query: z.object({
      format: z.enum(["yaml", "json"], "Give format=yaml or format=json.").default("yaml").openapi({ param: { name: "format", in: "query" }, description: "yaml (the default) or json" }),
    }),
  },
  responses: {
    200: {
      description: "The file itself, not wrapped in { data }",
      content: { "application/yaml": { schema: z.string() }, "application/json": { schema: CONFIGURATION } },
    },
    400: errorResponse("A format that is not yaml or json"),
    401: errorResponse("No or wrong operator credentials"),
  },
});

export const putConfigurationRoute = createRoute({
  method: "put", path: "/ops/configuration", tags: ["operations"], security: SECURITY,
  summary: "Apply a configuration file: checked whole, then written in one transaction, only what differs",
  description: "What `npm run shop -- configure FILE` sends. Every section is optional: a section left out is left as it is. A list section "
    + "(categories, pages, delivery_methods…) is the whole list, matched by code: an item the file leaves out is deactivated, never deleted "
    + "(orders refer to it). An object section (shop, features…) replaces the keys it gives. A file with any mistake writes nothing and answers "
    + "422 with every mistake, its path and line. Applying the same file again changes nothing. Pictures named by the file must be in the media "
    + `folder already (PUT /ops/media/{path}). At most ${MAX_CONFIGURATION_BYTES / 1024 / 1024} MB. ${AUTH}`,
  request: {
    query: z.object({
      dry_run: z.enum(["true", "false", "1", "0"], "Give dry_run=true or dry_run=false.").default("false")
        .openapi({ param: { name: "dry_run", in: "query" }, description: "true: check and count, write nothing" }),
    }),
    body: {
      required: true,
      content: {
        "application/yaml": { schema: z.string().openapi({ description: "The file in YAML (text/yaml is taken too)" }) },
        "application/json": { schema: CONFIGURATION },
      },
    },
  },
  responses: {
    200: dataResponse(APPLIED, "Applied (or, with dry_run, checked): what changed in each section"),
    400: jsonResponse(PROBLEMS, "The file does not parse as YAML or JSON: the parser's line and column, or a dry_run that is not true or false"),
    401: errorResponse("No or wrong operator credentials"),
    413: errorResponse("Larger than 2 MB"),
    415: errorResponse("Not YAML or JSON"),
    422: jsonResponse(PROBLEMS, "Mistakes in the file: every one with its path, line and what to write instead; nothing was written"),
  },
});
