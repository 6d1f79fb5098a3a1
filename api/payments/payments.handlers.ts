import { OpenAPIHono } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { orderLines, orders } from "#db/schema/schema.ts";
import { changeCart, emptyCartState, lineCap, type CartState } from "#domain/cart.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireOwner, type Owner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import type { CartContext } from "#api/cart/cart.handlers.ts";
import { loadVariantFacts, stateOf } from "#api/cart/cart.queries.ts";
import type { CartMessage, ShippingAddress } from "#api/cart/cart.schemas.ts";
import { findOwnedOrder, type OrderRow } from "#api/orders/orders.queries.ts";
import { buildOrderView } from "#api/orders/orders.view.ts";
import { applyPaymentEvent } from "./payment-events.ts";
import { cancelForCart, checkPayment, choosePaymentMethod, closeOnlinePayment, openPayment, type OnlinePayments } from "./order-payments.ts";
import { backToCartRoute, buyAgainRoute, checkPaymentRoute, choosePaymentMethodRoute, startPaymentRoute, webhookRoute } from "./payments.routes.ts";
import { ProviderUnavailable, WebhookRejected } from "./provider.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentDeps extends OnlinePayments {
  db: Database;
  cart: CartContext;
}

async function ownedOrder(db: Database, owner: Owner, id: string): Promise<OrderRow> {
  const order = await findOwnedOrder(db, owner, id);
  if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
  return order;
}

/**
 * An order's lines added to a cart's state as they sell today: each capped by today's maximum (`capped`),
 * a line that can no longer be sold named and left out (`not_available`). Buy again and back-to-the-cart.
 */
async function addOrderLines(tx: Database, lang: Locale, orderId: string, start: CartState<ShippingAddress>) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.sku));
  const facts = await loadVariantFacts(tx, lang, lines.flatMap((l) => (l.variantId ? [l.variantId] : [])));
  let state = start;
  const messages: CartMessage[] = [];
  for (const line of lines) {
    const variant = line.variantId ? facts.get(line.variantId) : undefined;
    if (!variant || lineCap(variant) === 0) { messages.push({ code: "not_available", title: line.title }); continue; }
    const outcome = changeCart(state, { kind: "add", variant, quantity: line.quantity });
    state = outcome.state;
    if (outcome.capped) messages.push({ code: "capped", variant_id: outcome.capped.variantId, quantity: outcome.capped.quantity });
  }
  return { state, messages };
}

export function paymentRoutes(deps: PaymentDeps) {
  const { db } = deps;
  const online = new Set(Object.keys(deps.providers));
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const view = (order: OrderRow, lang: Parameters<typeof buildOrderView>[2]) => buildOrderView(db, order, lang, { reservationMinutes: deps.reservationMinutes, online });

  app.openapi(webhookRoute, async (c) => {
    const provider = deps.providers[c.req.valid("param").provider];
    if (!provider) throw new ApiError(404, "NOT_FOUND", "This payment provider is not configured in this shop.");
    let event;
    try {
      event = await provider.readWebhook(await c.req.text(), c.req.raw.headers);
    } catch (error) {
      if (error instanceof WebhookRejected) throw new ApiError(400, "VALIDATION_FAILED", error.message, undefined, "bad_signature");
      if (error instanceof ProviderUnavailable) throw new ApiError(503, "UNAVAILABLE", `${error.message} Send it again later.`, undefined, "provider_unavailable");
      throw error;
    }
    // An approval the shop completes itself (PayPal's capture) is completed first: if the provider cannot
    // be reached, the 503 leaves the event unrecorded and the provider sends it again.
    if (event.followUp === "check" && event.orderId && UUID.test(event.orderId)) {
      const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
      if (order && order.paymentReference === event.reference) await checkPayment(db, deps, order);
    }
    const effect = await applyPaymentEvent(db, event, deps.log);
    return c.json({ data: { received: true as const, effect } }, 200);
  });

  app.openapi(startPaymentRoute, async (c) => {
    const { lang } = c.var.info;
    const order = await ownedOrder(db, requireOwner(c.var.info), c.req.valid("param").id);
    const body = c.req.valid("json");
    const hosted = await openPayment(db, deps, order, { lang, successPath: body.success_path, cancelPath: body.cancel_path });
    return c.json({ data: { redirect_url: hosted.redirectUrl } }, 200);
  });

  app.openapi(checkPaymentRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    const { id } = c.req.valid("param");
    await checkPayment(db, deps, await ownedOrder(db, owner, id));
    return c.json({ data: await view(await ownedOrder(db, owner, id), c.var.info.lang) }, 200);
  });

  app.openapi(choosePaymentMethodRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    const { id } = c.req.valid("param");
    const { lang } = c.var.info;
    await choosePaymentMethod(db, deps, await ownedOrder(db, owner, id), c.req.valid("json").payment_method, lang);
    return c.json({ data: await view(await ownedOrder(db, owner, id), lang) }, 200);
  });

  app.openapi(buyAgainRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    const { lang } = c.var.info;
    const order = await ownedOrder(db, owner, c.req.valid("param").id);
    // Spec §4's sequence, in one transaction: delete every current line and clear the cart, then add the order's lines.
    const data = await deps.cart.change(lang, owner, async (_stored, tx) => ({
      ...(await addOrderLines(tx, lang, order.id, emptyCartState<ShippingAddress>())), extra: { freeze: false },
    }));
    return c.json({ data }, 200);
  });

  app.openapi(backToCartRoute, async (c) => {
    const owner = requireOwner(c.var.info);
    const { lang } = c.var.info;
    const order = await ownedOrder(db, owner, c.req.valid("param").id);
    await closeOnlinePayment(db, deps, order);
    const data = await deps.cart.change(lang, owner, async (stored, tx) => {
      await cancelForCart(tx, order);
      // The order's lines go back on top of what the cart holds now (its stock just given back), with its coupon.
      const refilled = await addOrderLines(tx, lang, order.id, stateOf(stored));
      const state = order.couponCode && !refilled.state.couponCode ? { ...refilled.state, couponCode: order.couponCode } : refilled.state;
      return { state, messages: refilled.messages };
    });
    return c.json({ data }, 200);
  });

  return app;
}
