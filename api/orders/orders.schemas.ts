import { z } from "@hono/zod-openapi";
import { ORDER_STATES, PAYMENT_KINDS, PAYMENT_STATES } from "#domain/order-states.ts";
import { SHIPPING_ADDRESS } from "#api/cart/cart.schemas.ts";
import { CHECKOUT_TOTALS } from "#api/checkout/checkout.answers.ts";
import { INVOICE_ADDRESS } from "#api/checkout/checkout.schemas.ts";
import { RETURN } from "#api/returns/returns.schemas.ts";

export const ORDER_PARAMS = z.object({
  id: z.uuid("Give the order's id.").openapi({ param: { name: "id", in: "path" }, example: "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e" }),
});

export const BANK_TRANSFER_INSTRUCTIONS = z.object({
  iban: z.string(), holder: z.string(), bank: z.string(), bic: z.string(),
  reference: z.string().openapi({ description: "The order number: the shop matches the transfer by it" }),
  amount: z.number(),
}).openapi("BankTransferInstructions");

export const PAYMENT_OPTIONS = z.object({
  deadline: z.string().openapi({ description: "Until when the order's items are held for its payment (ISO 8601); then it is cancelled" }),
  methods: z.array(z.object({
    id: z.number().int(), code: z.string(), kind: z.enum(PAYMENT_KINDS), name: z.string(), description: z.string(),
    fee: z.number().openapi({ description: "The method's fee, EUR: it replaces the order's payment fee if chosen" }),
  })).openapi({ description: "The other methods this order can be paid with instead (PUT /orders/{id}/payment-method): offline ones, and the other providers' pages" }),
}).openapi("PaymentOptions");

export const ORDER_SHIPMENT = z.object({
  carrier: z.string().openapi({ description: "The carrier's name" }), tracking_number: z.string(), tracking_url: z.string().nullable(),
  status: z.string(), shipped_at: z.string().nullable(), delivered_at: z.string().nullable(),
  events: z.array(z.object({ status: z.string(), location: z.string().nullable(), description: z.string().nullable(), occurred_at: z.string() })),
}).openapi("OrderShipment");

export const ORDER_LINE = z.object({
  line_id: z.string().openapi({ description: "The order line's own id: what a return names (POST /orders/{id}/returns)" }),
  id: z.number().int().nullable().openapi({ description: "Product id (null if the product was deleted since)" }),
  variant_id: z.number().int().nullable(),
  SKU: z.string(), Title: z.string(), image: z.string().nullable(), options: z.array(z.string()),
  QuantityPurchased: z.number().int(),
  price: z.number().openapi({ description: "Unit price paid, EUR, VAT included" }),
  TransactionPrice: z.number().openapi({ description: "Line total after the coupon, EUR" }),
  Vat: z.number(),
  returnable: z.number().int().optional().openapi({ description: "On one order's answer: units that can still be returned (bought minus those in returns not refused)" }),
}).openapi("OrderLine");

export const ORDER = z.object({
  _id: z.string().openapi({ description: "Public id of the order (random, not sequential)" }),
  number: z.string().openapi({ example: "VT-2026-000123" }),
  status: z.enum(ORDER_STATES).openapi({ description: "domain/order-states.ts; docs/architecture.md" }),
  payment_status: z.enum(PAYMENT_STATES),
  payment_kind: z.enum(PAYMENT_KINDS),
  placed_at: z.string(),
  shippingMode: z.number().int(),
  Customer: z.object({ name: z.string(), lastname: z.string(), email: z.string(), company: z.string() }),
  ShippingAddress: SHIPPING_ADDRESS.nullable(),
  InvoiceAddress: INVOICE_ADDRESS.nullable(),
  pickupStore: z.object({
    id: z.number().int(), name: z.string(), street: z.string(), city: z.string(), postal_code: z.string(), phone: z.string(), opening_hours: z.string(),
  }).nullable(),
  delivery_method: z.object({ id: z.number().int(), name: z.string(), min_days: z.number().int(), max_days: z.number().int() }).nullable(),
  payment_method: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  Items: z.array(ORDER_LINE),
  coupon: z.string().nullable(),
  totals: CHECKOUT_TOTALS,
  payment_instructions: BANK_TRANSFER_INSTRUCTIONS.nullable().openapi({ description: "For a bank transfer still awaited" }),
  payment_options: PAYMENT_OPTIONS.nullable().openapi({ description: "While a card or wallet payment is awaited: until when, and the other ways to pay this order" }),
  note: z.string().nullable(),
  shipments: z.array(ORDER_SHIPMENT).optional().openapi({ description: "On one order's answer: its parcels with their tracking" }),
  returns: z.array(RETURN).optional().openapi({ description: "On one order's answer: its returns, oldest first" }),
  return_until: z.string().nullable().optional().openapi({
    description: "On one order's answer: until when a return can be asked (ISO 8601), once delivered or collected; null before, or if it can no longer be",
  }),
  return_to: z.object({ address: z.array(z.string()), stores: z.array(z.string()) }).optional()
    .openapi({ description: "On one order's answer, once delivered or collected: where returned parcels go (settings returns.address), and the stores that take them" }),
}).openapi("Order");
export type Order = z.infer<typeof ORDER>;
