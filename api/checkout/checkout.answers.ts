import { z } from "@hono/zod-openapi";
import { CART_ITEM, CART_MESSAGE, COUPON_VIEW, SHIPPING_ADDRESS } from "#api/cart/cart.schemas.ts";
import { CUSTOMER, INVOICE_ADDRESS } from "./checkout.schemas.ts";

export const DELIVERY_METHOD = z.object({
  id: z.number().int(), code: z.string(), shippingMode: z.number().int(), name: z.string(), description: z.string(),
  price: z.number().openapi({ description: "EUR, before any free-above threshold" }),
  free_above: z.number().nullable().openapi({ description: "Free when the items after the coupon reach this (EUR)" }),
  cost: z.number().openapi({ description: "What this cart would pay for it now (EUR)" }),
  min_days: z.number().int(), max_days: z.number().int(),
}).openapi("DeliveryMethod");

export const PAYMENT_METHOD = z.object({
  id: z.number().int(), code: z.string(),
  kind: z.string().openapi({ description: "bank_transfer, cash_on_delivery or pay_at_pickup (card and wallet: issue 15)" }),
  name: z.string(), description: z.string(), fee: z.number().openapi({ description: "EUR added to the total" }),
}).openapi("PaymentMethod");

export const CART_METHODS = z.object({
  shippingMode: z.number().int(),
  deliveryMethods: z.array(DELIVERY_METHOD),
  paymentsMethods: z.array(PAYMENT_METHOD).openapi({ description: "Cash on delivery only with delivery, pay at pickup only with pickup, bank transfer with both" }),
}).openapi("CartMethods");

export const PICKUP_STORE = z.object({
  id: z.number().int(), code: z.string(), name: z.string(), street: z.string(), city: z.string(), province: z.string(),
  postal_code: z.string(), country: z.string(), phone: z.string(), email: z.string(),
  latitude: z.number(), longitude: z.number(), opening_hours: z.string().openapi({ description: "In the lang header's language" }),
  available: z.boolean().openapi({ description: "Every line of the cart can be collected here in the quantity asked" }),
  missing: z.array(z.object({
    variant_id: z.number().int(), Title: z.string(), wanted: z.number().int(), available: z.number().int(),
  })).openapi({ description: "The lines this store lacks, and how many it has" }),
}).openapi("PickupStore");

export const CHECKOUT_TOTALS = z.object({
  items: z.number(), discount: z.number(),
  shipping: z.number().openapi({ description: "−1 until a delivery method is chosen (spec §3)" }),
  payment_fee: z.number(), shipping_fee: z.number(),
  vat: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
  vat_total: z.number(),
  total: z.number().openapi({ description: "Send it back as expected_total when placing the order" }),
}).openapi("CheckoutTotals");

export const CHECKOUT = z.object({
  _id: z.string().nullable().openapi({ description: "The cart's id; null when the visitor has no cart" }),
  Items: z.array(CART_ITEM),
  Customer: CUSTOMER.nullable(),
  ShippingAddress: SHIPPING_ADDRESS.nullable(),
  InvoiceAddress: INVOICE_ADDRESS.nullable(),
  same_shipping_address: z.boolean(),
  shippingMode: z.number().int(),
  pickupStore: z.number().int().nullable(),
  delivery_method: z.number().int().nullable(),
  payment_method: z.number().int().nullable(),
  step1: z.boolean(), step2: z.boolean(),
  cartMethods: CART_METHODS,
  Coupon: COUPON_VIEW.nullable(),
  coupon_applied: z.boolean(),
  shippingCost: z.number(), fee_payment: z.number(), fee_shipping: z.number(),
  totals: CHECKOUT_TOTALS,
  problems: z.record(z.string(), z.string())
    .openapi({ description: "What is still missing or wrong before the order can be placed, by field; empty when ready" }),
  Message: z.array(CART_MESSAGE),
}).openapi("Checkout");
export type Checkout = z.infer<typeof CHECKOUT>;
export type CartMethods = z.infer<typeof CART_METHODS>;
export type PickupStoreAnswer = z.infer<typeof PICKUP_STORE>;
export type CheckoutTotalsAnswer = z.infer<typeof CHECKOUT_TOTALS>;
