import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { orders } from "#db/schema/schema.ts";
import type { TestApi } from "#tests/setup/test-api.ts";
import { startStripePeer, type StripePeer } from "#tests/peers/stripe-peer.ts";
import type { PaymentProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe/stripe-provider.ts";
import { PLACE, checkoutCalls, newVisitor, readyForDelivery, type Ids, type Variant, type Who } from "#api/checkout/checkout-test-kit.ts";

/**
 * A local Stripe (tests/peers/stripe-peer.ts) for one test file, and the shop's adapter pointed at it: the
 * SDK and the adapter run unchanged, only the network peer is ours. Set before the file's tests run.
 */
export function useStripePeer(name: string): { peer: StripePeer; provider: PaymentProvider; keys: { secretKey: string; webhookSecret: string } } {
  const keys = { secretKey: `sk_test_${name}`, webhookSecret: `whsec_${name}` };
  const state = { keys } as { peer: StripePeer; provider: PaymentProvider; keys: typeof keys };
  beforeAll(async () => {
    state.peer = await startStripePeer(keys);
    state.provider = createStripeProvider({ ...keys, apiBase: state.peer.base });
  });
  afterAll(() => state.peer.close());
  return state;
}

/** The shop's paths the provider sends the shopper back to, as the storefront gives them. */
export const returnPaths = (orderId: string) => ({ success_path: `/order-success?order=${orderId}`, cancel_path: `/cancel?order=${orderId}` });

export const paymentCalls = (t: TestApi) => {
  const headers = (who: Who) => ({ ia: who.ia, ...(who.token ? { authorization: `Bearer ${who.token}` } : {}) });
  return {
    start: (who: Who, orderId: string) => t.call("POST", `/orders/${orderId}/payment`, { body: returnPaths(orderId), headers: headers(who) }),
    check: (who: Who, orderId: string) => t.call("POST", `/orders/${orderId}/payment/check`, { headers: headers(who) }),
    choose: (who: Who, orderId: string, method: number) => t.call("PUT", `/orders/${orderId}/payment-method`, { body: { payment_method: method }, headers: headers(who) }),
    backToCart: (who: Who, orderId: string) => t.call("POST", `/orders/${orderId}/back-to-cart`, { headers: headers(who) }),
  };
};

/**
 * An order placed with a card, as the storefront places it: the checkout with the card method, the order,
 * then its hosted page opened (POST /orders/{id}/payment). Answers the provider's reference of the page.
 */
export async function orderAwaitingCard(t: TestApi, options: { ids: Ids; variant: Variant; quantity?: number; method?: number; who?: Who }) {
  const c = checkoutCalls(t);
  const who = options.who ?? { ia: newVisitor() };
  await c.add(who, options.variant, options.quantity ?? 1);
  const summary = await readyForDelivery(t, who, options.ids, options.method ?? options.ids.card);
  const placed = await c.place(who, PLACE(summary.totals.total));
  if (placed.status !== 201) throw new Error(`placing the card order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const order = placed.body.data as { _id: string; number: string };
  const started = await paymentCalls(t).start(who, order._id);
  if (started.status !== 200) throw new Error(`opening the payment page answered ${started.status}: ${JSON.stringify(started.body)}`);
  const [row] = await t.db.select({ reference: orders.paymentReference }).from(orders).where(eq(orders.id, order._id));
  return { orderId: order._id, number: order.number, session: row!.reference!, redirectUrl: started.body.data.redirect_url as string, who };
}
