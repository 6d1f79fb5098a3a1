import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import type { ShippingMode } from "#domain/order-states.ts";
import { ApiError } from "#api/http/errors.ts";
import { ownerOf, requireOwner, type Owner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findCart } from "#api/cart/cart.queries.ts";
import type { CartContext } from "#api/cart/cart.handlers.ts";
import { buildOrderView } from "#api/orders/orders.view.ts";
import { findOwnedOrder } from "#api/orders/orders.queries.ts";
import type { Checkout } from "./checkout.answers.ts";
import { priceCheckout } from "./checkout.pricing.ts";
import { stepOneProblems } from "./checkout.problems.ts";
import { getCheckoutRoute, getMethodsRoute, getPickupStoresRoute, placeOrderRoute, updateCheckoutRoute } from "./checkout.routes.ts";
import { missingIn, pickupStoresFor } from "./checkout.stores.ts";
import { buildCheckout, methodsView } from "./checkout.view.ts";
import { saveCheckout } from "./checkout.update.ts";
import { placeOrder } from "./place-order.ts";

/** The checkout of an owner's cart (or of nobody's: an empty one), priced now. */
async function readCheckout(db: Database, cart: CartContext, online: ReadonlySet<string>, lang: Locale, owner: Owner | null, mode?: ShippingMode): Promise<Checkout> {
  const [view, stored] = await Promise.all([cart.view(lang, owner), owner ? findCart(db, owner) : null]);
  const shaped = stored && mode ? { ...stored, cart: { ...stored.cart, shippingMode: mode } } : stored;
  const pricing = shaped && owner ? await priceCheckout(db, lang, owner, shaped, online) : null;
  const stores = pricing && pricing.mode === 2 ? await pickupStoresFor(db, lang, pricing.lines) : [];
  const methods = pricing ? methodsView(pricing) : { shippingMode: mode ?? 1, deliveryMethods: [], paymentsMethods: [] };
  return buildCheckout({ view, stored: shaped, pricing, signedIn: owner?.kind === "customer", stores, methods });
}

export function checkoutRoutes(deps: { db: Database; cart: CartContext; online: ReadonlySet<string>; reservationMinutes: number }) {
  const { db, cart, online } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(getCheckoutRoute, async (c) => c.json({ data: await readCheckout(db, cart, online, c.var.info.lang, ownerOf(c.var.info)) }, 200));

  app.openapi(updateCheckoutRoute, async (c) => {
    const body = c.req.valid("json");
    const { lang } = c.var.info;
    const owner = requireOwner(c.var.info);
    await saveCheckout(db, lang, owner, body, online);
    if (body.step === 2) {
      const stored = await findCart(db, owner);
      const pricing = await priceCheckout(db, lang, owner, stored!, online);
      const stores = pricing.mode === 2 ? await pickupStoresFor(db, lang, pricing.lines) : [];
      const problems = stepOneProblems(stored!.cart, owner.kind === "customer", missingIn(stores, stored!.cart.pickupStoreId));
      if (Object.keys(problems).length) {
        throw new ApiError(422, "UNPROCESSABLE", `Step 1 is not complete: ${Object.values(problems)[0]}`, problems, "incomplete");
      }
      await saveCheckout(db, lang, owner, { step: 2 }, online, true);
    }
    return c.json({ data: await readCheckout(db, cart, online, lang, owner) }, 200);
  });

  app.openapi(getMethodsRoute, async (c) => {
    const { shippingMode } = c.req.valid("query");
    const mode = shippingMode ? (Number(shippingMode) as ShippingMode) : undefined;
    const checkout = await readCheckout(db, cart, online, c.var.info.lang, ownerOf(c.var.info), mode);
    return c.json({ data: checkout.cartMethods }, 200);
  });

  app.openapi(getPickupStoresRoute, async (c) => {
    const { lang } = c.var.info;
    const owner = ownerOf(c.var.info);
    const stored = owner ? await findCart(db, owner) : null;
    const pricing = stored && owner ? await priceCheckout(db, lang, owner, stored, online) : null;
    return c.json({ data: await pickupStoresFor(db, lang, pricing?.lines ?? []) }, 200);
  });

  app.openapi(placeOrderRoute, async (c) => {
    const body = c.req.valid("json");
    const { lang } = c.var.info;
    const owner = requireOwner(c.var.info);
    const { orderId, replayed } = await placeOrder(db, { owner, lang, idempotencyKey: c.req.valid("header")["idempotency-key"], body, online });
    const order = await findOwnedOrder(db, owner, orderId);
    if (replayed) c.header("Idempotent-Replayed", "true");
    return c.json({ data: await buildOrderView(db, order!, lang, deps) }, 201);
  });

  return app;
}
