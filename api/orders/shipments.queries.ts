import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { settings, shipments, trackingEvents } from "#db/schema/schema.ts";

export interface Carrier { code: string; name: string; tracking_url: string }

/** The carriers the shop ships with (settings `carriers`): a name and the carrier's tracking page, `{tracking}` replaced. */
export async function readCarriers(db: Database): Promise<Carrier[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "carriers"));
  const list = (row?.value as { list?: unknown } | undefined)?.list;
  return Array.isArray(list) ? list.filter((c): c is Carrier => typeof c?.code === "string" && typeof c?.name === "string" && typeof c?.tracking_url === "string") : [];
}

export type ShipmentWithEvents = Awaited<ReturnType<typeof shipmentsOf>>[number];

/** A shipment as the API answers it (the staff's view: its id and the carrier's code). */
export function shipmentAnswer(s: ShipmentWithEvents) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: s.id, carrier: s.carrier, tracking_number: s.trackingNumber, tracking_url: s.trackingUrl, status: s.status,
    shipped_at: iso(s.shippedAt), delivered_at: iso(s.deliveredAt),
    events: s.events.map((e) => ({ status: e.status, location: e.location, description: e.description, occurred_at: e.occurredAt.toISOString() })),
  };
}

export async function shipmentsOf(db: Database, orderId: string) {
  const list = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(asc(shipments.shippedAt));
  const events = list.length ? await db.select().from(trackingEvents).where(inArray(trackingEvents.shipmentId, list.map((s) => s.id))).orderBy(asc(trackingEvents.occurredAt), asc(trackingEvents.id)) : [];
  return list.map((s) => ({ ...s, events: events.filter((e) => e.shipmentId === s.id) }));
}

