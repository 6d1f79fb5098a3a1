import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { orders } from "#db/schema/schema.ts";
import type { Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import type { OrderState } from "#domain/order-states.ts";
import { ApiError } from "#api/http/errors.ts";
import { validationHook } from "#api/http/validation.ts";
import type { OrderRow } from "#api/orders/orders.queries.ts";
import { buildOrderView } from "#api/orders/orders.view.ts";
import type { OnlinePayments } from "#api/payments/order-payments.ts";
import { shipmentAnswer, shipmentsOf } from "#api/orders/shipments.queries.ts";
import {
  actionsOf, addTrackingEvent, cancelOrder, collected, confirmTransfer, delivered, readyForPickup, searchOrders, ship, type OperationContext,
} from "./operations.actions.ts";
import { requireOperator, type Operators, type OpsEnv } from "./operator-auth.ts";
import { returnsOf } from "#api/returns/returns.actions.ts";
import {
  cancelRoute, collectedRoute, confirmPaymentRoute, deliveredRoute, getOpsOrderRoute, listOpsOrdersRoute, readyForPickupRoute, shipRoute, trackingEventRoute,
} from "./operations.routes.ts";

/**
 * The operations API (issue 16): the shop's staff move orders along the state machine, each change
 * recorded with who made it. Under /ops, behind operator credentials (decision 013), never a customer's.
 */
export function operationsRoutes(deps: { db: Database; operators: Operators; payments: OnlinePayments; reservationMinutes: number }) {
  const { db } = deps;
  const app = new OpenAPIHono<OpsEnv>({ defaultHook: validationHook });
  app.use("/ops/*", requireOperator(deps.operators));
  const context = (operator: string): OperationContext => ({ db, operator, payments: deps.payments });

  async function view(order: OrderRow, lang: Locale) {
    const [shown, list, history, orderReturns] = await Promise.all([
      buildOrderView(db, order, lang, { reservationMinutes: deps.reservationMinutes }), shipmentsOf(db, order.id), actionsOf(db, order.id), returnsOf(db, order.id),
    ]);
    return {
      order: shown, payment_reference: order.paymentReference, payment_flag: order.paymentFlag, shipments: list.map(shipmentAnswer), returns: orderReturns,
      history: history.map((h) => ({ operator: h.operator, action: h.action, at: h.createdAt.toISOString(), details: h.details as Record<string, unknown> })),
    };
  }
  const reread = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  app.openapi(listOpsOrdersRoute, async (c) => {
    const { status, q, page, per_page: perPage } = c.req.valid("query");
    const { rows, total } = await searchOrders(db, { status: status as OrderState | undefined, q, page, perPage });
    return c.json({
      data: {
        page, per_page: perPage, total,
        orders: rows.map((o) => {
          const who = o.customer as { name?: string; lastname?: string };
          return {
            id: o.id, number: o.number, placed_at: o.placedAt.toISOString(), status: o.status as OrderState, payment_status: o.paymentStatus,
            payment_kind: o.paymentKind, shipping_mode: o.shippingMode, email: o.email, name: [who.name, who.lastname].filter(Boolean).join(" "),
            total: centsToAmount(o.totalCents), payment_flag: o.paymentFlag,
          };
        }),
      },
    }, 200);
  });

  app.openapi(getOpsOrderRoute, async (c) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, c.req.valid("param").id));
    if (!order) throw new ApiError(404, "NOT_FOUND", "There is no order with this id.");
    return c.json({ data: await view(order, c.var.info.lang) }, 200);
  });

  for (const [route, run] of [
    [confirmPaymentRoute, confirmTransfer], [readyForPickupRoute, readyForPickup], [collectedRoute, collected], [deliveredRoute, delivered],
  ] as const) {
    app.openapi(route, async (c) => {
      const order = await run(context(c.var.operator), c.req.valid("param").id);
      return c.json({ data: await view(order, c.var.info.lang) }, 200);
    });
  }

  app.openapi(shipRoute, async (c) => {
    const body = c.req.valid("json");
    const { order } = await ship(context(c.var.operator), c.req.valid("param").id, { carrier: body.carrier, trackingNumber: body.tracking_number });
    return c.json({ data: await view(order, c.var.info.lang) }, 201);
  });

  app.openapi(trackingEventRoute, async (c) => {
    const body = c.req.valid("json");
    const { id } = c.req.valid("param");
    const { orderId } = await addTrackingEvent(context(c.var.operator), id, {
      status: body.status, location: body.location, description: body.description, occurredAt: body.occurred_at ? new Date(body.occurred_at) : undefined,
    });
    const list = await shipmentsOf(db, orderId);
    return c.json({ data: shipmentAnswer(list.find((s) => s.id === id)!) }, 201);
  });

  app.openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { refund } = await cancelOrder(context(c.var.operator), id, c.req.valid("json").reason);
    return c.json({ data: { ...(await view(await reread(id), c.var.info.lang)), refund } }, 200);
  });

  return app;
}

