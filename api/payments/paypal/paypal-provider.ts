import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from "axios";
import {
  ApiError, CheckoutPaymentIntent, Client, Environment, LogLevel, OrdersController, PaymentsController, PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference, type OAuthToken, type Order,
} from "@paypal/paypal-server-sdk";
import { ProviderUnavailable, WebhookRejected, type PaymentCheck, type PaymentProvider, type PaymentState } from "../provider.ts";

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook: its notifications are verified against it. */
  webhookId: string;
  environment: "sandbox" | "live";
  /** Where the PayPal API answers; only tests point it elsewhere (a local server speaking its HTTP API). */
  apiBase?: string;
}

const PAYPAL_API = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/;

/** PayPal's page in the shopper's language. */
const LOCALES: Record<string, string> = { it: "it-IT", en: "en-GB", fr: "fr-FR", de: "de-DE", es: "es-ES" };

const cents = (value: string | undefined) => (value === undefined ? null : Math.round(Number(value) * 100));

/** The headers PayPal signs each notification with; all are needed to verify it. */
const SIGNATURE_HEADERS = ["paypal-auth-algo", "paypal-cert-url", "paypal-transmission-id", "paypal-transmission-sig", "paypal-transmission-time"] as const;

/**
 * PayPal Checkout (Orders v2) through `@paypal/paypal-server-sdk`: an order per shop order, approved on
 * PayPal's page and captured by the shop (PayPal takes the money only at the capture), its state asked
 * by id, notifications verified by PayPal's own verify-webhook-signature call, refunds of the capture.
 */
export function createPayPalProvider(options: PayPalOptions): PaymentProvider {
  const base = options.apiBase?.replace(/\/$/, "");
  const httpAdapter = axios.getAdapter("http");
  let token: OAuthToken | undefined;
  const client = new Client({
    environment: options.environment === "live" ? Environment.Production : Environment.Sandbox,
    clientCredentialsAuthCredentials: {
      oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret, oAuthOnTokenUpdate: (t) => { token = t; },
    },
    timeout: 10_000,
    logging: { logLevel: LogLevel.Error },
    // The SDK knows only PayPal's two hosts: tests send its requests, unchanged, to the local server instead.
    ...(base ? { unstable_httpClientOptions: {
      adapter: (config: AxiosRequestConfig) => httpAdapter({ ...config, url: config.url?.replace(PAYPAL_API, base) } as InternalAxiosRequestConfig),
    } } : {}),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  const apiOrigin = base ?? (options.environment === "live" ? "https://api-m.paypal.com" : "https://api-m.sandbox.paypal.com");

  const checkOf = (order: Order): PaymentCheck => {
    const unit = order.purchaseUnits?.[0];
    const capture = unit?.payments?.captures?.[0];
    let state: PaymentState = "open";
    if (order.status === "COMPLETED") {
      state = !capture || capture.status === "COMPLETED" ? "paid" : capture.status === "PENDING" ? "open" : "failed";
    } else if (order.status === "VOIDED") state = "expired";
    const money = capture?.amount ?? unit?.amount;
    return {
      reference: order.id ?? "", state, amountCents: cents(money?.value), currency: money?.currencyCode?.toLowerCase() ?? null,
      orderId: unit?.customId ?? null,
      redirectUrl: state === "open" && order.status !== "APPROVED" ? order.links?.find((l) => l.rel === "payer-action" || l.rel === "approve")?.href ?? null : null,
    };
  };

  async function read(reference: string): Promise<Order> {
    return (await orders.getOrder({ id: reference })).result;
  }

  /** Approved by the shopper: the shop takes the money now (one capture per order, whoever asks: PayPal-Request-Id). */
  async function capture(reference: string): Promise<PaymentCheck> {
    try {
      return checkOf((await orders.captureOrder({ id: reference, paypalRequestId: `capture-${reference}`, prefer: "return=representation" })).result);
    } catch (error) {
      // A declined instrument is a failed payment; anything else is asked again.
      if (error instanceof ApiError && error.statusCode === 422) {
        const now = await read(reference);
        return now.status === "COMPLETED" ? checkOf(now) : { ...checkOf(now), state: "failed", redirectUrl: null };
      }
      throw error;
    }
  }

  return {
    name: "paypal",

    async startPayment(input) {
      const { result } = await orders.createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [{
            referenceId: "default", customId: input.orderId, invoiceId: input.orderNumber, description: input.orderNumber,
            amount: { currencyCode: input.currency.toUpperCase(), value: (input.amountCents / 100).toFixed(2) },
          }],
          paymentSource: { paypal: { experienceContext: {
            returnUrl: input.successUrl.replace("{REFERENCE}", ""), cancelUrl: input.cancelUrl.replace("{REFERENCE}", ""),
            userAction: PaypalExperienceUserAction.PayNow, shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            locale: LOCALES[input.lang] ?? "en-GB",
          } } },
        },
        paypalRequestId: input.idempotencyKey,
        prefer: "return=representation",
      });
      const redirectUrl = result.links?.find((l) => l.rel === "payer-action" || l.rel === "approve")?.href;
      if (!result.id || !redirectUrl) throw new Error(`PayPal answered order ${result.id ?? "?"} without a page to send the shopper to`);
      return { reference: result.id, redirectUrl };
    },

    async checkPayment(reference) {
      const order = await read(reference);
      return order.status === "APPROVED" ? capture(reference) : checkOf(order);
    },

    async cancelPayment(reference) {
      const order = await read(reference);
      // Approved already: the shopper chose to pay, and that payment wins over closing (the change is refused).
      if (order.status === "APPROVED") return capture(reference);
      // Captured: paid, or still pending at PayPal (then it cannot be stopped: the order waits for it).
      if (order.status === "COMPLETED") return checkOf(order);
      // PayPal takes nothing until the shop captures: an order the shop will not capture is closed for it.
      return { ...checkOf(order), state: "expired", redirectUrl: null };
    },

    async readWebhook(rawBody, headers) {
      const signature = Object.fromEntries(SIGNATURE_HEADERS.map((h) => [h, headers.get(h)]));
      if (SIGNATURE_HEADERS.some((h) => !signature[h])) throw new WebhookRejected("The notification lacks PayPal's transmission headers.");
      let event: { id?: string; event_type?: string; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WebhookRejected("The notification is not JSON.");
      }
      let answer: Response;
      try {
        token = await client.clientCredentialsAuthManager.updateToken(token);
        answer = await fetch(`${apiOrigin}/v1/notifications/verify-webhook-signature`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token.accessToken}` },
          // The event as received, byte for byte: PayPal checks the signature over the body it sent.
          body: `{"auth_algo":${JSON.stringify(signature["paypal-auth-algo"])},"cert_url":${JSON.stringify(signature["paypal-cert-url"])},`
            + `"transmission_id":${JSON.stringify(signature["paypal-transmission-id"])},"transmission_sig":${JSON.stringify(signature["paypal-transmission-sig"])},`
            + `"transmission_time":${JSON.stringify(signature["paypal-transmission-time"])},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${rawBody}}`,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailable("PayPal could not be asked to verify the notification.", { cause: error });
      }
      if (answer.status >= 500) throw new ProviderUnavailable(`PayPal's signature check answered ${answer.status}.`);
      if (!answer.ok) throw new WebhookRejected(`PayPal refused to verify the notification (${answer.status}).`);
      const { verification_status: status } = (await answer.json()) as { verification_status?: string };
      if (status !== "SUCCESS") throw new WebhookRejected("PayPal did not confirm the notification's signature.");
      if (!event.id || !event.event_type) throw new WebhookRejected("The notification has no id or type.");

      const r = event.resource ?? {};
      const type = event.event_type;
      const base = { provider: "paypal", eventId: event.id, type, payload: event };
      if (type.startsWith("PAYMENT.CAPTURE.")) {
        // The resource is the capture; its order is PayPal's order (the payment's reference).
        const amount = r.amount as { value?: string; currency_code?: string } | undefined;
        const related = (r.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids?.order_id ?? "";
        const state: PaymentState = type === "PAYMENT.CAPTURE.COMPLETED" ? "paid" : type === "PAYMENT.CAPTURE.DENIED" || type === "PAYMENT.CAPTURE.DECLINED" ? "failed" : "open";
        return { ...base, reference: related, state, amountCents: cents(amount?.value), currency: amount?.currency_code?.toLowerCase() ?? null, orderId: (r.custom_id as string | undefined) ?? null };
      }
      // CHECKOUT.ORDER.APPROVED: the shopper approved but may never come back; the shop captures (a check).
      const unit = (r.purchase_units as { custom_id?: string; amount?: { value?: string; currency_code?: string } }[] | undefined)?.[0];
      return {
        ...base, reference: (r.id as string | undefined) ?? "", state: "open", amountCents: cents(unit?.amount?.value),
        currency: unit?.amount?.currency_code?.toLowerCase() ?? null, orderId: unit?.custom_id ?? null,
        ...(type === "CHECKOUT.ORDER.APPROVED" ? { followUp: "check" as const } : {}),
      };
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      const order = await read(reference);
      const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
      if (!capture?.id || !capture.amount) throw new Error(`PayPal order ${reference} has no captured payment to refund`);
      const { result } = await payments.refundCapturedPayment({
        captureId: capture.id, paypalRequestId: idempotencyKey,
        body: { amount: { currencyCode: capture.amount.currencyCode, value: (amountCents / 100).toFixed(2) } },
      });
      if (!result.id) throw new Error(`PayPal answered the refund of ${reference} without an id`);
      return { refundId: result.id };
    },
  };
}
