import type { ReactNode } from "react";
import type { Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "react-router";
import { DialogLink, OrderDialog, useOrderDialog } from "./order-dialog.tsx";
import { myOrdersPath, orderDialogPath } from "./order-paths.ts";

/**
 * One of the order dialogs' screens: a modal dialog over the orders list when opened from it with
 * JavaScript, an ordinary page otherwise (no JavaScript, a shared or reloaded address, a guest's e-mail
 * link). The list underneath is drawn by the list's own screen, whose code is loaded when a dialog opens
 * from it: a dialog's page alone does not download the list's code.
 */
export function OrderScreen({ title, lang, guest, children }: { title: string; lang: Locale; guest: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const dialog = useOrderDialog();
  if (dialog) {
    return (
      <>
        {dialog.background()}
        <OrderDialog title={title}>{children}</OrderDialog>
      </>
    );
  }
  return (
    <div className="max-w-4xl space-y-6">
      {!guest && (
        <p className="text-sm">
          {/* The way back is fetched when the shopper points at it, not as soon as it shows: a dialog's page stays within its budget. */}
          <Link to={myOrdersPath(lang)} prefetch="intent" className="inline-flex min-h-11 items-center underline underline-offset-4">{t("orders.backToList")}</Link>
        </p>
      )}
      <h1 className="text-3xl font-semibold">{title}</h1>
      {children}
    </div>
  );
}

/** From a parcel's or a return's screen to the whole order (a dialog one step deeper, or a page). */
export function WholeOrderLink({ lang, orderId, orderKey }: { lang: Locale; orderId: string; orderKey: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm">
      <DialogLink to={orderDialogPath(lang, "detailOrder", { order: orderId, key: orderKey })} className="inline-flex min-h-11 items-center underline underline-offset-4">
        {t("tracking.seeOrder")}
      </DialogLink>
    </p>
  );
}
