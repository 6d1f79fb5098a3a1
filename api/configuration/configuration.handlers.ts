import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { stringify } from "yaml";
import type { Database } from "#db/client.ts";
import { describeIssues, sendError } from "#api/http/errors.ts";
import { limitBodyTo } from "#api/http/guards.ts";
import { validationHook } from "#api/http/validation.ts";
import { requireOperator, type Operators, type OpsEnv } from "#api/operations/operator-auth.ts";
import { applyConfiguration } from "./configuration.apply.ts";
import { exportConfiguration } from "./configuration.export.ts";
import { parseConfigurationFile, type Problem } from "./configuration.parse.ts";
import { getConfigurationRoute, MAX_CONFIGURATION_BYTES, putConfigurationRoute, YAML_TYPES } from "./configuration.routes.ts";
import { toProblems } from "./configuration.validate.ts";

/** The configuration file as text: YAML for people (no line folding, so HTML stays as written), JSON for programs. */
export function formatConfiguration(file: unknown, format: "yaml" | "json"): string {
  return format === "json" ? `${JSON.stringify(file, null, 2)}\n` : stringify(file, { lineWidth: 0 });
}

/** Problems in the one error envelope, each also as a line of `errors` and under its path in `fields`. */
function sendProblems(c: Context, status: ContentfulStatusCode, code: "VALIDATION_FAILED" | "UNPROCESSABLE", problems: Problem[], more = 0) {
  const lines = problems.map((p) => {
    if (p.path) return `${p.path}${p.line ? ` (line ${p.line})` : ""}: ${p.message}`;
    return p.line && !p.message.includes(`line ${p.line}`) ? `line ${p.line}: ${p.message}` : p.message;
  });
  if (more > 0) lines.push(`…and ${more} more: correct these first.`);
  const fields = Object.fromEntries(problems.filter((p) => p.path).map((p) => [p.path, p.message]));
  return c.json({ data: null, metadata: [{ code, errors: lines, ...(Object.keys(fields).length ? { fields } : {}), problems }] }, status);
}

/**
 * The shop's configuration through the operations API (issue 19, decision 019): GET answers the file, PUT applies
 * one. `npm run shop -- export|configure FILE` are thin clients of these, so the same path serves the embedded
 * database while the shop runs, PostgreSQL, several nodes and a remote shop. `mediaDir` is where pictures the file
 * names must be; without it they are not looked for.
 */
export function configurationOperationRoutes(deps: { db: Database; operators: Operators; mediaDir?: string }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));

  app.openapi(getConfigurationRoute, async (c) => {
    const { format } = c.req.valid("query");
    const text = formatConfiguration(await exportConfiguration(deps.db), format);
    const type = format === "json" ? "application/json; charset=utf-8" : "application/yaml; charset=utf-8";
    return c.body(text, 200, { "Content-Type": type }) as never;
  });

  // Registered by hand: the body is YAML or JSON read here, so that a mistake answers 422 with its line, not 400.
  app.openAPIRegistry.registerPath(putConfigurationRoute);
  app.put("/ops/configuration", limitBodyTo(MAX_CONFIGURATION_BYTES), async (c) => {
    const query = putConfigurationRoute.request.query.safeParse(c.req.query());
    if (!query.success) {
      const { message, fields } = describeIssues(query.error.issues);
      return sendError(c, 400, "VALIDATION_FAILED", message, fields);
    }
    const dryRun = query.data.dry_run === "true" || query.data.dry_run === "1";
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const format = type === "application/json" ? "json" : (YAML_TYPES as readonly string[]).includes(type) ? "yaml" : null;
    if (!format) return sendError(c, 415, "UNSUPPORTED_MEDIA_TYPE", "Send the configuration as YAML (Content-Type: application/yaml) or JSON (application/json).");
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
    } catch {
      return sendProblems(c, 400, "VALIDATION_FAILED", [{ path: "", message: "The file is not UTF-8 text: save it as UTF-8 and send it again." }]);
    }
    const parsed = parseConfigurationFile(text.replace(/^\uFEFF/, ""), format);
    if (!parsed.ok) return sendProblems(c, 400, "VALIDATION_FAILED", [parsed.problem]);
    const result = await applyConfiguration(deps.db, parsed.value, { dryRun, operator: c.var.operator, ...(deps.mediaDir ? { mediaDir: deps.mediaDir } : {}) });
    if (!result.ok) {
      const problems = toProblems(result.mistakes, parsed.locate).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      return sendProblems(c, 422, "UNPROCESSABLE", problems, result.mistakes.length - problems.length);
    }
    return c.json({ data: { dry_run: dryRun, sections: result.sections } }, 200);
  });

  return app;
}
