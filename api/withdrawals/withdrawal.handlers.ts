import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireOwner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findAccessibleOrder } from "#api/orders/order-access.ts";
import { withdraw, withdrawalOptions, withdrawalsOf } from "./withdrawal.actions.ts";
import { withdrawRoute, withdrawalOptionsRoute } from "./withdrawal.routes.ts";

/** The withdrawal function (issue 21 §3): for the order's owner, or anyone holding its key (guests, without signing in). */
export function withdrawalRoutes(deps: { db: Database; sessionSecret: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(withdrawalOptionsRoute, async (c) => {
    const order = await findAccessibleOrder(db, c.var.info, deps.sessionSecret, c.req.valid("param").id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    return c.json({ data: await withdrawalOptions(db, order) }, 200);
  });

  app.openapi(withdrawRoute, async (c) => {
    requireOwner(c.var.info);
    const order = await findAccessibleOrder(db, c.var.info, deps.sessionSecret, c.req.valid("param").id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    const body = c.req.valid("json");
    const id = await withdraw(db, order, {
      name: body.name, email: body.email,
      ...(body.lines ? { lines: body.lines.map((l) => ({ lineId: l.line_id, ...(l.quantity ? { quantity: l.quantity } : {}), sealIntact: l.seal_intact === true })) } : {}),
    });
    const recorded = (await withdrawalsOf(db, order.id)).find((w) => w.return_id === id)!;
    return c.json({ data: recorded }, 201);
  });

  return app;
}
