import { z } from "@hono/zod-openapi";
import { ENTITY_ID } from "#api/http/request-schemas.ts";
import { START_PRICE, UNIT_PRICE } from "#api/catalog/price-view.ts";
import { NET_UNITS } from "#domain/unit-price.ts";

// ── Requests (spec §7: field names as the storefront sends them) ────────────

const ID = ENTITY_ID;
/** Spec §7: the quantity travels as text in `note`. */
const QUANTITY_TEXT = z.union([z.string(), z.number()]).transform(String)
  .pipe(z.string().trim().regex(/^\d{1,4}$/, "Give the quantity as a whole number from 0 to 9999.").transform(Number));
const CATEGORIES = z.array(ID).max(50, "At most 50 categories.").optional();

export const ADD_TO_CART_BODY = z.strictObject({
  items: ID.openapi({ description: "Product id", example: 12 }),
  variants: ID.openapi({ description: "Variant id", example: 31 }),
  categories: CATEGORIES.openapi({ description: "The product's category ids, as the page knew them (informational)" }),
  brand: ID.nullable().optional().openapi({ description: "The product's brand id (informational)" }),
  note: QUANTITY_TEXT.refine((n) => n >= 1, "Add at least one.").optional()
    .openapi({ type: "string", description: "Quantity to add, as text (spec); 1 when absent", example: "2" }),
}).openapi("AddToCartRequest");

export const UPDATE_CART_BODY = z.strictObject({
  items: ID.openapi({ description: "Product id", example: 12 }),
  variants: ID.openapi({ description: "Variant id", example: 31 }),
  note: QUANTITY_TEXT.openapi({ type: "string", description: "The new quantity, as text; 0 removes the line", example: "3" }),
}).openapi("UpdateCartRequest");

export const DELETE_CART_BODY = z.strictObject({
  variants: z.array(ID).min(1, "Name at least one variant.").max(200, "At most 200 variants at once.")
    .openapi({ description: "Variant ids to remove", example: [31] }),
}).openapi("DeleteCartRequest");

export const COUPON_BODY = z.strictObject({
  code: z.string().trim().min(1, "Enter a code.").max(40, "A code has at most 40 characters.").openapi({ example: "BENVENUTO10" }),
}).openapi("ApplyCouponRequest");

const TEXT = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
export const SHIPPING_ADDRESS = z.strictObject({
  Name: TEXT(120).optional(), Street1: TEXT(200).optional(), Street2: TEXT(200).optional(), CityName: TEXT(120).optional(),
  StateOrProvince: TEXT(80).optional(), Country: z.string().trim().regex(/^[A-Za-z]{2}$/, "Give a two-letter country code.").optional(),
  CountryName: TEXT(80).optional(), Phone: TEXT(25).optional(), PostalCode: TEXT(12).optional(), AddressID: TEXT(64).optional(),
  AddressOwner: TEXT(120).optional(), ExternalAddressID: TEXT(64).optional(),
  Latitude: z.number().min(-90).max(90).optional(), Longitude: z.number().min(-180).max(180).optional(),
}).openapi("ShippingAddress");
export type ShippingAddress = z.infer<typeof SHIPPING_ADDRESS>;

export const SAVE_CART_BODY = z.strictObject({
  // Only what names a line: a price, a discount or a title sent along is a 400, never silently dropped
  // (DESIGN principle 5), so a client learns its prices are not taken.
  Items: z.array(z.strictObject({
    id: ID, variant_id: ID,
    QuantityPurchased: z.number().int("Give a whole number.").min(1, "At least one.").max(9999, "At most 9999."),
  })).max(200, "At most 200 lines.").optional()
    .openapi({ description: "Lines to save; the current cart's lines when absent" }),
  ShippingAddress: SHIPPING_ADDRESS.nullable().optional(),
  pickupStore: ID.nullable().optional().openapi({ description: "Pickup store id" }),
}).openapi("SaveCartRequest");

export const SAVED_CART_PARAMS = z.object({
  id: z.uuid("Give the saved cart's id.").openapi({ param: { name: "id", in: "path" }, example: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e" }),
});

// ── Answers ────────────────────────────────────────────────────────────────

export const LINE_NOTICE = z.discriminatedUnion("code", [
  z.object({ code: z.literal("unavailable") }),
  z.object({ code: z.literal("only_left"), available: z.number().int() }),
  z.object({ code: z.literal("price_changed"), previous_price: z.number() }),
]).openapi("CartLineNotice");

export const CART_ITEM = z.object({
  _id: z.string().openapi({ description: "Line id" }),
  id: z.number().int().openapi({ description: "Product id" }),
  variant_id: z.number().int(),
  image: z.string().nullable().openapi({ description: "Path in the media folder, for /_ipx" }),
  ItemID: z.string().openapi({ description: "Product code" }),
  Title: z.string(),
  SKU: z.string(),
  ean: z.string().nullable(),
  options: z.array(z.string()).openapi({ description: "The variant's option values in the lang header's language", example: ["Rame", "28 cm"] }),
  QuantityPurchased: z.number().int().openapi({ description: "0 when the line can no longer be sold" }),
  price: z.number().openapi({ description: "Current unit price in EUR, VAT included" }),
  start_price: START_PRICE,
  unit_price: UNIT_PRICE,
  discount: z.number().openapi({ description: "Coupon discount on this line, EUR" }),
  TransactionPrice: z.number().openapi({ description: "Line total in EUR after the coupon: price × quantity − discount" }),
  Vat: z.number().openapi({ description: "VAT rate, percent", example: 22 }),
  vat_amount: z.number().openapi({ description: "VAT inside the line total (spec §5 formula)" }),
  url: z.string().openapi({ description: "Storefront path of the product in the lang header's language" }),
  CatalogId: z.number().int().nullable().openapi({ description: "Primary category id" }),
  BrandId: z.number().int().nullable(),
  CategoriesIds: z.array(z.number().int()),
  weight: z.number().openapi({ description: "Unit weight in kg" }),
  qtunit: z.enum(NET_UNITS).openapi({ description: "The variant's unit: g, kg, ml or l for goods sold by weight or volume, pz for pieces", example: "ml" }),
  max_quantity: z.number().int().openapi({ description: "The most this line may hold now" }),
  min_age: z.number().int().nullable().openapi({ description: "The age the buyer confirms at checkout (products sold to adults only, issue 21), or null" }),
  notices: z.array(LINE_NOTICE).openapi({ description: "What changed since the shopper last touched the cart" }),
}).openapi("CartItem");

export const COUPON_VIEW = z.object({
  code: z.string(), kind: z.enum(["percent", "fixed", "free_shipping"]), value: z.number().openapi({ description: "Percent, or EUR for fixed" }),
  description: z.string(),
}).openapi("AppliedCoupon");

export const CART_MESSAGE = z.discriminatedUnion("code", [
  z.object({ code: z.literal("capped"), variant_id: z.number().int(), quantity: z.number().int() }),
  z.object({ code: z.literal("coupon_removed"), coupon: z.string() }),
  z.object({ code: z.literal("restored"), skipped: z.number().int() }),
  z.object({ code: z.literal("not_available"), title: z.string().openapi({ description: "A line of the order that can no longer be sold (buy again)" }) }),
]).openapi("CartMessage");

export const CART = z.object({
  _id: z.string().nullable().openapi({ description: "null until the visitor first puts something in a cart" }),
  Items: z.array(CART_ITEM),
  Items_backup: z.array(z.object({ id: z.number().int(), variant_id: z.number().int(), QuantityPurchased: z.number().int() })).nullable()
    .openapi({ description: "The lines as they were when the coupon was applied (spec §4)" }),
  count: z.number().int().openapi({ description: "Units that can be sold, for the header" }),
  shippingCost: z.number().openapi({ description: "−1 until checkout computes it (spec §3)" }),
  shippingMode: z.number().int().openapi({ description: "1 home delivery, 2 store pickup" }),
  ShippingAddress: SHIPPING_ADDRESS.nullable(),
  pickupStore: z.number().int().nullable(),
  fee_payment: z.number(),
  fee_shipping: z.number(),
  Coupon: COUPON_VIEW.nullable(),
  coupon_applied: z.boolean(),
  freeze: z.boolean().openapi({ description: "True when the cart was restored from a saved cart (spec §4)" }),
  totals: z.object({
    items: z.number().openapi({ description: "Lines before the coupon, EUR" }),
    discount: z.number(),
    shipping_estimate: z.number().nullable().openapi({ description: "Cheapest home delivery for these items; null without delivery methods" }),
    free_shipping_above: z.number().nullable(),
    vat: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
    total: z.number().openapi({ description: "Items − discount + shipping cost + payment fee + shipping fee, each only when above zero" }),
  }),
  Message: z.array(CART_MESSAGE).openapi({ description: "What this request changed beyond what was asked" }),
}).openapi("Cart");
export type Cart = z.infer<typeof CART>;
export type CartMessage = z.infer<typeof CART_MESSAGE>;

export const CART_SUMMARY = z.object({
  count: z.number().int().openapi({ description: "Units in the cart, each line lowered to what may be sold now" }),
  wishlist: z.array(z.number().int()).openapi({ description: "Product ids in the wishlist, newest first" }),
}).openapi("VisitorSummary");

export const SAVED_CART = z.object({
  _id: z.string(),
  created_at: z.string(),
  Items: z.array(z.object({ id: z.number().int(), variant_id: z.number().int(), QuantityPurchased: z.number().int(), Title: z.string(), image: z.string().nullable() })),
  count: z.number().int(),
  ShippingAddress: SHIPPING_ADDRESS.nullable(),
  pickupStore: z.number().int().nullable(),
}).openapi("SavedCart");
export type SavedCart = z.infer<typeof SAVED_CART>;
