import type { Database } from "#db/client.ts";
import * as t from "#db/schema/schema.ts";
import { SHIPPING_MODES, type Configuration } from "./configuration.schema.ts";
import type { ConfigurationState } from "./configuration.state.ts";
import { syncTable, type Counts } from "./configuration.sync.ts";

const inactive = (_row: unknown, position: number) => ({ isActive: false, isDefault: false, position });

export async function writeLanguages(db: Database, list: NonNullable<Configuration["languages"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.languages, key: t.languages.lang, keyField: "lang", existing: state.languages,
    desired: list.map((l, position) => ({ lang: l.code, code: l.locale, name: l.name, isDefault: l.default, isActive: l.active, show: l.shown, position })),
    fields: ["code", "name", "isDefault", "isActive", "show", "position"], leftOut: inactive,
  })).counts;
}

export async function writeCurrencies(db: Database, list: NonNullable<Configuration["currencies"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.currencies, key: t.currencies.id, keyField: "id", existing: state.currencies,
    desired: list.map((c, position) => ({
      id: c.code, symbol: c.symbol, country: c.country, flag: c.flag, exchange: c.exchange_rate, isDefault: c.default, isActive: c.active, position,
    })),
    fields: ["symbol", "country", "flag", "exchange", "isDefault", "isActive", "position"], leftOut: inactive,
  })).counts;
}

export async function writeDeliveryMethods(db: Database, list: NonNullable<Configuration["delivery_methods"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.deliveryMethods, key: t.deliveryMethods.code, keyField: "code", existing: state.deliveryMethods,
    desired: list.map((d, position) => ({
      code: d.code, shippingMode: SHIPPING_MODES[d.mode], priceCents: d.price, freeAboveCents: d.free_above ?? null,
      minDays: d.days.min, maxDays: d.days.max, names: d.name, descriptions: d.description ?? {}, isActive: d.active, position,
    })),
    fields: ["shippingMode", "priceCents", "freeAboveCents", "minDays", "maxDays", "names", "descriptions", "isActive", "position"],
    leftOut: (_row, position) => ({ isActive: false, position }),
  })).counts;
}

export async function writePaymentMethods(db: Database, list: NonNullable<Configuration["payment_methods"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.paymentMethods, key: t.paymentMethods.code, keyField: "code", existing: state.paymentMethods,
    desired: list.map((p, position) => ({
      code: p.code, kind: p.kind, feeCents: p.fee, shippingModes: p.modes.map((m) => SHIPPING_MODES[m]), provider: p.provider ?? null,
      names: p.name, descriptions: p.description ?? {}, isActive: p.active, position,
    })),
    fields: ["kind", "feeCents", "shippingModes", "provider", "names", "descriptions", "isActive", "position"],
    leftOut: (_row, position) => ({ isActive: false, position }),
  })).counts;
}

/** Stores have no position: the storefront lists them in the order they were added. */
export async function writePickupStores(db: Database, list: NonNullable<Configuration["pickup_stores"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.pickupStores, key: t.pickupStores.code, keyField: "code", existing: state.pickupStores,
    desired: list.map((s) => ({
      code: s.code, name: s.name, street: s.street, city: s.city, province: s.province, postalCode: s.postal_code, country: s.country,
      phone: s.phone, email: s.email, latitude: s.latitude, longitude: s.longitude, openingHours: s.opening_hours, isActive: s.active,
    })),
    fields: ["name", "street", "city", "province", "postalCode", "country", "phone", "email", "latitude", "longitude", "openingHours", "isActive"],
    leftOut: () => ({ isActive: false }),
  })).counts;
}

/** Coupons by code (upper case); how often one was used is the shop's own count, never the file's. */
export async function writeCoupons(db: Database, list: NonNullable<Configuration["coupons"]>, state: ConfigurationState, write: boolean): Promise<Counts> {
  return (await syncTable({
    db, write, table: t.coupons, key: t.coupons.code, keyField: "code", existing: state.coupons,
    desired: list.map((c) => ({
      code: c.code, kind: c.kind, value: c.kind === "percent" ? c.percent! : c.kind === "fixed" ? c.amount! : 0, minOrderCents: c.min_order ?? null,
      startsAt: c.starts_at ? new Date(c.starts_at) : null, endsAt: c.ends_at ? new Date(c.ends_at) : null,
      usageLimit: c.usage_limit ?? null, perCustomerLimit: c.per_customer_limit ?? null, descriptions: c.description, isActive: c.active,
    })),
    fields: ["kind", "value", "minOrderCents", "startsAt", "endsAt", "usageLimit", "perCustomerLimit", "descriptions", "isActive"],
    leftOut: () => ({ isActive: false }),
  })).counts;
}
