import type { Order } from "#api/orders/orders.schemas.ts";
import type { Return } from "#api/returns/returns.schemas.ts";
import type { Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";

/** The steps a return goes through, as its timeline shows them (a refused return stops there). */
function stepsOf(r: Return): { status: Return["status"]; at: string | null }[] {
  const done = new Map(r.timeline.map((s) => [s.status, s.at]));
  if (r.status === "refused") return r.timeline.map((s) => ({ status: s.status, at: s.at }));
  return (["requested", "approved", "received", "refunded"] as const).map((status) => ({ status, at: done.get(status) ?? null }));
}

/** Where the parcel goes, while it is still to be sent. */
function SendTo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const to = order.return_to;
  if (!to || (to.address.length === 0 && to.stores.length === 0)) return null;
  return (
    <section aria-labelledby="return-send" className="space-y-2 rounded-lg border border-sky-700 bg-sky-50 p-4 text-sm">
      <h2 id="return-send" className="text-lg font-semibold">{t("returns.sendTitle")}</h2>
      {to.address.length > 0 && <p>{t("returns.sendTo")}</p>}
      {to.address.length > 0 && <address className="not-italic">{to.address.map((l, i) => <span key={i} className="block">{l}</span>)}</address>}
      {to.stores.length > 0 && (
        <>
          <p>{t("returns.orStores")}</p>
          <ul className="list-disc pl-5">{to.stores.map((s) => <li key={s}>{s}</li>)}</ul>
        </>
      )}
    </section>
  );
}

/** Spec §2 detailReturn (issue 16): the return's status timeline, its lines, and the refund. */
export function ReturnRecord({ order, record, lang }: { order: Order; record: Return; lang: Locale }) {
  const { t } = useTranslation();
  const steps = stepsOf(record);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("returns.number")}</dt><dd>{record.number}</dd>
        <dt className="font-medium">{t("order.number")}</dt><dd>{order.number}</dd>
        <dt className="font-medium">{t("orders.statusLabel")}</dt><dd data-testid="return-status">{t(`returns.status.${record.status}`)}</dd>
        <dt className="font-medium">{t("returns.reasonLabel")}</dt><dd>{t(`returns.reason.${record.reason}`)}</dd>
        {record.note && <><dt className="font-medium">{t("returns.noteLabel")}</dt><dd>{record.note}</dd></>}
      </dl>
      <section aria-labelledby="return-steps" className="space-y-2">
        <h2 id="return-steps" className="text-lg font-semibold">{t("returns.timeline")}</h2>
        <ol className="space-y-2 border-l-2 border-stone-300 pl-4" data-testid="return-timeline">
          {steps.map((s) => (
            <li key={s.status} className="text-sm" aria-current={s.status === record.status ? "step" : undefined}>
              <span className={s.at ? "font-medium" : "text-stone-700"}>{t(`returns.step.${s.status}`)}</span>
              <span className="block text-stone-700">{s.at ? <time dateTime={s.at}>{formatShopDateTime(s.at, lang)}</time> : t("returns.step.pending")}</span>
            </li>
          ))}
        </ol>
        {record.decision_note && <p className="text-sm"><span className="font-medium">{t("returns.decisionNote")}:</span> {record.decision_note}</p>}
      </section>
      {(record.status === "requested" || record.status === "approved") && <SendTo order={order} />}
      <section aria-labelledby="return-lines" className="space-y-2">
        <h2 id="return-lines" className="text-lg font-semibold">{t("returns.lines")}</h2>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
          {record.lines.map((l) => (
            <li key={l.line_id} className="flex justify-between gap-3 p-3">
              <span>{l.quantity} × {l.title}</span><span>{formatPrice(l.amount, lang)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="return-refund" className="space-y-1 text-sm">
        <h2 id="return-refund" className="text-lg font-semibold">{t("returns.refund")}</h2>
        {record.refund ? (
          <p data-testid="return-refund">{t("returns.refunded", { amount: formatPrice(record.refund.amount, lang), method: t(`returns.method.${record.refund.method === "stripe" || record.refund.method === "paypal" ? record.refund.method : "manual"}`) })}</p>
        ) : (
          <p>{t(record.status === "refused" ? "returns.noRefund" : "returns.refundDue", { amount: formatPrice(record.lines.reduce((sum, l) => sum + l.amount, 0), lang) })}</p>
        )}
      </section>
    </div>
  );
}
