import Stripe from "stripe";
import { WebhookRejected, type PaymentCheck, type PaymentProvider, type PaymentState } from "../provider.ts";

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API answers; only tests point it elsewhere (a local server speaking its HTTP API). */
  apiBase?: string;
  /** Seconds a notification's signature stays valid (Stripe's default: 300). */
  toleranceSeconds?: number;
}

type Session = Stripe.Checkout.Session;

/** Stripe Checkout's words for a session, in the shop's. */
function stateOf(session: Session): PaymentState {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
  if (session.status === "expired") return "expired";
  // A completed session still unpaid waits for a delayed method (a bank debit), unless its payment failed.
  const intent = session.payment_intent;
  if (session.status === "complete" && typeof intent === "object" && intent && ["requires_payment_method", "canceled"].includes(intent.status)) return "failed";
  return "open";
}

/** Asked with its PaymentIntent, whose status tells a debit still processing from one that failed. */
const EXPAND = { expand: ["payment_intent"] };

function checkOf(session: Session): PaymentCheck {
  return {
    reference: session.id, state: stateOf(session),
    amountCents: session.amount_total ?? null, currency: session.currency ?? null,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    redirectUrl: session.status === "open" ? session.url : null,
  };
}

/** Stripe keeps a Checkout Session open between 30 minutes and 24 hours from its creation. */
function sessionExpiry(wanted: Date, now = Date.now()): number {
  const seconds = Math.floor(wanted.getTime() / 1000);
  const nowSeconds = Math.floor(now / 1000);
  return Math.min(Math.max(seconds, nowSeconds + 30 * 60), nowSeconds + 23 * 3600);
}

/** What each Checkout event says of its session; an event not listed changes nothing. */
const EVENT_STATES: Record<string, (session: Session) => PaymentState> = {
  // A card is paid at completion; a delayed method (SEPA debit) completes unpaid, then succeeds or fails.
  "checkout.session.completed": stateOf,
  "checkout.session.async_payment_succeeded": () => "paid",
  "checkout.session.async_payment_failed": () => "failed",
  "checkout.session.expired": () => "expired",
};

/**
 * Stripe Checkout through the `stripe` SDK: a hosted session per order (cards, Apple Pay, Google Pay and
 * the local methods the shop enabled in Stripe), its state asked by id, notifications checked with the
 * `Stripe-Signature` scheme (HMAC-SHA256 with a timestamp tolerance), refunds of the session's payment.
 */
export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === "http:" ? 80 : 443), protocol: base.protocol === "http:" ? "http" : "https" } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
  });

  return {
    name: "stripe",

    async startPayment(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.orderNumber } } }],
        customer_email: input.email,
        locale: input.lang as Stripe.Checkout.SessionCreateParams.Locale,
        client_reference_id: input.orderId,
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
        payment_intent_data: { metadata: { orderId: input.orderId, orderNumber: input.orderNumber } },
        success_url: input.successUrl.replace("{REFERENCE}", "{CHECKOUT_SESSION_ID}"),
        cancel_url: input.cancelUrl.replace("{REFERENCE}", "{CHECKOUT_SESSION_ID}"),
        expires_at: sessionExpiry(input.expiresAt),
      }, { idempotencyKey: input.idempotencyKey });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a page to send the shopper to`);
      return { reference: session.id, redirectUrl: session.url };
    },

    async checkPayment(reference) {
      return checkOf(await stripe.checkout.sessions.retrieve(reference, EXPAND));
    },

    async cancelPayment(reference) {
      try {
        return checkOf(await stripe.checkout.sessions.expire(reference));
      } catch (error) {
        // Only an open session can be expired: a complete or expired one is answered as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return checkOf(await stripe.checkout.sessions.retrieve(reference, EXPAND));
        throw error;
      }
    },

    async readWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!signature) throw new WebhookRejected("The notification has no Stripe-Signature header.");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, options.toleranceSeconds ?? 300);
      } catch (error) {
        throw new WebhookRejected(`The notification's signature does not check out: ${(error as Error).message}`);
      }
      const session = event.data.object as Session;
      const known = EVENT_STATES[event.type];
      const check = event.type.startsWith("checkout.session.") ? checkOf(session) : { reference: "", amountCents: null, currency: null, orderId: null, state: "open" as const };
      return { ...check, state: known ? known(session) : check.state, provider: "stripe", eventId: event.id, type: event.type, payload: event };
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${reference} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountCents }, { idempotencyKey });
      return { refundId: refund.id };
    },
  };
}
