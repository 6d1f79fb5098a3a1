import { useEffect } from "react";
import { Form, useNavigationType } from "react-router";
import { ORDER_STATES } from "#domain/order-states.ts";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { Image } from "#app/components/ui/image.tsx";
import { Pagination } from "#app/features/catalogue/pagination.tsx";
import { formatPrice, formatShopDateTime } from "#app/lib/format.ts";
import { noteDialogOpener, takeDialogOpener } from "./order-dialog.tsx";
import { myOrdersPath, orderDialogPath } from "./order-paths.ts";

/** One page of the customer's orders, as the list's screen loaded it. */
interface OrderListData {
  orders: Order[];
  page: number;
  pages: number;
  total: number;
  status: string | null;
}

/** Pictures shown per order in the list; the rest are counted. */
const PICTURES = 4;

function OrderPictures({ order }: { order: Order }) {
  const { t } = useTranslation();
  const pictured = order.Items.filter((l) => l.image);
  const more = order.Items.length - Math.min(pictured.length, PICTURES);
  return (
    <div className="flex items-center gap-2">
      {pictured.slice(0, PICTURES).map((line, i) => (
        <Image key={`${line.line_id}-${i}`} src={line.image!} alt={line.Title} width={64} height={64} preset="product" sizes="64px"
          className="h-16 w-16 rounded bg-stone-100 object-cover" />
      ))}
      {more > 0 && <span className="text-sm text-stone-700">{t("orders.moreItems", { count: more })}</span>}
    </div>
  );
}

function OrderRow({ order, lang }: { order: Order; lang: Locale }) {
  const { t } = useTranslation();
  const units = order.Items.reduce((sum, l) => sum + l.QuantityPurchased, 0);
  const to = orderDialogPath(lang, "detailOrder", { order: order._id });
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 p-4" data-testid="order-row">
      <div className="space-y-1">
        <h2 className="font-semibold">
          <AppLink to={to} state={{ dialog: 1 }} preventScrollReset onClick={() => noteDialogOpener(order._id)} data-order-link={order._id}
            className="inline-flex min-h-11 items-center underline underline-offset-4">
            {t("orders.open", { number: order.number })}
          </AppLink>
        </h2>
        <p className="text-sm text-stone-700">{t("orders.placedOn", { date: formatShopDateTime(order.placed_at, lang) })} · {t("orders.units", { count: units })}</p>
        <p className="text-sm"><span className="sr-only">{t("orders.statusLabel")}: </span><strong data-testid="order-row-status">{t(`orders.status.${order.status}`)}</strong></p>
      </div>
      <OrderPictures order={order} />
      <p className="text-lg font-semibold"><span className="sr-only">{t("orders.total")}: </span>{formatPrice(order.totals.total, lang)}</p>
    </li>
  );
}

function StatusFilter({ status }: { status: string | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t("orders.filter.label")}>
      <div>
        <label htmlFor="orders-status" className="block text-sm font-medium">{t("orders.filter.label")}</label>
        <select id="orders-status" key={status ?? ""} name="status" defaultValue={status ?? ""} className="mt-1 min-h-11 rounded border border-stone-400 bg-white px-3">
          <option value="">{t("orders.filter.all")}</option>
          {ORDER_STATES.map((s) => <option key={s} value={s}>{t(`orders.status.${s}`)}</option>)}
        </select>
      </div>
      <button type="submit" className="inline-flex min-h-11 items-center rounded border border-stone-900 px-4 text-sm font-semibold hover:bg-stone-100">{t("orders.filter.submit")}</button>
    </Form>
  );
}

/**
 * Spec §2 /profile/my-orders (issue 16): the customer's orders, newest first, ten a page, by state. Each
 * opens its dialog; closing it brings the focus back to the order's link.
 */
export function MyOrdersView({ list, lang, underDialog = false }: { list: OrderListData; lang: Locale; underDialog?: boolean }) {
  const { t } = useTranslation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (underDialog) return;
    // Back from a dialog (its close button, Escape or the browser's Back): the link that opened it.
    const id = takeDialogOpener();
    if (id && navigationType === "POP") document.querySelector<HTMLElement>(`[data-order-link="${CSS.escape(id)}"]`)?.focus();
  }, [underDialog, navigationType]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold">{t("orders.title")}</h1>
          <p className="text-sm"><AppLink to={localizedPath(lang, "/profile")} className="underline underline-offset-4">{t("orders.backToAccount")}</AppLink></p>
        </div>
        {(list.total > 0 || list.status) && <StatusFilter status={list.status} />}
      </div>
      <p className="sr-only" role="status">{t("orders.count", { count: list.total })}</p>
      {list.orders.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-white p-8 text-center" data-testid="orders-empty">
          <p className="text-lg">{t(list.status ? "orders.noneInState" : "orders.none")}</p>
          <AppLink to={list.status ? myOrdersPath(lang) : localizedPath(lang, "/")} className="mt-4 inline-flex min-h-11 items-center underline underline-offset-4">
            {t(list.status ? "orders.filter.showAll" : "orders.startShopping")}
          </AppLink>
        </div>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {list.orders.map((o) => <OrderRow key={o._id} order={o} lang={lang} />)}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} />
    </div>
  );
}
