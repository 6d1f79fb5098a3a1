import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Test support only: a local server that speaks the part of Stripe's documented HTTP API the shop uses
// (Checkout Sessions, Refunds), its hosted page, and its signed notifications. The shop's own Stripe
// adapter and the official SDK run unchanged against it; only the network peer is ours (issue 15).

export interface PeerSession {
  id: string; object: "checkout.session"; url: string; mode: string;
  status: "open" | "complete" | "expired"; payment_status: "unpaid" | "paid";
  amount_total: number; currency: string; client_reference_id: string | null; customer_email: string | null; locale: string | null;
  metadata: Record<string, string>; payment_intent: string | null; success_url: string; cancel_url: string; created: number; expires_at: number;
}

/** The payment behind a session: `processing` while a delayed method (a bank debit) waits for the bank. */
interface PaymentIntent { id: string; object: "payment_intent"; status: "processing" | "succeeded" | "requires_payment_method"; amount: number; currency: string }

interface Refund { id: string; object: "refund"; amount: number; payment_intent: string; status: "succeeded"; currency: string }

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Stripe's error envelope, with the status Stripe uses for it. */
function fail(res: ServerResponse, status: number, type: string, message: string, code?: string) {
  res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

function send(res: ServerResponse, body: unknown) {
  res.writeHead(200, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Stripe's `Stripe-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`. */
export function signStripePayload(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export interface StripePeer {
  /** The base URL to give the adapter as `apiBase`. */
  base: string;
  sessions: Map<string, PeerSession>;
  refunds: Refund[];
  /** The shopper pays on the hosted page. */
  pay(sessionId: string): PeerSession;
  expire(sessionId: string): PeerSession;
  /** A notification of `type` about a session, signed as Stripe signs it (or at another time, or with another secret). */
  event(type: string, sessionId: string, options?: { timestamp?: number; secret?: string }): { body: string; headers: Headers };
  close(): Promise<void>;
}

export interface StripePeerOptions {
  secretKey: string;
  webhookSecret: string;
  /** The shop's webhook endpoint: the hosted page notifies it as Stripe would. */
  webhookUrl?: string;
  port?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted page: what is paid, and the two ways out a shopper has there. */
function hostedPage(session: PeerSession): string {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const open = session.status === "open";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment page</title></head><body><main><h1>Test payment page</h1>
<p>Pay <strong data-testid="amount">${amount}</strong> to ${escapeHtml(session.metadata.orderNumber ?? "the shop")} (${escapeHtml(session.customer_email ?? "")}).</p>
${open ? `<form method="post"><button name="action" value="pay">Pay ${amount}</button> <button name="action" value="debit">Pay by bank debit (confirmed later)</button>
<button name="action" value="cancel">Cancel and return to the shop</button></form>`
    : `<p>This payment page is ${session.status === "expired" ? "expired" : "complete"}.</p>`}
</main></body></html>`;
}

export async function startStripePeer(options: StripePeerOptions): Promise<StripePeer> {
  const sessions = new Map<string, PeerSession>();
  /** Sessions whose notifications wait (the shopper returns first), with what waits. */
  const held = new Map<string, { body: string; headers: Headers }[]>();
  const byIdempotencyKey = new Map<string, { body: string; sessionId: string }>();
  const refunds: Refund[] = [];
  const intents = new Map<string, PaymentIntent>();
  const refundsByKey = new Map<string, { body: string; refund: Refund }>();
  let base = "";

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", base);
    const body = await readBody(req);
    if (url.pathname === "/_peer/health") return send(res, { ok: true });
    if (url.pathname === "/favicon.ico") { res.writeHead(204); return res.end(); }
    if (url.pathname.startsWith("/v1/") && req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return fail(res, 401, "invalid_request_error", "Invalid API Key provided.");
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const key = String(req.headers["idempotency-key"] ?? "");
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== body) return fail(res, 400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
        return send(res, sessions.get(earlier.sessionId));
      }
      const form = new URLSearchParams(body);
      const amount = Number(form.get("line_items[0][price_data][unit_amount]")) * Number(form.get("line_items[0][quantity]") ?? 1);
      const currency = form.get("line_items[0][price_data][currency]");
      if (form.get("mode") !== "payment" || !Number.isInteger(amount) || amount <= 0 || !currency || !form.get("success_url") || !form.get("cancel_url")) {
        return fail(res, 400, "invalid_request_error", "Missing or invalid parameters.", "parameter_invalid");
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) { const m = /^metadata\[(\w+)\]$/.exec(k); if (m) metadata[m[1]!] = v; }
      const sessionId = id("cs");
      const session: PeerSession = {
        id: sessionId, object: "checkout.session", url: `${base}/pay/${sessionId}`, mode: "payment", status: "open", payment_status: "unpaid",
        amount_total: amount, currency, client_reference_id: form.get("client_reference_id"), customer_email: form.get("customer_email"), locale: form.get("locale"),
        metadata, payment_intent: null, success_url: form.get("success_url")!, cancel_url: form.get("cancel_url")!, created: Math.floor(Date.now() / 1000),
        expires_at: Number(form.get("expires_at") ?? Math.floor(Date.now() / 1000) + 24 * 3600),
      };
      sessions.set(sessionId, session);
      if (key) byIdempotencyKey.set(key, { body, sessionId });
      return send(res, session);
    }
    const pagePath = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pagePath) {
      const session = sessions.get(decodeURIComponent(pagePath[1]!));
      if (!session) return fail(res, 404, "invalid_request_error", "No such payment page");
      if (req.method === "POST" && session.status === "open") {
        const action = new URLSearchParams(body).get("action");
        const back = (target: string) => { res.writeHead(303, { location: target.replace("{CHECKOUT_SESSION_ID}", session.id) }); res.end(); };
        if (action === "cancel") return back(session.cancel_url);
        if (action === "pay") {
          peer.pay(session.id);
          await notify(session.id, peer.event("checkout.session.completed", session.id));
          return back(session.success_url);
        }
        if (action === "debit") {
          // A delayed method (SEPA Direct Debit): the session completes unpaid; the bank's answer comes days later.
          Object.assign(session, { status: "complete", payment_intent: intentFor(session, "processing").id });
          await notify(session.id, peer.event("checkout.session.completed", session.id));
          return back(session.success_url);
        }
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(hostedPage(session));
    }
    // Test control: a session's notifications wait (the shopper returns before them), then go; or its payment fails.
    const control = /^\/_peer\/sessions\/([^/]+)\/(hold|release|fail|settle)$/.exec(url.pathname);
    if (req.method === "POST" && control) {
      const sessionId = decodeURIComponent(control[1]!);
      if (!sessions.has(sessionId)) return fail(res, 404, "invalid_request_error", "No such checkout.session", "resource_missing");
      // A delayed method (a SEPA debit) refused by the bank after the session completed.
      if (control[2] === "fail") {
        intentFor(sessions.get(sessionId)!, "requires_payment_method");
        await notify(sessionId, peer.event("checkout.session.async_payment_failed", sessionId));
      } else if (control[2] === "settle") {
        sessions.get(sessionId)!.payment_status = "paid";
        intentFor(sessions.get(sessionId)!, "succeeded");
        await notify(sessionId, peer.event("checkout.session.async_payment_succeeded", sessionId));
      }
      else if (control[2] === "hold") held.set(sessionId, held.get(sessionId) ?? []);
      else {
        const waiting = held.get(sessionId) ?? [];
        held.delete(sessionId);
        for (const event of waiting) await notify(sessionId, event);
      }
      return send(res, { session: sessionId, held: held.has(sessionId) });
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return fail(res, 404, "invalid_request_error", "No such checkout.session", "resource_missing");
      // expand[]=payment_intent: the PaymentIntent object in place of its id, as Stripe answers.
      const expand = [...url.searchParams].some(([k, v]) => /^expand\[\d*\]$/.test(k) && v === "payment_intent");
      return send(res, expand && session.payment_intent ? { ...session, payment_intent: intents.get(session.payment_intent) ?? session.payment_intent } : session);
    }
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expirePath) {
      const session = sessions.get(decodeURIComponent(expirePath[1]!));
      if (!session) return fail(res, 404, "invalid_request_error", "No such checkout.session", "resource_missing");
      if (session.status !== "open") return fail(res, 400, "invalid_request_error", `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
      session.status = "expired";
      return send(res, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      // Stripe answers a repeated Idempotency-Key with the first answer (a retried refund is not a second one).
      const key = String(req.headers["idempotency-key"] ?? "");
      const earlier = key ? refundsByKey.get(key) : undefined;
      if (earlier) return earlier.body === body ? send(res, earlier.refund) : fail(res, 400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
      const form = new URLSearchParams(body);
      const paymentIntent = form.get("payment_intent");
      const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent && s.payment_status === "paid");
      if (!paid) return fail(res, 404, "invalid_request_error", `No such payment_intent: '${paymentIntent}'`, "resource_missing");
      const amount = Number(form.get("amount") ?? paid.amount_total);
      const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > paid.amount_total) {
        return fail(res, 400, "invalid_request_error", "Refund amount is greater than the unrefunded amount on the charge.", "amount_too_large");
      }
      const refund: Refund = { id: id("re"), object: "refund", amount, payment_intent: paymentIntent!, status: "succeeded", currency: paid.currency };
      refunds.push(refund);
      if (key) refundsByKey.set(key, { body, refund });
      return send(res, refund);
    }
    return fail(res, 404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }

  /** Delivers a notification to the shop as Stripe does (a POST of the signed JSON); held ones wait. */
  async function notify(sessionId: string, event: { body: string; headers: Headers }) {
    if (!options.webhookUrl) return;
    const waiting = held.get(sessionId);
    if (waiting) { waiting.push(event); return; }
    const answer = await fetch(options.webhookUrl, { method: "POST", body: event.body, headers: event.headers });
    if (!answer.ok) throw new Error(`the shop answered the notification with ${answer.status}: ${await answer.text()}`);
  }

  const server: Server = createServer((req, res) => { void handle(req, res).catch((error) => fail(res, 500, "api_error", String(error))); });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The session's PaymentIntent, made on first use, in the given status. */
  function intentFor(session: PeerSession, status: PaymentIntent["status"]): PaymentIntent {
    const intent = (session.payment_intent && intents.get(session.payment_intent)) || { id: id("pi"), object: "payment_intent" as const, status, amount: session.amount_total, currency: session.currency };
    intent.status = status;
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  const sessionOf = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  };

  const peer: StripePeer = {
    base, sessions, refunds,
    pay(sessionId) {
      const session = sessionOf(sessionId);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intentFor(session, "succeeded").id });
      return session;
    },
    expire(sessionId) {
      return Object.assign(sessionOf(sessionId), { status: "expired" });
    },
    event(type, sessionId, { timestamp, secret } = {}) {
      const body = JSON.stringify({
        id: id("evt"), object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false,
        pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: sessionOf(sessionId) },
      });
      return { body, headers: new Headers({ "content-type": "application/json", "stripe-signature": signStripePayload(body, secret ?? options.webhookSecret, timestamp) }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
