import { adultsOnlyAge } from "#domain/age-limit.ts";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import { getCountryName } from "#app/components/phone-field/country-name.ts";
import { AppLink } from "#app/components/ui/app-link.tsx";
import type { Profile } from "#app/features/account/account-types.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useMethodSaves } from "./use-method-saves.ts";
import { useRootData } from "#app/lib/root-data.ts";
import { CheckField, ErrorSummary, fieldId, useFieldError } from "./checkout-fields.tsx";
import type { ChangeNotice, CheckoutActionResult } from "./checkout-result.ts";
import { euro } from "./order-summary.tsx";

export interface StepTwoProps {
  lang: Locale;
  checkout: Checkout;
  stores: PickupStoreAnswer[];
  profile: Profile | null;
  idempotencyKey: string;
  result?: Extract<CheckoutActionResult, { form: "place" }>;
}

const PRIMARY = "inline-flex min-h-12 w-full items-center justify-center rounded bg-stone-900 px-6 py-2 text-lg font-semibold text-white hover:bg-stone-700 disabled:opacity-60";
const SECONDARY = "inline-flex min-h-11 items-center rounded border border-stone-500 bg-white px-4 text-sm font-medium text-stone-900 hover:bg-stone-100";

/** Step 1's answers, with goToStep1 (spec §4) to change them: everything is kept. */
function StepOneRecap({ lang, checkout, stores, profile }: Omit<StepTwoProps, "idempotencyKey" | "result">) {
  const { t } = useTranslation();
  const a = checkout.ShippingAddress;
  const store = stores.find((s) => s.id === checkout.pickupStore);
  const customer = profile ? { name: `${profile.name} ${profile.lastname}`, email: profile.email } : { name: `${checkout.Customer?.name ?? ""} ${checkout.Customer?.lastname ?? ""}`, email: checkout.Customer?.email ?? "" };
  const invoice = checkout.InvoiceAddress;
  return (
    <section aria-labelledby="recap-title" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 text-sm" data-testid="step1-recap">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recap-title" className="text-lg font-semibold">{t("checkout.step1.title")}</h2>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="back" />
          <button type="submit" className={SECONDARY}>{t("checkout.step1.change")}</button>
        </Form>
      </div>
      <p>{customer.name.trim()} · {customer.email}</p>
      {checkout.shippingMode === 2 && store ? (
        <p><span className="font-medium">{t("checkout.mode.pickup")}:</span> {store.name}, {store.street}, {store.postal_code} {store.city}</p>
      ) : a ? (
        <p><span className="font-medium">{t("checkout.mode.delivery")}:</span> {a.Name}, {a.Street1}{a.Street2 ? `, ${a.Street2}` : ""}, {a.PostalCode} {a.CityName}, {getCountryName(a.Country ?? "", lang)} · {a.Phone}</p>
      ) : null}
      {invoice && (
        <p><span className="font-medium">{t("checkout.invoice.title")}:</span> {[invoice.Company, invoice.Fiscalcode, invoice.Vat, invoice.Sdi, invoice.Pec].filter(Boolean).join(" · ")}</p>
      )}
    </section>
  );
}

/** A refused placement: what changed, line by line, in the shopper's language. */
function Changes({ changes, lang }: { changes: ChangeNotice[]; lang: Locale }) {
  const { t } = useTranslation();
  const values = (c: ChangeNotice) => ({
    name: c.name ?? "", count: c.count ?? 0, ...Object.fromEntries(Object.entries(c.amounts ?? {}).map(([k, v]) => [k, euro(v, lang)])),
  });
  return (
    <div role="alert" tabIndex={-1} data-testid="checkout-changes" className="space-y-2 rounded border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 className="font-semibold">{t("checkout.changed.title")}</h2>
      <ul className="list-disc space-y-1 pl-5">{changes.map((c, i) => <li key={i}>{t(c.key, values(c))}</li>)}</ul>
      <p>
        {t("checkout.changed.next")}{" "}
        <AppLink className="font-medium underline underline-offset-4" to={localizedPath(lang, "/cart")}>{t("checkout.changed.toCart")}</AppLink>
      </p>
    </div>
  );
}

function days(t: (key: string, values?: Record<string, unknown>) => string, min: number, max: number, pickup: boolean) {
  return t(pickup ? "checkout.delivery.readyIn" : "checkout.delivery.days", { min, max, count: max });
}

/** Spec §3 step 2, how: delivery and payment methods, the acceptances and "Place order". */
export function StepTwo(props: StepTwoProps) {
  const { t } = useTranslation();
  const { settings } = useRootData();
  const { lang, checkout, idempotencyKey, result } = props;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const error = useFieldError(result?.errors);
  const formRef = useRef<HTMLFormElement>(null);
  const { deliveryMethods, paymentsMethods } = checkout.cartMethods;
  const pickup = checkout.shippingMode === 2;
  const terms = settings.menu.footer.find((p) => p.code === "terms");
  const privacy = settings.menu.footer.find((p) => p.code === "privacy");
  const age = adultsOnlyAge(checkout.Items);
  useEffect(() => {
    if (!result) return;
    const form = formRef.current;
    (document.querySelector<HTMLElement>('[data-testid="checkout-changes"]') ?? form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [result]);

  const { choose, holdWhileSaving, placeWaiting } = useMethodSaves(formRef);

  const labels = { delivery_method: t("checkout.delivery.title"), payment_method: t("checkout.payment.title"), accept_terms: t("checkout.terms.label"), accept_privacy: t("checkout.privacy.label"), confirm_age: t("checkout.age.label", { age: age ?? 18 }) };
  const value = (name: string) => result?.values?.[name];
  return (
    <div className="space-y-6">
      <StepOneRecap {...props} />
      {result?.changes && <Changes changes={result.changes} lang={lang} />}
      {result?.notice && <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">{t(result.notice)}</p>}
      <Form ref={formRef} method="post" noValidate preventScrollReset onSubmit={holdWhileSaving} className="space-y-6" aria-labelledby="step2-title">
        <h2 id="step2-title" className="text-2xl font-semibold">{t("checkout.step2.title")}</h2>
        <ErrorSummary errors={result?.errors} formError={result?.error} labels={labels} />
        <fieldset className="space-y-2" aria-describedby={error("delivery_method") ? `${fieldId("delivery_method")}-error` : undefined}>
          <legend className="text-lg font-semibold">{t(pickup ? "checkout.delivery.pickupTitle" : "checkout.delivery.title")}</legend>
          {error("delivery_method") && <p id={`${fieldId("delivery_method")}-error`} className="text-sm text-red-800">{error("delivery_method")}</p>}
          {deliveryMethods.map((d, i) => (
            <div key={d.id} className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
              <input type="radio" name="delivery_method" value={d.id} id={i === 0 ? fieldId("delivery_method") : fieldId(`delivery-${d.id}`)}
                defaultChecked={d.id === checkout.delivery_method} onChange={hydrated ? choose : undefined} className="mt-1 h-5 w-5 accent-stone-900" />
              <label htmlFor={i === 0 ? fieldId("delivery_method") : fieldId(`delivery-${d.id}`)} className="flex-1 text-sm">
                <span className="flex justify-between gap-2 font-semibold"><span>{d.name}</span><span>{d.cost === 0 ? t("cart.free") : euro(d.cost, lang)}</span></span>
                {d.description && <span className="block text-stone-700">{d.description}</span>}
                <span className="block text-stone-700">{days(t, d.min_days, d.max_days, pickup)}</span>
                {d.free_above !== null && d.cost > 0 && <span className="block text-stone-700">{t("checkout.delivery.freeAbove", { amount: euro(d.free_above, lang) })}</span>}
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="space-y-2" aria-describedby={error("payment_method") ? `${fieldId("payment_method")}-error` : undefined}>
          <legend className="text-lg font-semibold">{t("checkout.payment.title")}</legend>
          {error("payment_method") && <p id={`${fieldId("payment_method")}-error`} className="text-sm text-red-800">{error("payment_method")}</p>}
          {paymentsMethods.map((p, i) => (
            <div key={p.id} className="flex items-start gap-3 rounded-lg border border-stone-300 bg-white p-3">
              <input type="radio" name="payment_method" value={p.id} id={i === 0 ? fieldId("payment_method") : fieldId(`payment-${p.id}`)}
                defaultChecked={p.id === checkout.payment_method} onChange={hydrated ? choose : undefined} className="mt-1 h-5 w-5 accent-stone-900" />
              <label htmlFor={i === 0 ? fieldId("payment_method") : fieldId(`payment-${p.id}`)} className="flex-1 text-sm">
                <span className="flex justify-between gap-2 font-semibold"><span>{p.name}</span>{p.fee > 0 && <span>{t("checkout.payment.fee", { amount: euro(p.fee, lang) })}</span>}</span>
                {p.description && <span className="block text-stone-700">{p.description}</span>}
              </label>
            </div>
          ))}
        </fieldset>
        {!hydrated && (
          <div className="space-y-1">
            <button type="submit" name="intent" value="methods" className={SECONDARY}>{t("checkout.step2.update")}</button>
            <p className="text-xs text-stone-700">{t("checkout.step2.updateHint")}</p>
          </div>
        )}
        <div>
          <label htmlFor={fieldId("note")} className="block text-sm font-medium">{t("checkout.note.label")} <span className="font-normal text-stone-700">({t("account.field.optional")})</span></label>
          <textarea id={fieldId("note")} name="note" maxLength={500} rows={3} defaultValue={value("note")} className="mt-1 block w-full rounded border border-stone-400 bg-white px-3 py-2" />
        </div>
        <div className="space-y-1">
          <CheckField name="accept_terms" error={error("accept_terms")} defaultChecked={value("accept_terms") === "on"}
            label={<>{t("checkout.terms.label")}{terms && <> (<AppLink className="underline underline-offset-2" to={localizedPath(lang, terms.url)} target="_blank">{t("checkout.terms.read")}</AppLink>)</>}</>} />
          <CheckField name="accept_privacy" error={error("accept_privacy")} defaultChecked={value("accept_privacy") === "on"}
            label={<>{t("checkout.privacy.label")}{privacy && <> (<AppLink className="underline underline-offset-2" to={localizedPath(lang, privacy.url)} target="_blank">{t("checkout.privacy.read")}</AppLink>)</>}</>} />
          {age && <CheckField name="confirm_age" error={error("confirm_age")} defaultChecked={value("confirm_age") === "on"} label={t("checkout.age.label", { age })} />}
        </div>
        <input type="hidden" name="expected_total" value={checkout.totals.total.toFixed(2)} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <button type="submit" name="intent" value="place" disabled={placing} className={PRIMARY} data-testid="place-order">
          {placing || placeWaiting ? t("checkout.placing") : t("checkout.place")}
        </button>
        <p className="text-xs text-stone-700">{t("checkout.placeNote")}</p>
      </Form>
    </div>
  );
}
