import { useEffect } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { OrderReviews } from "#api/reviews/reviews.types.ts";
import { localizedPath, splitLocalePath } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { ORDER_KEY_PATTERN, UUID_PATTERN } from "#app/features/orders/order-paths.ts";
import { readReviewForm, type ReviewErrors, type ReviewValues } from "#app/features/review/review-form.server.ts";
import { ApiRequestError, apiReason, type ApiClient } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDate } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/review";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/review", { noindex: true });
}

type Line = OrderReviews["lines"][number];

/** The order named by the address (its id, and its key when a guest came by the e-mail's link), and the line chosen. */
function orderOf(url: URL): { id: string; key: string; line: string } | null {
  const id = url.searchParams.get("order") ?? "";
  const key = url.searchParams.get("key") ?? "";
  const line = url.searchParams.get("line") ?? "";
  if (!UUID_PATTERN.test(id) || (key && !ORDER_KEY_PATTERN.test(key)) || (line && !UUID_PATTERN.test(line))) return null;
  return { id, key, line };
}

const withKey = (path: string, key: string) => (key ? `${path}?key=${key}` : path);

async function readOrder(api: ApiClient, order: { id: string; key: string }): Promise<OrderReviews | null> {
  try {
    return (await api.get<{ data: OrderReviews }>(withKey(`/orders/${order.id}/reviews`, order.key))).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return null;
    throw error;
  }
}

/** A line can get a review while the product is sold, and a review can be changed until its date. */
const writable = (line: Line) => line.product_id !== null && (!line.review || line.review.editable);

/**
 * Reviews by verified buyers (issue 17): reached from the order (the customer's, or a guest's by the "how
 * was it?" e-mail's signed link), a list of the order's products, then the form for one of them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const base = { title: translate(lang, "review.title"), order: null as OrderReviews | null, notFound: false, key: "", line: null as Line | null, until: "", done: null as Line | null };
  const asked = orderOf(url);
  if (!asked) return base;
  const order = await readOrder(apiFor(request, context, lang), asked);
  // No such order for this visitor (or a forged key): said as such, never which of the two.
  if (!order) return { ...base, notFound: true };
  const line = order.received ? order.lines.find((l) => l.line_id === asked.line && writable(l)) ?? null : null;
  const done = order.lines.find((l) => l.line_id === url.searchParams.get("done") && l.review) ?? null;
  return { ...base, order, key: asked.key, line, until: line?.review ? formatShopDate(line.review.editable_until, lang) : "", done };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

type ActionAnswer = { errors: ReviewErrors; values: ReviewValues; refused?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const asked = orderOf(url);
  const here = localizedPath(lang, "/review");
  if (!asked?.line) return redirectOnSite(here, 303);
  const { values, errors } = readReviewForm(await request.formData());
  if (Object.keys(errors).length) return data<ActionAnswer>({ errors, values }, { status: 400 });
  try {
    await apiFor(request, context, lang).request("PUT", withKey(`/orders/${asked.id}/reviews/${asked.line}`, asked.key), { rating: values.rating, title: values.title, body: values.body });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    const given = apiReason(error.body);
    const reason = given && ["not_received", "edit_period_over", "product_gone", "not_buyer"].includes(given) ? given : "other";
    return data<ActionAnswer>({ errors: {}, values, refused: `review.refused.${reason}` }, { status: error.status });
  }
  const params = new URLSearchParams({ order: asked.id, ...(asked.key ? { key: asked.key } : {}), done: asked.line });
  return redirectOnSite(`${here}?${params}`, 303);
}

const BUTTON = "inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60";
const BOX = "rounded border border-stone-300 bg-white p-4";
const LINK = "inline-flex min-h-11 items-center underline underline-offset-4";

export default function ReviewScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { order, key, line, until, done } = loaderData;
  const listPath = order ? `${localizedPath(lang, "/review")}?${new URLSearchParams({ order: order.order_id, ...(key ? { key } : {}) })}` : "";
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("review.title")}</h1>
      {!order ? (
        <>
          <p className={BOX} role={loaderData.notFound ? "alert" : undefined}>{t(loaderData.notFound ? "review.notFound" : "review.find")}</p>
          <p><AppLink to={localizedPath(lang, "/profile/my-orders")} className={LINK}>{t("review.myOrders")}</AppLink></p>
        </>
      ) : !order.received ? (
        <p className={BOX} role="status" data-testid="review-not-received">{t("review.notReceived", { number: order.number })}</p>
      ) : line ? (
        <ReviewForm order={order} line={line} until={until} back={listPath} />
      ) : (
        <>
          {done?.review && (
            <p role="status" className="rounded border border-green-700 bg-green-50 p-4" data-testid="review-done">
              {t(done.review.status === "approved" ? "review.done.approved" : "review.done.pending")}
            </p>
          )}
          <p>{t("review.intro")}</p>
          <Lines order={order} listPath={listPath} />
        </>
      )}
    </div>
  );
}

function Lines({ order, listPath }: { order: OrderReviews; listPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-order" className="space-y-3">
      <h2 id="review-order" className="text-xl font-semibold">{t("review.order", { number: order.number })}</h2>
      <ul className="space-y-3">
        {order.lines.map((line) => (
          <li key={line.line_id} className={`${BOX} flex flex-wrap items-center justify-between gap-3`} data-testid="review-line">
            <div>
              <p className="font-medium">{line.title}</p>
              {line.options.length > 0 && <p className="text-sm text-stone-700">{line.options.join(" · ")}</p>}
              <p className="text-sm text-stone-700" data-testid="review-status">
                {line.product_id === null ? t("review.gone") : t(`review.status.${line.review?.status ?? "none"}`)}
              </p>
            </div>
            {writable(line) && (
              <AppLink to={`${listPath}&line=${line.line_id}`} className={LINK} data-testid="review-write">
                {t(line.review ? "review.edit" : "review.write")}<span className="sr-only"> {t("review.of", { product: line.title })}</span>
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewForm({ order, line, until, back }: { order: OrderReviews; line: Line; until: string; back: string }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const busy = useNavigation().state !== "idle";
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? { rating: line.review?.rating ?? null, title: line.review?.title ?? "", body: line.review?.body ?? "" };
  const problems = Object.entries(errors);
  // With JavaScript the page does not reload: the focus goes to the problems, as it would after a reload.
  useEffect(() => {
    if (answer) document.querySelector<HTMLElement>('[data-testid="review-errors"]')?.focus();
  }, [answer]);
  return (
    <Form method="post" className="space-y-5" noValidate data-testid="review-form">
      <h2 className="text-xl font-semibold">{t("review.form.heading", { product: line.title })}</h2>
      <p className="text-sm text-stone-700">{t("review.order", { number: order.number })}</p>
      {(problems.length > 0 || answer?.refused) && (
        <div role="alert" tabIndex={-1} className="rounded border border-red-700 bg-red-50 p-4 text-sm text-red-900" data-testid="review-errors">
          <h3 className="font-semibold">{t("review.error.title")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {answer?.refused && <li>{t(answer.refused)}</li>}
            {problems.map(([name, key]) => <li key={name}><a href={`#rv-${name}`} className="underline underline-offset-2">{t(key)}</a></li>)}
          </ul>
        </div>
      )}
      <fieldset id="rv-rating" tabIndex={-1} aria-describedby={errors.rating ? "rv-rating-error" : undefined}>
        <legend className="text-sm font-medium text-stone-900">{t("review.form.rating")}<span aria-hidden="true" className="text-red-800"> *</span></legend>
        {errors.rating && <p id="rv-rating-error" className="text-sm text-red-800">{t(errors.rating)}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-stone-300 px-3 has-checked:border-stone-900 has-checked:bg-amber-50">
              <input type="radio" name="rating" value={stars} defaultChecked={values.rating === stars} required className="h-4 w-4 accent-stone-900" />
              <span><span aria-hidden="true" className="text-amber-700">{"★".repeat(stars)}</span> {t("review.form.star", { count: stars })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField id="rv-title" name="title" label={t("review.form.titleLabel")} maxLength={120} defaultValue={values.title} error={errors.title ? t(errors.title) : undefined} />
      <div>
        <label htmlFor="rv-body" className="block text-sm font-medium text-stone-900">{t("review.form.body")}<span aria-hidden="true" className="text-red-800"> *</span></label>
        <textarea id="rv-body" name="body" required minLength={10} maxLength={4000} rows={6} defaultValue={values.body}
          aria-invalid={errors.body ? true : undefined} aria-describedby={`rv-body-hint${errors.body ? " rv-body-error" : ""}`}
          className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2 text-stone-900 aria-invalid:border-red-700" />
        <p id="rv-body-hint" className="mt-1 text-xs text-stone-600">{t("review.form.bodyHint")}</p>
        {errors.body && <p id="rv-body-error" className="mt-1 text-sm text-red-800">{t(errors.body)}</p>}
      </div>
      <div className="space-y-1 text-sm text-stone-700">
        <p>{t("review.form.signedAs", { author: order.author })}</p>
        <p>{t(order.moderated ? "review.form.moderated" : "review.form.immediate")}</p>
        {until && <p>{t("review.form.editableUntil", { date: until })}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={BUTTON}>{t(line.review ? "review.form.save" : "review.form.submit")}</button>
        <AppLink to={back} className={LINK}>{t("review.form.back")}</AppLink>
      </div>
    </Form>
  );
}
