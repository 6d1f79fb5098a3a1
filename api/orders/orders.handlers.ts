import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import { ownerOf } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findOwnedOrder, listOwnedOrders } from "./orders.queries.ts";
import { getOrderRoute, listOrdersRoute } from "./orders.routes.ts";
import { buildOrderView } from "./orders.view.ts";

/** At most this many orders in one list answer; older ones come with paging when an account needs it. */
const ORDERS_LISTED = 50;

export function orderRoutes(deps: { db: Database; reservationMinutes: number; online: ReadonlySet<string> }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(getOrderRoute, async (c) => {
    const { id } = c.req.valid("param");
    // ownerOf marks the answer personal, whoever asks: even a 404 must not be kept by a cache.
    const owner = ownerOf(c.var.info);
    const order = owner ? await findOwnedOrder(db, owner, id) : null;
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    return c.json({ data: await buildOrderView(db, order, c.var.info.lang, deps) }, 200);
  });

  app.openapi(listOrdersRoute, async (c) => {
    const owner = ownerOf(c.var.info);
    const rows = owner ? await listOwnedOrders(db, owner, ORDERS_LISTED) : [];
    const data = [];
    for (const row of rows) data.push(await buildOrderView(db, row, c.var.info.lang, deps));
    return c.json({ data }, 200);
  });

  return app;
}
