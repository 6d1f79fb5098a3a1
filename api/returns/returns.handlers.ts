import { OpenAPIHono } from "@hono/zod-openapi";
import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import { requireOwner } from "#api/http/owner.ts";
import type { ApiEnv } from "#api/http/request-context.ts";
import { validationHook } from "#api/http/validation.ts";
import { findAccessibleOrder } from "#api/orders/order-access.ts";
import type { OnlinePayments } from "#api/payments/order-payments.ts";
import { requireOperator, type Operators, type OpsEnv } from "#api/operations/operator-auth.ts";
import { operateReturn, requestReturn, returnView, returnsOf } from "./returns.actions.ts";
import { approveReturnRoute, listReturnsRoute, receiveReturnRoute, refundReturnRoute, refuseReturnRoute, requestReturnRoute } from "./returns.routes.ts";

/** The shopper's side of returns (issue 16): ask, and follow. */
export function returnRoutes(deps: { db: Database; sessionSecret: string }) {
  const { db } = deps;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

  app.openapi(requestReturnRoute, async (c) => {
    requireOwner(c.var.info);
    const order = await findAccessibleOrder(db, c.var.info, deps.sessionSecret, c.req.valid("param").id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    const body = c.req.valid("json");
    const id = await requestReturn(db, order, { lines: body.lines.map((l) => ({ lineId: l.line_id, quantity: l.quantity })), reason: body.reason, note: body.note });
    const list = await returnsOf(db, order.id);
    return c.json({ data: list.find((r) => r._id === id)! }, 201);
  });

  app.openapi(listReturnsRoute, async (c) => {
    const order = await findAccessibleOrder(db, c.var.info, deps.sessionSecret, c.req.valid("param").id, c.req.valid("query").key);
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order of yours with this id.");
    return c.json({ data: await returnsOf(db, order.id) }, 200);
  });

  return app;
}

/** The staff's side: decide, receive, refund (operator credentials, decision 013). */
export function returnOperationRoutes(deps: { db: Database; operators: Operators; payments: OnlinePayments }) {
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  const context = (operator: string) => ({ db: deps.db, operator, payments: deps.payments });
  app.openapi(approveReturnRoute, async (c) => {
    const changed = await operateReturn(context(c.var.operator), c.req.valid("param").id, "approve", { note: c.req.valid("json").note });
    return c.json({ data: await returnView(deps.db, changed) }, 200);
  });
  app.openapi(refuseReturnRoute, async (c) => {
    const changed = await operateReturn(context(c.var.operator), c.req.valid("param").id, "refuse", { note: c.req.valid("json").note });
    return c.json({ data: await returnView(deps.db, changed) }, 200);
  });
  for (const [route, event] of [[receiveReturnRoute, "receive"], [refundReturnRoute, "refund"]] as const) {
    app.openapi(route, async (c) => {
      const changed = await operateReturn(context(c.var.operator), c.req.valid("param").id, event);
      return c.json({ data: await returnView(deps.db, changed) }, 200);
    });
  }
  return app;
}
