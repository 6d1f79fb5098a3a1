import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { ApiError } from "#api/http/errors.ts";
import { ownerOf } from "#api/http/owner.ts";
import { markPersonal, type ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { enforceRateLimits, RATE_RULES } from "#api/auth/rate-limit.ts";
import { findAccessibleOrder, findOrderByNumberAndEmail, orderAccessKey } from "./order-access.ts";
import { pageOwnedOrders, type OrderRow } from "./orders.queries.ts";
import { getOrderRoute, listOrdersRoute, lookupOrderRoute } from "./orders.routes.ts";
import { readCarriers, shipmentAnswer, shipmentsOf } from "./shipments.queries.ts";
import { buildOrderView } from "./orders.view.ts";
import { orderReturnFacts } from "#api/returns/returns.actions.ts";

const NO_MATCH = "No order matches this number and e-mail. Check both against your confirmation e-mail.";

export function orderRoutes(deps: { db: Database; reservationMinutes: number; online: ReadonlySet<string>; sessionSecret: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  /** One order in full: with its parcels and their tracking, carriers named, and its returns. */
  async function fullView(order: OrderRow, lang: Locale) {
    const [view, list, carriers, facts] = await Promise.all([
      buildOrderView(db, order, lang, deps), shipmentsOf(db, order.id), readCarriers(db), orderReturnFacts(db, order),
    ]);
    return {
      ...view,
      Items: view.Items.map((l) => ({ ...l, returnable: l.QuantityPurchased - (facts?.returnedUnits.get(l.line_id) ?? 0) })),
      returns: facts?.returns ?? [], return_until: facts?.returnUntil ?? null, ...(facts ? { return_to: facts.returnTo } : {}),
      // The shopper's view: the carrier's name, no ids of the shop's.
      shipments: list.map((s) => {
        const { id: _id, ...answer } = shipmentAnswer(s);
        return { ...answer, carrier: carriers.find((c) => c.code === s.carrier)?.name ?? s.carrier };
      }),
    };
  }

  app.openapi(getOrderRoute, async (c) => {
    const { id } = c.req.valid("param");
    // The answer is personal whoever asks: even a 404 must not be kept by a cache.
    markPersonal(c.var.info);
    const order = await findAccessibleOrder(db, c.var.info, deps.sessionSecret, id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    return c.json({ data: await fullView(order, c.var.info.lang) }, 200);
  });

  app.openapi(listOrdersRoute, async (c) => {
    const { status, page, per_page: perPage } = c.req.valid("query");
    const owner = ownerOf(c.var.info);
    if (!owner) return c.json({ data: [], meta: { page, per_page: perPage, total: 0 } }, 200);
    const { rows, total } = await pageOwnedOrders(db, owner, { status, page, perPage });
    const data = [];
    for (const row of rows) data.push(await buildOrderView(db, row, c.var.info.lang, deps));
    return c.json({ data, meta: { page, per_page: perPage, total } }, 200);
  });

  app.openapi(lookupOrderRoute, async (c) => {
    const { number, email } = c.req.valid("json");
    markPersonal(c.var.info);
    await enforceRateLimits(db, [RATE_RULES.trackingClient(c.var.info.clientIp), RATE_RULES.trackingNumber(number)]);
    const order = await findOrderByNumberAndEmail(db, number, email);
    if (!order) throw new ApiError(404, "NOT_FOUND", NO_MATCH, undefined, "no_match");
    return c.json({ data: { order: await fullView(order, c.var.info.lang), key: orderAccessKey(deps.sessionSecret, order.id) } }, 200);
  });

  return app;
}
