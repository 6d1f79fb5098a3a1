import { data, type AppLoadContext } from "react-router";
import type { Checkout, PickupStoreAnswer } from "#api/checkout/checkout.answers.ts";
import type { Order } from "#api/orders/orders.schemas.ts";
import { localizedPath, type Locale } from "#domain/locale.ts";
import type { Address, Profile } from "#app/features/account/account-types.ts";
import { endSession, isSessionEnded, requireRenewedSession } from "#app/features/account/account-api.server.ts";
import { ApiRequestError, apiReason, type ApiClient } from "#app/lib/api-client.server.ts";
import { apiFor } from "#app/lib/api.server.ts";
import { redirectOnSite } from "#app/lib/redirect.ts";
import { hasSession } from "#app/lib/session.server.ts";
import { COUPON_CODE } from "#app/features/cart/cart-form.server.ts";
import { refusalKey } from "#app/features/cart/cart-action.server.ts";
import { errorsFromApi, readPlaceForm, readStepOne, type FieldErrors } from "./checkout-form.server.ts";
import { describeChanges, type CheckoutActionResult } from "./checkout-result.ts";
import { orderPagePath, sendToPaymentPage } from "./online-payment.server.ts";
import { adultsOnlyAge } from "#domain/age-limit.ts";

interface ActionArgs { request: Request; context: AppLoadContext; lang: Locale; form: FormData; api: ApiClient }

const checkoutPath = (lang: Locale) => localizedPath(lang, "/checkout");
const backToCheckout = (lang: Locale) => redirectOnSite(checkoutPath(lang), 303);

/** What the shopper typed, to put back in the form after a refusal (never a password: there is none here). */
function echo(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string" && e[0] !== "intent").map(([k, v]) => [k, v.slice(0, 500)]));
}

function refused(result: CheckoutActionResult, status = 400) {
  return data(result, { status });
}

function apiFields(error: ApiRequestError): Record<string, string> {
  return (error.body as { metadata?: { fields?: Record<string, string> }[] } | null)?.metadata?.[0]?.fields ?? {};
}

/** Step 1: who and where. Saved, the checkout moves on to step 2 (the API refuses that while anything is missing). */
async function saveStepOne({ request, lang, form, api }: ActionArgs) {
  const signedIn = hasSession(request.headers.get("cookie"));
  if (signedIn) requireRenewedSession(request);
  let addresses: Address[] = [];
  let me: Profile | null = null;
  if (signedIn) {
    const [a, m] = await Promise.all([api.get<{ data: Address[] }>("/auth/addresses"), api.get<{ data: Profile }>("/auth/me")]);
    [addresses, me] = [a.data, m.data];
  }
  const { body, errors, saveAddress } = readStepOne(form, { signedIn, addresses, name: me ? `${me.name} ${me.lastname}` : "" });
  if (Object.keys(errors).length) return refused({ form: "step1", errors, values: echo(form) });
  if (saveAddress) {
    try {
      await api.post("/auth/addresses", saveAddress);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
      const reason = apiReason(error.body);
      return refused({ form: "step1", errors: { save_address: { key: reason === "too_many_addresses" ? "address.error.tooMany" : "checkout.error.addressNotSaved" } }, values: echo(form) });
    }
  }
  let checkout: Checkout;
  try {
    checkout = (await api.request<{ data: Checkout }>("PUT", "/checkout", body)).data;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    const invoice = body.InvoiceAddress ?? null;
    return refused({ form: "step1", errors: errorsFromApi(apiFields(error), invoice, false), values: echo(form) });
  }
  if (checkout.step2) return backToCheckout(lang);
  const stepOne = Object.fromEntries(Object.entries(checkout.problems).filter(([field]) => !["delivery_method", "payment_method", "Items"].includes(field)));
  const storeLacks = /does not have/.test(stepOne.pickupStore ?? "");
  const problems: FieldErrors = errorsFromApi(stepOne, checkout.InvoiceAddress, storeLacks);
  if (!Object.keys(problems).length) problems.form = { key: "checkout.error.invalid" };
  return refused({ form: "step1", errors: problems, values: echo(form) });
}

/** Step 2's choices, saved as they change (with JavaScript at once; without, by "Update the summary"). */
async function saveMethods({ lang, form, api }: ActionArgs) {
  const { fields } = readPlaceForm(form);
  await api.request("PUT", "/checkout", {
    ...(fields.delivery_method ? { delivery_method: fields.delivery_method } : {}),
    ...(fields.payment_method ? { payment_method: fields.payment_method } : {}),
  });
  return backToCheckout(lang);
}

/** goToStep1 (spec §4): back to who and where, with everything kept. */
async function backToStepOne({ lang, api }: ActionArgs) {
  await api.request("PUT", "/checkout", { step: 1 });
  return backToCheckout(lang);
}

async function applyCoupon({ lang, form, api }: ActionArgs) {
  const parsed = COUPON_CODE.safeParse(String(form.get("code") ?? ""));
  if (!parsed.success) return refused({ form: "coupon", error: parsed.error.issues[0]!.message });
  try {
    await api.post("/cart/coupon", { code: parsed.data });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) return refused({ form: "coupon", error: refusalKey(error) });
    throw error;
  }
  return backToCheckout(lang);
}

async function removeCoupon({ lang, api }: ActionArgs) {
  await api.request("DELETE", "/cart/coupon");
  return backToCheckout(lang);
}

const orderPage = (lang: Locale, id: string) => redirectOnSite(orderPagePath(lang, id), 303);

/** The order placed: its page, or first the provider's page when it waits for a card or wallet payment (issue 15). */
function afterPlacement(args: Pick<ActionArgs, "lang" | "context" | "api">, order: Order) {
  return order.payment_options ? sendToPaymentPage({ ...args, orderId: order._id }) : orderPage(args.lang, order._id);
}

/**
 * Place order: one press is one order. The key is the cart's (the loader's hidden field), so a double
 * click, a reload that posts again, a retry and a second tab all send the same key and body, and the
 * API answers the order it placed the first time.
 */
async function placeOrder({ lang, form, api, context }: ActionArgs) {
  const { fields, errors } = readPlaceForm(form);
  if (Object.keys(errors).length) return refused({ form: "place", errors, values: echo(form) });
  const { data: now } = await api.get<{ data: Checkout }>("/checkout");
  // No cart any more: this cart's order was placed (another tab, a retry); the key answers it again.
  const placedAlready = now.Items.length === 0;
  if (!placedAlready && (now.delivery_method !== fields.delivery_method || now.payment_method !== fields.payment_method)) {
    // Chosen without JavaScript and not saved yet: the total the shopper saw is not this one's.
    await api.request("PUT", "/checkout", { delivery_method: fields.delivery_method, payment_method: fields.payment_method });
    return refused({ form: "place", notice: "checkout.summaryUpdated", values: echo(form) }, 409);
  }
  if (!fields.idempotency_key || fields.expected_total === null) return refused({ form: "place", error: "checkout.error.invalid", values: echo(form) });
  const age = adultsOnlyAge(now.Items);
  if (age && !fields.confirm_age) return refused({ form: "place", errors: { confirm_age: { key: "checkout.error.age", values: { age: String(age) } } }, values: echo(form) });
  let order: Order;
  try {
    ({ data: order } = await api.request<{ data: Order }>("POST", "/checkout/place-order", {
      expected_total: fields.expected_total, accept_terms: true, accept_privacy: true,
      ...(fields.confirm_age ? { confirm_age: true } : {}), ...(fields.note ? { note: fields.note } : {}),
    }, { headers: { "Idempotency-Key": fields.idempotency_key } }));
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status >= 500) throw error;
    return placementRefused(error, { lang, api, form, context });
  }
  return afterPlacement({ lang, api, context }, order);
}

async function placementRefused(error: ApiRequestError, { lang, api, form, context }: Pick<ActionArgs, "lang" | "api" | "form" | "context">) {
  const reason = apiReason(error.body);
  if (reason === "idempotency_key_reused") {
    // This cart's order was placed a moment ago from another tab with another note: show that order.
    const number = /order (\S+) with/.exec(error.message)?.[1];
    const { data: orders } = await api.get<{ data: Order[] }>("/orders");
    const placed = orders.find((o) => o.number === number) ?? orders[0];
    if (placed) return afterPlacement({ lang, api, context }, placed);
  }
  if (reason === "empty_cart") return redirectOnSite(`${localizedPath(lang, "/cart")}?reason=empty`, 303);
  if (error.status === 409) {
    const [{ data: checkout }, stores] = await Promise.all([
      api.get<{ data: Checkout }>("/checkout"),
      api.get<{ data: PickupStoreAnswer[] }>("/checkout/pickup-stores").then((r) => r.data, () => []),
    ]);
    return refused({ form: "place", changes: describeChanges(apiFields(error), reason, checkout, stores), values: echo(form) }, 409);
  }
  if (reason === "age_not_confirmed") {
    // The cart took a product sold to adults only since this page checked (another tab): ask for the age now.
    const { data: checkout } = await api.get<{ data: Checkout }>("/checkout");
    const age = String(adultsOnlyAge(checkout.Items) ?? 18);
    return refused({ form: "place", errors: { confirm_age: { key: "checkout.error.age", values: { age } } }, values: echo(form) }, 422);
  }
  if (reason === "incomplete") {
    // A step-1 problem sends the screen back to step 1 (the loader decides); the rest are step 2's.
    const errors = errorsFromApi(apiFields(error), null, false);
    return refused({ form: "place", error: "checkout.error.incomplete", errors, values: echo(form) }, 422);
  }
  return refused({ form: "place", error: "checkout.error.invalid", values: echo(form) });
}

const INTENTS = { step1: saveStepOne, methods: saveMethods, back: backToStepOne, place: placeOrder, coupon: applyCoupon, "remove-coupon": removeCoupon };

/** The checkout screen's one action, switching on the form's intent (CONVENTIONS: route modules). */
export async function checkoutAction({ request, context, lang }: Omit<ActionArgs, "form" | "api">) {
  const form = await request.formData();
  const handler = INTENTS[String(form.get("intent") ?? "") as keyof typeof INTENTS];
  if (!handler) return refused({ form: "unknown", error: "checkout.error.invalid" });
  const api = apiFor(request, context, lang);
  try {
    return await handler({ request, context, lang, form, api });
  } catch (error) {
    if (isSessionEnded(error)) return endSession(lang, context);
    if (error instanceof ApiRequestError && error.status < 500) {
      const reason = apiReason(error.body);
      if (reason === "empty_cart") return redirectOnSite(`${localizedPath(lang, "/cart")}?reason=empty`, 303);
      return refused({ form: "unknown", error: "checkout.error.invalid" });
    }
    throw error;
  }
}
