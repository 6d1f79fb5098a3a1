import type { Hook } from "@hono/zod-openapi";
import { describeIssues, sendError } from "./errors.ts";

/** Every schema failure answers 400 in the error envelope, naming the field and what it needs. */
export const validationHook: Hook<unknown, any, any, any> = (result, c) => {
  if (result.success) return;
  const { message, fields } = describeIssues(result.error.issues);
  return sendError(c, 400, "VALIDATION_FAILED", message, fields);
};
