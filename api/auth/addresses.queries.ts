import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { addresses, customers } from "#db/schema/schema.ts";
import type { Address } from "./addresses.schemas.ts";

/** Every address this module keeps is a shipping address; invoice addresses are another kind. */
export const SHIPPING = "shipping";

type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<AddressRow, "name" | "company" | "street1" | "street2" | "city" | "province" | "postalCode" | "country" | "phone">;

export function toAddress(row: AddressRow): Address {
  return {
    AddressID: row.id, Name: row.name, Company: row.company, Street1: row.street1, Street2: row.street2, CityName: row.city,
    StateOrProvince: row.province, PostalCode: row.postalCode, Country: row.country, Phone: row.phone, isDefault: row.isDefault,
  };
}

/** Only the customer's own: another customer's id is simply not found (DESIGN principle 6). */
function own(customerId: string, id?: string) {
  const base = and(eq(addresses.customerId, customerId), eq(addresses.kind, SHIPPING));
  return id ? and(base, eq(addresses.id, id)) : base;
}

export async function listAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(own(customerId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

/** Address writes of one customer run one after the other: the count and the single default stay true. */
export async function lockCustomer(tx: Database, customerId: string): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers)
    .where(and(eq(customers.id, customerId), sql`${customers.deletedAt} is null`)).for("update");
  return Boolean(row);
}

export async function countAddresses(tx: Database, customerId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(addresses).where(own(customerId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: Database, customerId: string, values: AddressValues, isDefault: boolean): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values({ customerId, kind: SHIPPING, ...values, isDefault }).returning();
  return row!;
}

export async function updateAddress(tx: Database, customerId: string, id: string, values: AddressValues & { isDefault?: true }): Promise<AddressRow | null> {
  const [row] = await tx.update(addresses).set(values).where(own(customerId, id)).returning();
  return row ?? null;
}

/** The one default: every other address of the customer loses it. */
export async function clearOtherDefaults(tx: Database, customerId: string, keepId: string): Promise<void> {
  await tx.update(addresses).set({ isDefault: false }).where(and(own(customerId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

export async function deleteAddress(tx: Database, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx.delete(addresses).where(own(customerId, id)).returning();
  return row ?? null;
}

/** After the default went: the oldest remaining address takes its place. */
export async function promoteOldest(tx: Database, customerId: string): Promise<void> {
  const [oldest] = await tx.select({ id: addresses.id }).from(addresses).where(own(customerId)).orderBy(asc(addresses.createdAt), asc(addresses.id)).limit(1);
  if (oldest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, oldest.id));
}
