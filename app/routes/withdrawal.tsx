import { useEffect } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { localizedPath, splitLocalePath, type Locale } from "#domain/locale.ts";
import { loadScreenTexts } from "#app/i18n/client-i18n.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { translate } from "#app/i18n/translate.server.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { ORDER_KEY_PATTERN, UUID_PATTERN } from "#app/features/orders/order-paths.ts";
import { readWithdrawalForm, type WithdrawalChoice, type WithdrawalErrors } from "#app/features/withdrawal/withdrawal-form.server.ts";
import type { Withdrawal, WithdrawalOptions } from "#app/features/withdrawal/withdrawal-types.ts";
import { ApiRequestError, type ApiClient } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { formatShopDateTime } from "#app/lib/format.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { titledScreenMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/withdrawal";

export function meta(args: Route.MetaArgs) {
  return titledScreenMeta(args, "/withdrawal", { noindex: true });
}

/** The order named by the address: its id, and its key when a guest came by the e-mail's link or a lookup. */
function orderOf(url: URL): { id: string; key: string } | null {
  const id = url.searchParams.get("order") ?? "";
  const key = url.searchParams.get("key") ?? "";
  if (!UUID_PATTERN.test(id) || (key && !ORDER_KEY_PATTERN.test(key))) return null;
  return { id, key };
}

const withKey = (path: string, key: string) => (key ? `${path}?key=${key}` : path);

async function readOptions(api: ApiClient, order: { id: string; key: string }): Promise<WithdrawalOptions | null> {
  try {
    return (await api.get<{ data: WithdrawalOptions }>(withKey(`/orders/${order.id}/withdrawal`, order.key))).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return null;
    throw error;
  }
}

/** Dates written by the server in the shop's time zone, so the page reads the same with and without JavaScript. */
function datesOf(options: WithdrawalOptions, lang: Locale) {
  return {
    periodEnds: options.period_ends ? formatShopDateTime(options.period_ends, lang) : null,
    received: Object.fromEntries(options.withdrawals.map((w) => [w.return_id, formatShopDateTime(w.received_at, lang)])),
  };
}

/**
 * The withdrawal function (issue 21 §3, Directive 2011/83/EU art. 11a), linked from every page's footer and
 * from each order: the order (by the e-mail's signed link, the customer's own orders, or number and e-mail),
 * then the lines and the name and e-mail, then a second step to confirm, then the acknowledgement.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const base = { title: translate(lang, "withdrawal.title"), options: null as WithdrawalOptions | null, key: "", dates: null as ReturnType<typeof datesOf> | null, done: null as Withdrawal | null };
  const order = orderOf(url);
  if (!order) return base;
  const options = await readOptions(apiFor(request, context, lang), order);
  if (!options) return base;
  const done = options.withdrawals.find((w) => w.return_id === url.searchParams.get("done")) ?? null;
  return { ...base, options, key: order.key, dates: datesOf(options, lang), done };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadScreenTexts(request)]);
  return loaded;
}

type FindAnswer = { form: "find"; error: "withdrawal.error.noMatch" | "withdrawal.error.tooMany" | "withdrawal.error.missing"; values: { number: string; email: string } };
type ChooseAnswer = { form: "choose"; errors: WithdrawalErrors; choice: WithdrawalChoice; review: boolean; refused?: string };
type ActionAnswer = FindAnswer | ChooseAnswer;

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { lang } = splitLocalePath(url.pathname);
  const form = await request.formData();
  const api = apiFor(request, context, lang);
  const here = localizedPath(lang, "/withdrawal");
  if (form.get("intent") === "find") {
    const values = { number: String(form.get("number") ?? "").trim().slice(0, 32), email: String(form.get("email") ?? "").trim().slice(0, 254) };
    const refused = (error: FindAnswer["error"], status: number) => data<ActionAnswer>({ form: "find", error, values }, { status });
    if (values.number.length < 3 || values.email.length < 3) return refused("withdrawal.error.missing", 400);
    try {
      const { data: found } = await api.post<{ data: { order: { _id: string }; key: string } }>("/orders/lookup", values);
      return redirectOnSite(`${here}?order=${found.order._id}&key=${found.key}`, 303);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 429) return refused("withdrawal.error.tooMany", 429);
      if (error instanceof ApiRequestError && error.status < 500) return refused("withdrawal.error.noMatch", 404);
      throw error;
    }
  }
  const order = orderOf(url);
  const options = order ? await readOptions(api, order) : null;
  if (!order || !options) return redirectOnSite(here, 303);
  const { choice, errors } = readWithdrawalForm(form, options);
  if (Object.keys(errors).length) return data<ActionAnswer>({ form: "choose", errors, choice, review: false }, { status: 400 });
  // The second, unambiguous step: nothing is sent before the consumer presses "Confirm withdrawal".
  if (form.get("intent") !== "confirm") return data<ActionAnswer>({ form: "choose", errors: {}, choice, review: form.get("intent") === "review" });
  try {
    const { data: recorded } = await api.post<{ data: Withdrawal }>(withKey(`/orders/${order.id}/withdrawal`, order.key), {
      name: choice.name, email: choice.email, confirm: true,
      lines: choice.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity, ...(l.seal_intact ? { seal_intact: true } : {}) })),
    });
    const params = new URLSearchParams({ order: order.id, ...(order.key ? { key: order.key } : {}), done: recorded.return_id });
    return redirectOnSite(`${here}?${params}`, 303);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    return data<ActionAnswer>({ form: "choose", errors: {}, choice, review: false, refused: "withdrawal.error.refused" }, { status: error.status });
  }
}

const BUTTON = "inline-flex min-h-11 items-center rounded bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 disabled:opacity-60";
const BOX = "rounded border border-stone-300 bg-white p-4";

export default function WithdrawalScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const { options, key, dates, done } = loaderData;
  const choose = answer?.form === "choose" ? answer : undefined;
  // With JavaScript the page does not reload between the steps: the focus goes to what the answer brought,
  // the list of problems or the step to confirm, so a keyboard or screen-reader user is not left on a button that is gone.
  useEffect(() => {
    if (!answer) return;
    document.querySelector<HTMLElement>('[data-testid="withdrawal-errors"], [data-testid="withdrawal-review"] h2, [role="alert"]')?.focus();
  }, [answer]);
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-semibold">{t("withdrawal.title")}</h1>
      {done && options && dates ? <Acknowledgement done={done} options={options} orderKey={key} received={dates.received[done.return_id]!} lang={lang} />
        : !options ? <Lookup answer={answer?.form === "find" ? answer : undefined} lang={lang} />
        : options.closed ? (
          <p role="status" className={BOX} data-testid="withdrawal-closed">
            {options.closed === "cancelled" ? t("withdrawal.closed.cancelled", { number: options.number })
              : t("withdrawal.closed.period_over", { number: options.number, days: options.period_days, date: dates?.periodEnds ?? "" })}
          </p>
        ) : choose?.review ? <Review choice={choose.choice} options={options} />
        : <Choose options={options} answer={choose} periodEnds={dates?.periodEnds ?? null} />}
      {options && !done && options.withdrawals.length > 0 && (
        <section aria-labelledby="withdrawals-sent" className="space-y-2">
          <h2 id="withdrawals-sent" className="text-lg font-semibold">{t("withdrawal.previous")}</h2>
          <ul className="list-disc pl-5 text-sm">
            {options.withdrawals.map((w) => (
              <li key={w.return_id}>{t("withdrawal.previousItem", { number: w.return_number, date: dates?.received[w.return_id] ?? "", items: w.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ") })}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Lookup({ answer, lang }: { answer: FindAnswer | undefined; lang: Locale }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <p>{t("withdrawal.intro")}</p>
      <Form method="post" className="max-w-md space-y-4" noValidate>
        <h2 className="text-xl font-semibold">{t("withdrawal.find.title")}</h2>
        <p className="text-sm text-stone-700">{t("withdrawal.find.intro")}</p>
        {answer?.error && <p role="alert" tabIndex={-1} className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900">{t(answer.error)}</p>}
        <TextField id="wd-number" name="number" label={t("withdrawal.find.number")} required maxLength={32} autoComplete="off" defaultValue={answer?.values.number} />
        <TextField id="wd-lookup-email" name="email" type="email" label={t("withdrawal.find.email")} required maxLength={254} autoComplete="email" defaultValue={answer?.values.email} />
        <button type="submit" name="intent" value="find" disabled={busy} className={BUTTON}>{t("withdrawal.find.submit")}</button>
      </Form>
      <p className="text-sm">
        {t("withdrawal.find.customer")} <AppLink to={localizedPath(lang, "/profile/my-orders")} className="underline underline-offset-2">{t("withdrawal.find.myOrders")}</AppLink>
      </p>
    </>
  );
}

function ErrorList({ errors, refused }: { errors: WithdrawalErrors; refused?: string }) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  if (!entries.length && !refused) return null;
  return (
    <div role="alert" tabIndex={-1} className="rounded border border-red-700 bg-red-50 p-4 text-sm text-red-900" data-testid="withdrawal-errors">
      <h2 className="font-semibold">{t("withdrawal.error.title")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {refused && <li>{t(refused)}</li>}
        {entries.map(([name, error]) => <li key={name}><a href={`#wd-${name}`} className="underline underline-offset-2">{t(error.key, error.values)}</a></li>)}
      </ul>
    </div>
  );
}

function Choose({ options, answer, periodEnds }: { options: WithdrawalOptions; answer: ChooseAnswer | undefined; periodEnds: string | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const errors = answer?.errors ?? {};
  const chosen = (id: string) => (answer ? answer.choice.lines.some((l) => l.line_id === id) : true);
  const open = options.lines.filter((l) => !l.refusal);
  return (
    <Form method="post" className="space-y-6" noValidate>
      <ErrorList errors={errors} refused={answer?.refused} />
      <div className={BOX}>
        <p className="font-semibold" data-testid="withdrawal-order">{t("withdrawal.order", { number: options.number })}</p>
        <p className="text-sm text-stone-700">{periodEnds ? t("withdrawal.period.until", { date: periodEnds }) : t("withdrawal.period.notStarted", { days: options.period_days })}</p>
      </div>
      {open.length === 0 ? <p role="status">{t("withdrawal.nothingLeft")}</p> : null}
      <fieldset id="wd-lines" className="space-y-3" aria-describedby={errors.lines ? "wd-lines-error" : undefined}>
        <legend className="text-lg font-semibold">{t("withdrawal.lines.legend")}</legend>
        {errors.lines && <p id="wd-lines-error" className="text-sm text-red-800">{t(errors.lines.key)}</p>}
        {options.lines.map((line) => (
          <div key={line.line_id} className="rounded border border-stone-200 p-3" data-testid="withdrawal-line">
            <div className="flex min-h-11 items-center gap-2">
              <input id={`wd-line-${line.line_id}`} type="checkbox" name="line" value={line.line_id} disabled={line.refusal !== null}
                defaultChecked={line.refusal === null && chosen(line.line_id)} className="h-5 w-5 shrink-0 accent-stone-900" />
              <label htmlFor={`wd-line-${line.line_id}`} className="font-medium">{line.title} <span className="text-sm font-normal text-stone-700">({line.sku})</span></label>
            </div>
            {line.refusal ? <p className="text-sm text-stone-800" data-testid="withdrawal-refusal">{t(`withdrawal.refusal.${line.refusal}`)}</p> : (
              <div className="mt-2 flex flex-wrap items-center gap-4 pl-7">
                {line.left > 1 && (
                  <label className="text-sm" htmlFor={`wd-quantity_${line.line_id}`}>
                    {t("withdrawal.lines.quantity")}{" "}
                    <select id={`wd-quantity_${line.line_id}`} name={`quantity_${line.line_id}`} defaultValue={String(answer?.choice.lines.find((l) => l.line_id === line.line_id)?.quantity ?? line.left)}
                      className="ml-1 rounded border border-stone-400 bg-white px-2 py-1">
                      {Array.from({ length: line.left }, (_, i) => <option key={i + 1} value={i + 1}>{i + 1}</option>)}
                    </select>
                  </label>
                )}
                {line.left === 1 && <input type="hidden" name={`quantity_${line.line_id}`} value="1" />}
                {line.exclusion === "sealed_hygiene" && (
                  <span className="flex items-center gap-2 text-sm">
                    <input id={`wd-seal_${line.line_id}`} type="checkbox" name={`seal_${line.line_id}`} className="h-5 w-5 accent-stone-900"
                      aria-invalid={errors[`seal_${line.line_id}`] ? true : undefined} />
                    <label htmlFor={`wd-seal_${line.line_id}`}>{t("withdrawal.seal")}</label>
                  </span>
                )}
              </div>
            )}
          </div>
        ))}
      </fieldset>
      {open.length > 0 && (
        <>
          <div className="grid max-w-md gap-4">
            <TextField id="wd-name" name="name" label={t("withdrawal.name")} required maxLength={120} autoComplete="name" defaultValue={answer?.choice.name ?? options.name}
              error={errors.name ? t(errors.name.key) : undefined} />
            <TextField id="wd-email" name="email" type="email" label={t("withdrawal.email")} required maxLength={254} autoComplete="email"
              defaultValue={answer?.choice.email ?? options.email} error={errors.email ? t(errors.email.key) : undefined} />
          </div>
          <button type="submit" name="intent" value="review" disabled={busy} className={BUTTON}>{t("withdrawal.continue")}</button>
        </>
      )}
    </Form>
  );
}

function Review({ choice, options }: { choice: WithdrawalChoice; options: WithdrawalOptions }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="space-y-4" data-testid="withdrawal-review">
      <h2 className="text-xl font-semibold" tabIndex={-1}>{t("withdrawal.review.title")}</h2>
      <p>{t("withdrawal.review.intro", { number: options.number })}</p>
      <ul className="list-disc pl-5">
        {choice.lines.map((l) => <li key={l.line_id}>{`${l.quantity} × ${l.title}`}</li>)}
      </ul>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t("withdrawal.review.name")}</dt><dd>{choice.name}</dd>
        <dt className="font-semibold">{t("withdrawal.review.email")}</dt><dd>{choice.email}</dd>
      </dl>
      <input type="hidden" name="name" value={choice.name} />
      <input type="hidden" name="email" value={choice.email} />
      {choice.lines.map((l) => (
        <span key={l.line_id}>
          <input type="hidden" name="line" value={l.line_id} />
          <input type="hidden" name={`quantity_${l.line_id}`} value={l.quantity} />
          {l.seal_intact && <input type="hidden" name={`seal_${l.line_id}`} value="on" />}
        </span>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" name="intent" value="confirm" disabled={busy} className={BUTTON}>{t("withdrawal.confirm")}</button>
        <button type="submit" name="intent" value="change" formNoValidate className="min-h-11 underline underline-offset-4">{t("withdrawal.change")}</button>
      </div>
    </Form>
  );
}

function Acknowledgement({ done, options, orderKey, received, lang }: { done: Withdrawal; options: WithdrawalOptions; orderKey: string; received: string; lang: Locale }) {
  const { t } = useTranslation();
  const orderPath = `${localizedPath(lang, "/order-success")}?order=${options.order_id}${orderKey ? `&key=${orderKey}` : ""}`;
  return (
    <div role="status" className="space-y-3 rounded border border-green-700 bg-green-50 p-4" data-testid="withdrawal-done">
      <h2 className="text-xl font-semibold">{t("withdrawal.done.title")}</h2>
      <p>{t("withdrawal.done.text", { number: options.number, date: received, email: done.email })}</p>
      <ul className="list-disc pl-5">{done.lines.map((l) => <li key={l.line_id}>{`${l.quantity} × ${l.title}`}</li>)}</ul>
      <p>{t("withdrawal.done.return", { number: done.return_number })}</p>
      <p><AppLink to={orderPath} className="underline underline-offset-4">{t("withdrawal.done.seeOrder")}</AppLink></p>
    </div>
  );
}
