import { and, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { redirects } from "#db/schema/schema.ts";
import { ApiError, describeIssues } from "#api/http/errors.ts";
import { REDIRECT_RULE, type RedirectRuleInput } from "./redirects.schemas.ts";

export interface RedirectLookup { type: string; property: string; valueToSearch: string }

export async function findActiveRedirectRule(db: Database, lookup: RedirectLookup) {
  const [rule] = await db
    .select({ newValue: redirects.newValue, statusCode: redirects.statusCode })
    .from(redirects)
    .where(and(
      eq(redirects.type, lookup.type), eq(redirects.property, lookup.property),
      eq(redirects.valueToSearch, lookup.valueToSearch), eq(redirects.isActive, true),
    ))
    .limit(1);
  return rule ?? null;
}

/**
 * The one way to write a redirect rule (the staff's API and an importer of old URLs call it): an invalid
 * rule is an ApiError 400 naming the field, which the API answers in its error envelope. A rule for
 * the same old value replaces the previous one.
 */
export async function saveRedirectRule(db: Database, input: RedirectRuleInput): Promise<{ id: number; newValue: string }> {
  const parsed = REDIRECT_RULE.safeParse(input);
  if (!parsed.success) {
    const { message, fields } = describeIssues(parsed.error.issues);
    throw new ApiError(400, "VALIDATION_FAILED", message, fields);
  }
  const rule = parsed.data;
  const values = { newValue: rule.new_value, statusCode: rule.status, isActive: rule.is_active };
  const [row] = await db.insert(redirects)
    .values({ type: rule.type, property: rule.property, valueToSearch: rule.value_to_search, ...values })
    .onConflictDoUpdate({ target: [redirects.type, redirects.property, redirects.valueToSearch], set: values })
    .returning({ id: redirects.id, newValue: redirects.newValue });
  return row!;
}
