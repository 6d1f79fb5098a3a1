/**
 * A payment provider as the shop uses it (issue 15): a hosted payment page for an order, the payment's
 * state asked server to server, its signed notifications, and refunds. One adapter per provider
 * (`stripe/`, PayPal next), each through the provider's official SDK; the shop's code never asks which.
 * Amounts are integer cents; currencies are ISO 4217 in lower case.
 */
export interface StartPayment {
  orderId: string;
  orderNumber: string;
  amountCents: number;
  currency: string;
  /** The shopper's language, for the provider's page. */
  lang: string;
  email: string;
  /** Where the provider sends the shopper back; `{REFERENCE}` is replaced by the payment's reference where the provider allows. */
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same payment (a retried request never opens a second one). */
  idempotencyKey: string;
  /** When the hosted page stops taking the payment: the order's reservation ends then (providers round it to their own limits). */
  expiresAt: Date;
}

export interface HostedPayment {
  /** The provider's id of this payment (a Checkout Session, a PayPal order): kept on the order. */
  reference: string;
  /** The provider's page the shopper is sent to. */
  redirectUrl: string;
}

export type PaymentState = "open" | "paid" | "failed" | "expired";

/** What the provider says of a payment, asked server to server (never read from the return URL). */
export interface PaymentCheck {
  reference: string;
  state: PaymentState;
  /** What was paid or asked, as the provider says: compared with the order before it is marked paid. */
  amountCents: number | null;
  currency: string | null;
  /** The order the payment was opened for, as the provider kept it. */
  orderId: string | null;
  /** The hosted page, while the payment is open: a shopper who comes back to retry is sent there again. */
  redirectUrl?: string | null;
}

/** A provider's notification, its signature checked. */
export interface PaymentEvent extends PaymentCheck {
  provider: string;
  /** The provider's id of the event: each is recorded once (`payment_events`). */
  eventId: string;
  /** The provider's name of the event, for the record and the logs. */
  type: string;
  payload: unknown;
  /**
   * `check`: the event says the shopper approved a payment the shop still has to complete (PayPal's
   * capture): once recorded, the shop asks the provider (checkPayment) while the order waits for it.
   */
  followUp?: "check";
}

export interface PaymentProvider {
  readonly name: string;
  startPayment(input: StartPayment): Promise<HostedPayment>;
  /**
   * What the provider says of the payment now, server to server. A provider that needs the shop to
   * complete an approved payment (PayPal's capture) does it here, so the answer is final where it can be.
   */
  checkPayment(reference: string): Promise<PaymentCheck>;
  /** Closes the hosted page so it can no longer take money; answers the payment as it ended (paid, if the shopper was quicker). */
  cancelPayment(reference: string): Promise<PaymentCheck>;
  /** Throws WebhookRejected when the notification is not the provider's (signature missing, wrong or stale). */
  readWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent>;
  refund(input: { reference: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/** The provider could not be asked (out of reach, failing on its side): answered 503, so the provider sends the notification again. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderUnavailable";
  }
}

/** A notification that cannot be shown to come from the provider: answered 4xx, and nothing changes. */
export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRejected";
  }
}
