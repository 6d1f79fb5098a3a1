import { EMAIL_PATTERN } from "#domain/email.ts";
import type { FieldError } from "#app/features/checkout/checkout-result.ts";
import type { WithdrawalOptions } from "./withdrawal-types.ts";

export type WithdrawalErrors = Record<string, FieldError>;

/** What the consumer chose: the lines with their units and, for a sealed product, that its seal is intact. */
export interface WithdrawalChoice {
  name: string;
  email: string;
  lines: { line_id: string; title: string; quantity: number; seal_intact: boolean }[];
}

/**
 * The form as posted (the choice, then the same as hidden fields on the confirmation step), checked against
 * the order's lines as the API describes them: field errors in the shopper's language before anything is sent.
 */
export function readWithdrawalForm(form: FormData, options: WithdrawalOptions): { choice: WithdrawalChoice; errors: WithdrawalErrors } {
  const text = (name: string, max: number) => String(form.get(name) ?? "").trim().slice(0, max);
  const errors: WithdrawalErrors = {};
  const name = text("name", 120);
  const email = text("email", 254);
  if (!name) errors.name = { key: "withdrawal.error.name" };
  if (!EMAIL_PATTERN.test(email)) errors.email = { key: "withdrawal.error.email" };
  const chosen = new Set(form.getAll("line").map(String));
  const lines: WithdrawalChoice["lines"] = [];
  for (const line of options.lines) {
    if (!chosen.has(line.line_id) || line.refusal) continue;
    const quantity = Number(form.get(`quantity_${line.line_id}`) ?? line.left);
    const seal = form.get(`seal_${line.line_id}`) === "on";
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > line.left) {
      errors[`quantity_${line.line_id}`] = { key: "withdrawal.error.quantity", values: { title: line.title, max: String(line.left) } };
    }
    if (line.exclusion === "sealed_hygiene" && !seal) errors[`seal_${line.line_id}`] = { key: "withdrawal.error.seal", values: { title: line.title } };
    lines.push({ line_id: line.line_id, title: line.title, quantity, seal_intact: seal });
  }
  if (!lines.length) errors.lines = { key: "withdrawal.error.lines" };
  return { choice: { name, email, lines }, errors };
}
