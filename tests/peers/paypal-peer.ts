import { createSign, createVerify, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

// Test support only: a local server that speaks the part of PayPal's documented REST API the shop uses
// (OAuth client credentials, Orders v2 create/get/capture, capture refunds, verify-webhook-signature), its
// approval page, and its signed notifications (SHA256withRSA over "transmission id|time|webhook id|CRC32 of
// the body", as PayPal signs them). The shop's PayPal adapter and the official SDK run unchanged against it.

interface Money { currency_code: string; value: string }
interface Capture { id: string; status: "COMPLETED" | "DECLINED"; amount: Money; custom_id?: string; final_capture: boolean; supplementary_data: { related_ids: { order_id: string } } }
export interface PeerOrder {
  id: string; intent: string; status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED" | "VOIDED";
  purchase_units: { reference_id: string; custom_id?: string; invoice_id?: string; amount: Money; payments?: { captures: Capture[] } }[];
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string; locale?: string } } };
  links: { href: string; rel: string; method: string }[];
}

const id = (length = 17) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "paypal-debug-id": id(13) });
  res.end(JSON.stringify(body));
}

/** PayPal's error body. */
function fail(res: ServerResponse, status: number, name: string, issue: string, description: string) {
  send(res, status, { name, message: description, debug_id: id(13), details: [{ issue, description }] });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export interface PayPalPeerOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The shop's webhook endpoint: the approval page and captures notify it as PayPal would. */
  webhookUrl?: string;
  port?: number;
}

export interface PayPalPeer {
  base: string;
  orders: Map<string, PeerOrder>;
  refunds: { id: string; capture: string; amount: Money }[];
  /** The shopper approves the order on PayPal's page. */
  approve(orderId: string): PeerOrder;
  /** A notification of `type` about an order (its capture for PAYMENT.CAPTURE.*), signed as PayPal signs it, or by someone else. */
  event(type: string, orderId: string, options?: { forge?: boolean; webhookId?: string }): { body: string; headers: Headers };
  close(): Promise<void>;
}

export async function startPayPalPeer(options: PayPalPeerOptions): Promise<PayPalPeer> {
  const orders = new Map<string, PeerOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const refunds: PayPalPeer["refunds"] = [];
  const tokens = new Set<string>();
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
  let base = "";

  const orderOf = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no PayPal order ${orderId}`);
    return order;
  };

  function signed(body: string, webhookId: string, key = privateKey) {
    const transmissionId = randomBytes(16).toString("hex");
    const time = new Date().toISOString();
    const signature = createSign("sha256").update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`).sign(key, "base64");
    return new Headers({
      "content-type": "application/json", "paypal-auth-algo": "SHA256withRSA", "paypal-cert-url": `${base}/v1/notifications/certs/CERT-vetrina`,
      "paypal-transmission-id": transmissionId, "paypal-transmission-sig": signature, "paypal-transmission-time": time,
    });
  }

  function event(type: string, orderId: string, { forge = false, webhookId = options.webhookId } = {}) {
    const order = orderOf(orderId);
    const unit = order.purchase_units[0]!;
    const resource = type.startsWith("PAYMENT.CAPTURE.")
      ? (unit.payments?.captures[0] ?? { id: id(), status: "DECLINED", amount: unit.amount, custom_id: unit.custom_id, final_capture: true, supplementary_data: { related_ids: { order_id: order.id } } })
      : order;
    const body = JSON.stringify({
      id: `WH-${id(17)}-${id(17)}`, create_time: new Date().toISOString(), event_version: "1.0", resource_version: "2.0",
      resource_type: type.startsWith("PAYMENT.CAPTURE.") ? "capture" : "checkout-order", event_type: type, summary: type, resource,
    });
    return { body, headers: signed(body, webhookId, forge ? stranger : privateKey) };
  }

  async function notify(e: { body: string; headers: Headers }) {
    if (!options.webhookUrl) return;
    const answer = await fetch(options.webhookUrl, { method: "POST", body: e.body, headers: e.headers });
    if (!answer.ok) throw new Error(`the shop answered the notification with ${answer.status}: ${await answer.text()}`);
  }

  function approvalPage(order: PeerOrder): string {
    const amount = `${order.purchase_units[0]!.amount.value} ${order.purchase_units[0]!.amount.currency_code}`;
    const open = order.status === "PAYER_ACTION_REQUIRED";
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test PayPal page</title></head><body><main><h1>Test PayPal page</h1>
<p>Pay <strong data-testid="amount">${amount}</strong> with PayPal.</p>
${open ? `<form method="post"><button name="action" value="approve">Pay with PayPal</button> <button name="action" value="cancel">Cancel and return to the shop</button></form>`
    : `<p>This order is ${order.status.toLowerCase()}.</p>`}</main></body></html>`;
  }

  const back = (res: ServerResponse, target: string | undefined, order: PeerOrder, extra: Record<string, string> = {}) => {
    const url = new URL(target ?? base);
    url.searchParams.set("token", order.id);
    for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
    res.writeHead(303, { location: url.toString() });
    res.end();
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const body = await readBody(req);
    if (url.pathname === "/_peer/health") return send(res, 200, { ok: true });
    if (url.pathname === "/favicon.ico") { res.writeHead(204); return res.end(); }

    if (url.pathname === "/checkoutnow") {
      const order = orders.get(url.searchParams.get("token") ?? "");
      if (!order) return fail(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "No such order.");
      const context = order.payment_source?.paypal?.experience_context;
      if (req.method === "POST" && order.status === "PAYER_ACTION_REQUIRED") {
        const action = new URLSearchParams(body).get("action");
        if (action === "cancel") return back(res, context?.cancel_url, order);
        if (action === "approve") {
          peer.approve(order.id);
          await notify(event("CHECKOUT.ORDER.APPROVED", order.id));
          return back(res, context?.return_url, order, { PayerID: "TESTBUYER01" });
        }
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(approvalPage(order));
    }

    if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return send(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
      if (new URLSearchParams(body).get("grant_type") !== "client_credentials") return send(res, 400, { error: "unsupported_grant_type" });
      const token = `A21.${randomBytes(24).toString("hex")}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 32400, app_id: "APP-VETRINA", nonce: id(10), scope: "https://uri.paypal.com/services/payments/payment" });
    }
    if (!tokens.has(String(req.headers.authorization ?? "").replace(/^Bearer /, ""))) {
      return fail(res, 401, "AUTHENTICATION_FAILURE", "INVALID_TOKEN", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
    }

    // PayPal-Request-Id: the same request id answers the first answer again.
    const requestId = req.headers["paypal-request-id"] ? `${req.method} ${url.pathname} ${String(req.headers["paypal-request-id"])}` : "";
    const remembered = requestId ? byRequestId.get(requestId) : undefined;
    if (remembered) return send(res, remembered.status, remembered.body);
    const answer = (status: number, answerBody: unknown) => {
      if (requestId && status < 300) byRequestId.set(requestId, { status, body: answerBody });
      return send(res, status, answerBody);
    };

    if (req.method === "POST" && url.pathname === "/v2/checkout/orders") {
      const input = JSON.parse(body || "{}") as Partial<PeerOrder> & { intent?: string };
      const unit = input.purchase_units?.[0];
      if (input.intent !== "CAPTURE" || !unit || !/^\d+\.\d{2}$/.test(unit.amount?.value ?? "") || !unit.amount?.currency_code) {
        return fail(res, 422, "UNPROCESSABLE_ENTITY", "INVALID_PARAMETER_VALUE", "The value of a field is invalid.");
      }
      const orderId = id();
      const order: PeerOrder = {
        id: orderId, intent: "CAPTURE", status: "PAYER_ACTION_REQUIRED", purchase_units: [{ ...unit, reference_id: unit.reference_id ?? "default" }],
        ...(input.payment_source ? { payment_source: input.payment_source } : {}),
        links: [
          { href: `${base}/v2/checkout/orders/${orderId}`, rel: "self", method: "GET" },
          { href: `${base}/checkoutnow?token=${orderId}`, rel: "payer-action", method: "GET" },
        ],
      };
      orders.set(orderId, order);
      return answer(201, order);
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1]!));
      if (!order) return fail(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
      if (req.method === "GET" && !orderPath[2]) return send(res, 200, order);
      if (req.method === "POST" && orderPath[2]) {
        if (order.status === "COMPLETED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED", "Order already captured.");
        if (order.status !== "APPROVED") return fail(res, 422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
        const unit = order.purchase_units[0]!;
        unit.payments = { captures: [{
          id: id(), status: "COMPLETED", amount: unit.amount, ...(unit.custom_id ? { custom_id: unit.custom_id } : {}), final_capture: true,
          supplementary_data: { related_ids: { order_id: order.id } },
        }] };
        order.status = "COMPLETED";
        // PayPal tells the shop of the capture separately, after answering.
        setTimeout(() => { void notify(event("PAYMENT.CAPTURE.COMPLETED", order.id)).catch(() => undefined); }, 50);
        return answer(201, order);
      }
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === "POST" && refundPath) {
      const captureId = decodeURIComponent(refundPath[1]!);
      const capture = [...orders.values()].flatMap((o) => o.purchase_units[0]?.payments?.captures ?? []).find((c) => c.id === captureId);
      if (!capture) return fail(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", "Specified resource ID does not exist.");
      const wanted = (JSON.parse(body || "{}") as { amount?: Money }).amount ?? capture.amount;
      const refunded = refunds.filter((r) => r.capture === captureId).reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0);
      if (Math.round(Number(wanted.value) * 100) + refunded > Math.round(Number(capture.amount.value) * 100)) {
        return fail(res, 422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED", "The refund amount must be less than or equal to the capture amount that has not yet been refunded.");
      }
      const refund = { id: id(), capture: captureId, amount: wanted };
      refunds.push(refund);
      return answer(201, { id: refund.id, status: "COMPLETED", amount: wanted });
    }
    if (req.method === "POST" && url.pathname === "/v1/notifications/verify-webhook-signature") {
      // The event is checked byte for byte as it was sent: the CRC32 of the body is part of what was signed.
      const raw = /"webhook_event":([\s\S]*)\}\s*$/.exec(body)?.[1] ?? "";
      const input = JSON.parse(body) as Record<string, string>;
      const ok = input.auth_algo === "SHA256withRSA" && input.cert_url === `${base}/v1/notifications/certs/CERT-vetrina` && input.webhook_id === options.webhookId
        && createVerify("sha256").update(`${input.transmission_id}|${input.transmission_time}|${input.webhook_id}|${crc32(raw)}`).verify(publicKey, input.transmission_sig ?? "", "base64");
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    return fail(res, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID", `No route for ${req.method} ${url.pathname}.`);
  }

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error) => fail(res, 500, "INTERNAL_SERVER_ERROR", "INTERNAL_SERVICE_ERROR", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const peer: PayPalPeer = {
    base, orders, refunds,
    approve(orderId) {
      return Object.assign(orderOf(orderId), { status: "APPROVED" as const });
    },
    event,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
