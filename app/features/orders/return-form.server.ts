import { data } from "react-router";
import { RETURN_NOTE_MAX_LENGTH, SHOPPER_RETURN_REASONS, type ReturnReason } from "#domain/return-states.ts";
import type { Order } from "#api/orders/orders.schemas.ts";
import type { Return } from "#api/returns/returns.schemas.ts";
import type { FieldError } from "#app/features/checkout/checkout-result.ts";
import { ApiRequestError, apiReason } from "#app/lib/api-client.server.ts";
import type { OrderRequest } from "./order-loader.server.ts";
import { orderDialogPath } from "./order-paths.ts";
import { quantityField, type ReturnFormAnswer } from "./return-form.tsx";

interface ReturnAsked { lines: { line_id: string; quantity: number }[]; reason: ReturnReason; note?: string }

/** The form as the API's request, or the fields to correct (in the shopper's language). */
export function readReturnForm(form: FormData, order: Order): { ok: true; body: ReturnAsked } | { ok: false; errors: Record<string, FieldError> } {
  const errors: Record<string, FieldError> = {};
  const lines: ReturnAsked["lines"] = [];
  for (const line of order.Items) {
    const raw = form.get(quantityField(line.line_id));
    if (raw === null || raw === "" || raw === "0") continue;
    const quantity = Number(raw);
    const most = line.returnable ?? 0;
    if (!Number.isInteger(quantity) || quantity < 0) errors[quantityField(line.line_id)] = { key: "returns.error.quantity" };
    else if (quantity > most) errors[quantityField(line.line_id)] = { key: "returns.error.tooMany", values: { count: String(most) } };
    else lines.push({ line_id: line.line_id, quantity });
  }
  if (!lines.length && !Object.keys(errors).length) errors.lines = { key: "returns.error.noLine" };
  const reason = String(form.get("reason") ?? "");
  if (!(SHOPPER_RETURN_REASONS as readonly string[]).includes(reason)) errors.reason = { key: "returns.error.reason" };
  const note = String(form.get("note") ?? "").trim();
  if (note.length > RETURN_NOTE_MAX_LENGTH) errors.note = { key: "returns.error.noteLong", values: { max: String(RETURN_NOTE_MAX_LENGTH) } };
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body: { lines, reason: reason as ReturnReason, ...(note ? { note } : {}) } };
}

/**
 * Asks the API for the return; on success the return's page (with its "requested" notice), for a
 * script as data (it keeps the dialog open), for a plain form as a redirect.
 */
export async function submitReturn(found: OrderRequest, order: Order, form: FormData) {
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string").map(([k, v]) => [k, String(v).slice(0, RETURN_NOTE_MAX_LENGTH + 10)]));
  const refused = (result: Omit<Extract<ReturnFormAnswer, { ok: false }>, "ok" | "values">, status: number) => data<ReturnFormAnswer>({ ok: false, ...result, values }, { status });
  const read = readReturnForm(form, order);
  if (!read.ok) return { refusal: refused({ errors: read.errors }, 400) };
  try {
    const { data: created } = await found.api.post<{ data: Return }>(`/orders/${found.id}/returns${found.key ? `?key=${found.key}` : ""}`, read.body);
    const to = `${orderDialogPath(found.lang, "detailReturn", { order: found.id, return: created._id, key: found.key })}&done=requested`;
    return { to };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500 || error.status === 401) throw error;
    const reason = apiReason(error.body);
    if (reason === "return_window_over") return { refusal: refused({ errors: {}, error: "returns.error.windowOver" }, 409) };
    if (reason === "not_returnable") return { refusal: refused({ errors: {}, error: "returns.error.notYet" }, 409) };
    // Units asked back meanwhile (another tab): the form shows what is left.
    if (reason === "return_quantity") return { refusal: refused({ errors: {}, error: "returns.error.changed" }, 422) };
    return { refusal: refused({ errors: {}, error: "returns.error.generic" }, error.status) };
  }
}
