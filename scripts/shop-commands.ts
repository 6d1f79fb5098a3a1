import { configureFromFile, ConfigurationCommandError, exportConfigurationFile, type ConfigurationFiles } from "./shop-configuration.ts";

/**
 * `npm run shop -- <command>`: the operations API (issue 16) from a terminal, for shops without a
 * back-office yet. Every command is one or two calls to /web/v1/ops with the operator's name and key.
 */

export interface ShopClient {
  /** The shop's address (SHOP_URL), e.g. https://shop.example. */
  baseUrl: string;
  /** name:key of an operator (OPERATOR), as in the server's OPERATORS. */
  operator: string;
  fetch: (request: Request) => Promise<Response>;
  /** Where configure reads and export writes (scripts/shop.ts gives the disk; tests, their own). */
  files?: ConfigurationFiles;
}

export const USAGE = `npm run shop -- <command>   (SHOP_URL, OPERATOR=name:key; a shop on this machine needs no OPERATOR)
  orders [--status S] [--q TEXT] [--page N]   list orders, newest first
  order <number>                              one order with its shipments and history
  confirm-payment <number>                    a bank transfer arrived
  ready <number>                              a pickup order is ready in its store (the shopper is mailed)
  collected <number>                          collected in the store
  ship <number> <carrier> <tracking>          handed to the carrier (the shopper is mailed the tracking link)
  track <shipment-id> <status> [place...]     a step of the parcel (in_transit, out_for_delivery, at_pickup_point, delivery_attempted, exception)
  delivered <number>                          delivered
  cancel <number> <reason...>                 cancelled: stock back, an online payment refunded
  configure <FILE> [--dry-run]                apply a configuration (.yaml or .json), after uploading the pictures beside it
  export <FILE>                               write the shop's configuration (.yaml or .json)`;

class CommandError extends Error {}

async function call(client: ShopClient, method: string, path: string, body?: unknown): Promise<any> {
  const response = await client.fetch(new Request(`${client.baseUrl.replace(/\/$/, "")}/web/v1/ops${path}`, {
    method,
    headers: { authorization: `Basic ${Buffer.from(client.operator).toString("base64")}`, lang: "en", accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }));
  const answer = (await response.json().catch(() => null)) as { data?: unknown; metadata?: { errors?: string[] }[] } | null;
  if (!response.ok) throw new CommandError(`${response.status}: ${answer?.metadata?.[0]?.errors?.[0] ?? response.statusText}`);
  return answer?.data;
}

/** An order named by its number (VT-2026-000123) or its id. */
async function orderId(client: ShopClient, ref: string | undefined): Promise<string> {
  if (!ref) throw new CommandError("Name the order by its number, e.g. VT-2026-000123.");
  if (/^[0-9a-f-]{36}$/i.test(ref)) return ref;
  const found = await call(client, "GET", `/orders?q=${encodeURIComponent(ref)}`) as { orders: { id: string; number: string }[] };
  const order = found.orders.find((o) => o.number.toLowerCase() === ref.toLowerCase());
  if (!order) throw new CommandError(`There is no order ${ref}.`);
  return order.id;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

type Line = string;
const orderLine = (o: { number: string; status: string; payment_status: string; total: number; name: string; email: string; placed_at: string; payment_flag: string | null }): Line =>
  `${o.number}  ${o.placed_at.slice(0, 16).replace("T", " ")}  ${o.status.padEnd(16)} ${o.payment_status.padEnd(11)} €${o.total.toFixed(2).padStart(9)}  ${o.name} <${o.email}>${o.payment_flag ? `  ⚑ ${o.payment_flag}` : ""}`;

function describe(data: any): Line[] {
  const o = data.order;
  const lines = [`${o.number}  ${o.status} · payment ${o.payment_status} (${o.payment_kind})${data.payment_flag ? ` · flag ${data.payment_flag}` : ""}  total €${o.totals.total.toFixed(2)}`];
  for (const s of data.shipments) lines.push(`  shipment ${s.id}  ${s.carrier} ${s.tracking_number}  ${s.status}${s.tracking_url ? `  ${s.tracking_url}` : ""}`);
  for (const h of data.history) lines.push(`  ${h.at.slice(0, 16).replace("T", " ")}  ${h.operator}: ${h.action}`);
  if (data.refund) lines.push(`  refund: ${data.refund.status}${data.refund.message ? ` (${data.refund.message})` : ""}`);
  return lines;
}

/** Runs one command; answers the lines to print. A refusal of the API is a CommandError with its message. */
export async function runShopCommand(args: string[], client: ShopClient): Promise<Line[]> {
  const [command, ...rest] = args;
  const transition = async (path: string) => describe(await call(client, "POST", `/orders/${await orderId(client, rest[0])}/${path}`));
  switch (command) {
    case "orders": {
      const query = new URLSearchParams();
      for (const name of ["status", "q", "page"]) { const value = option(rest, name); if (value) query.set(name, value); }
      const list = await call(client, "GET", `/orders?${query}`) as { orders: Parameters<typeof orderLine>[0][]; total: number; page: number; per_page: number };
      return [...list.orders.map(orderLine), `${list.total} orders · page ${list.page}`];
    }
    case "order": return describe(await call(client, "GET", `/orders/${await orderId(client, rest[0])}`));
    case "confirm-payment": return transition("confirm-payment");
    case "ready": return transition("ready-for-pickup");
    case "collected": return transition("collected");
    case "delivered": return transition("delivered");
    case "ship": {
      const [ref, carrier, tracking] = rest;
      if (!carrier || !tracking) throw new CommandError("ship <number> <carrier> <tracking>");
      return describe(await call(client, "POST", `/orders/${await orderId(client, ref)}/shipments`, { carrier, tracking_number: tracking }));
    }
    case "track": {
      const [shipment, status, ...place] = rest;
      if (!shipment || !status) throw new CommandError("track <shipment-id> <status> [place]");
      const answer = await call(client, "POST", `/shipments/${shipment}/events`, { status, ...(place.length ? { location: place.join(" ") } : {}) });
      return answer.events.map((e: { occurred_at: string; status: string; location: string | null }) => `${e.occurred_at.slice(0, 16).replace("T", " ")}  ${e.status}${e.location ? `  ${e.location}` : ""}`);
    }
    case "cancel": {
      const [ref, ...reason] = rest;
      return describe(await call(client, "POST", `/orders/${await orderId(client, ref)}/cancel`, { reason: reason.join(" ") }));
    }
    case "configure":
    case "export": {
      if (!client.files) throw new CommandError(`${command} needs access to files.`);
      const configuration = {
        fetch: client.fetch, files: client.files, authorization: `Basic ${Buffer.from(client.operator).toString("base64")}`,
        url: (pathname: string) => `${client.baseUrl.replace(/\/$/, "")}/web/v1/ops${pathname}`,
      };
      try {
        return command === "export" ? await exportConfigurationFile(configuration, rest[0]) : await configureFromFile(configuration, rest.find((a) => !a.startsWith("--")), rest.includes("--dry-run"));
      } catch (error) {
        throw error instanceof ConfigurationCommandError ? new CommandError(error.message) : error;
      }
    }
    default:
      throw new CommandError(USAGE);
  }
}

export { CommandError };
