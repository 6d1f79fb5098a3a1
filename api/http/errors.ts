import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Spec §8: the first human message is at metadata[0].errors[0]. */
export const ERROR_ENVELOPE = z.object({
  data: z.null(),
  metadata: z.array(z.object({
    code: z.string().openapi({ example: "VALIDATION_FAILED" }),
    errors: z.array(z.string()).min(1),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional().openapi({ description: "Which rule refused the request, when a form shows its own message for each (e.g. a coupon's)" }),
  })).length(1),
}).openapi("Error");

export type ErrorCode =
  | "VALIDATION_FAILED" | "MALFORMED_JSON" | "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE"
  | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "UNPROCESSABLE" | "RATE_LIMITED"
  | "METHOD_NOT_ALLOWED" | "UNAVAILABLE" | "INTERNAL";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reason?: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>, reason?: string) {
  return { data: null, metadata: [{ code, errors: [message], ...(fields ? { fields } : {}), ...(reason ? { reason } : {}) }] };
}

export function sendError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string, fields?: Record<string, string>, reason?: string) {
  return c.json(errorBody(code, message, fields, reason), status);
}

/** Turns zod issues into one sentence and a field → message map a form can show. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) fields[[...issue.path, k].join(".")] ??= "This field is not accepted.";
      continue;
    }
    fields[key] ??= issue.message;
  }
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ["body", "The request is not valid."];
  return { message: firstKey === "body" ? firstMessage : `${firstKey}: ${firstMessage}`, fields };
}
