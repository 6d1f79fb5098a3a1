import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigate, useNavigation, useActionData } from "react-router";
import { RETURN_NOTE_MAX_LENGTH, SHOPPER_RETURN_REASONS } from "#domain/return-states.ts";
import type { Order } from "#api/orders/orders.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { ErrorSummary, errorIdOf, fieldId, useFieldError } from "#app/features/checkout/checkout-fields.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { dialogDepth } from "./order-dialog.tsx";

export type ReturnFormAnswer =
  | { ok: true; to: string }
  | { ok: false; errors: Record<string, { key: string; values?: Record<string, string> }>; error?: string; values: Record<string, string> };

/** The form field of a line's quantity (return-form.server.ts reads it back). */
export const quantityField = (lineId: string) => `qty-${lineId}`;

/**
 * Spec §2 requestReturn (issue 16): which lines and how many (never more than can still be returned), a
 * reason from the list, a note. Posted by a script, the return's page replaces the form in the dialog.
 */
export function ReturnForm({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const answer = useActionData() as ReturnFormAnswer | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const errorOf = useFieldError(failed?.errors);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.ok) void navigate(answer.to, { replace: true, state: location.state });
    else if (failed) summary.current?.querySelector<HTMLElement>("[role=alert]")?.focus();
  }, [answer, failed, navigate, location.state]);
  const returnable = order.Items.filter((l) => (l.returnable ?? 0) > 0);
  const labels: Record<string, string> = { reason: t("returns.reasonLabel"), note: t("returns.noteLabel"), lines: t("returns.linesLabel") };
  for (const l of returnable) labels[quantityField(l.line_id)] = t("returns.quantityOf", { name: l.Title });
  return (
    // Posted in the dialog, the answer replaces this history entry and keeps its state: still a dialog, at the same depth.
    <Form method="post" className="space-y-5" noValidate replace state={location.state}>
      {hydrated && dialogDepth(location.state) > 0 && <input type="hidden" name="via" value="js" />}
      <div ref={summary}><ErrorSummary errors={failed?.errors} formError={failed?.error} labels={labels} /></div>
      {order.return_until && <p className="text-sm">{t("orders.returnUntil", { date: formatShopDateTime(order.return_until, lang) })}</p>}
      <fieldset className="space-y-3" aria-describedby={failed?.errors.lines ? errorIdOf("lines") : undefined} id={fieldId("lines")} tabIndex={-1}>
        <legend className="text-lg font-semibold">{t("returns.linesLabel")}</legend>
        {failed?.errors.lines && <p id={errorIdOf("lines")} className="text-sm text-red-800">{errorOf("lines")}</p>}
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {returnable.map((l) => {
            const name = quantityField(l.line_id);
            const error = errorOf(name);
            return (
              <li key={l.line_id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <span>
                  <span className="font-medium">{l.Title}</span>
                  {l.options.length > 0 && <span className="block text-xs text-stone-700">{l.options.join(" · ")}</span>}
                  <span className="block text-xs text-stone-700">{t("returns.canReturn", { count: l.returnable ?? 0, price: formatPrice(l.price, lang) })}</span>
                </span>
                <span>
                  <label htmlFor={fieldId(name)} className="sr-only">{labels[name]}</label>
                  <select id={fieldId(name)} name={name} defaultValue={failed?.values[name] ?? "0"} aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorIdOf(name) : undefined} className="min-h-11 rounded border border-stone-400 bg-white px-3">
                    {Array.from({ length: (l.returnable ?? 0) + 1 }, (_, n) => <option key={n} value={n}>{n}</option>)}
                  </select>
                  {error && <span id={errorIdOf(name)} className="block text-sm text-red-800">{error}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div>
        <label htmlFor={fieldId("reason")} className="block text-sm font-medium">{labels.reason}<span aria-hidden="true" className="text-red-800"> *</span></label>
        <select id={fieldId("reason")} name="reason" required defaultValue={failed?.values.reason ?? ""} aria-invalid={failed?.errors.reason ? true : undefined}
          aria-describedby={failed?.errors.reason ? errorIdOf("reason") : undefined} className="mt-1 min-h-11 w-full rounded border border-stone-400 bg-white px-3 sm:w-auto">
          <option value="">{t("returns.chooseReason")}</option>
          {SHOPPER_RETURN_REASONS.map((r) => <option key={r} value={r}>{t(`returns.reason.${r}`)}</option>)}
        </select>
        {failed?.errors.reason && <p id={errorIdOf("reason")} className="mt-1 text-sm text-red-800">{errorOf("reason")}</p>}
      </div>
      <div>
        <label htmlFor={fieldId("note")} className="block text-sm font-medium">{labels.note}</label>
        <textarea id={fieldId("note")} name="note" rows={3} maxLength={RETURN_NOTE_MAX_LENGTH} defaultValue={failed?.values.note ?? ""}
          aria-describedby={`${fieldId("note")}-hint${failed?.errors.note ? ` ${errorIdOf("note")}` : ""}`} aria-invalid={failed?.errors.note ? true : undefined}
          className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2" />
        <p id={`${fieldId("note")}-hint`} className="mt-1 text-xs text-stone-600">{t("returns.noteHint", { max: RETURN_NOTE_MAX_LENGTH })}</p>
        {failed?.errors.note && <p id={errorIdOf("note")} className="mt-1 text-sm text-red-800">{errorOf("note")}</p>}
      </div>
      <button type="submit" disabled={busy} className="inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60">
        {t("returns.submit")}
      </button>
    </Form>
  );
}
