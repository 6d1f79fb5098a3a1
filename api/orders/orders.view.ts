import type { Database } from "#db/client.ts";
import { vatBreakdown } from "#domain/cart-totals.ts";
import type { Locale } from "#domain/locale.ts";
import { centsToAmount } from "#domain/money.ts";
import { DEFAULT_RESERVATION_MINUTES, isOnlineKind, type OrderState, type PaymentKind, type PaymentState, type ShippingMode } from "#domain/order-states.ts";
import { listPaymentMethods } from "#api/checkout/checkout.queries.ts";
import type { ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { InvoiceAddress } from "#api/checkout/checkout.schemas.ts";
import { pickText } from "#api/settings/settings.build.ts";
import { loadOrderParts, readBankTransfer, type OrderRow } from "./orders.queries.ts";
import type { Order } from "./orders.schemas.ts";

/**
 * An order as its owner sees it. Everything comes from the order's own rows (prices as paid, not as
 * the catalogue has them now), so reading it twice gives the same answer: an idempotent retry of the
 * placement answers exactly what the first request answered.
 */
export async function buildOrderView(db: Database, order: OrderRow, lang: Locale, options: { reservationMinutes?: number; online?: ReadonlySet<string> } = {}): Promise<Order> {
  const [{ lines, store, delivery, payment }, bank] = await Promise.all([loadOrderParts(db, order), readBankTransfer(db)]);
  const awaitingOnline = order.status === "awaiting_payment" && isOnlineKind(order.paymentKind);
  // The other ways to pay an order whose card or wallet payment is awaited (the /cancel page's choices).
  const others = awaitingOnline
    ? (await listPaymentMethods(db, lang, order.shippingMode as ShippingMode, options.online ?? new Set())).filter((m) => m.id !== order.paymentMethodId)
    : [];
  const customer = order.customer as { name?: string; lastname?: string; email?: string; company?: string };
  const vat = vatBreakdown(lines.map((l) => ({ grossCents: l.lineTotalCents, ratePercent: l.vatRateBp / 100 })));
  const awaitingTransfer = order.paymentKind === "bank_transfer" && order.paymentStatus === "awaiting";
  return {
    _id: order.id, number: order.number,
    status: order.status as OrderState, payment_status: order.paymentStatus as PaymentState, payment_kind: order.paymentKind as PaymentKind,
    placed_at: order.placedAt.toISOString(), shippingMode: order.shippingMode,
    Customer: { name: customer.name ?? "", lastname: customer.lastname ?? "", email: order.email, company: customer.company ?? "" },
    ShippingAddress: (order.shippingAddress as ShippingAddress | null) ?? null,
    InvoiceAddress: (order.invoiceAddress as InvoiceAddress | null) ?? null,
    pickupStore: store ? {
      id: store.id, name: store.name, street: store.street, city: store.city, postal_code: store.postalCode, phone: store.phone,
      opening_hours: pickText(store.openingHours, lang),
    } : null,
    delivery_method: delivery ? { id: delivery.id, name: pickText(delivery.names, lang), min_days: delivery.minDays, max_days: delivery.maxDays } : null,
    payment_method: payment ? { id: payment.id, code: payment.code, name: pickText(payment.names, lang) } : null,
    Items: lines.map((l) => ({
      line_id: l.id, id: l.productId, variant_id: l.variantId, SKU: l.sku, Title: l.title, image: l.image, options: Object.values(l.options),
      QuantityPurchased: l.quantity, price: centsToAmount(l.unitPriceCents), TransactionPrice: centsToAmount(l.lineTotalCents), Vat: l.vatRateBp / 100,
    })),
    coupon: order.couponCode,
    totals: {
      items: centsToAmount(order.itemsCents), discount: centsToAmount(order.discountCents), shipping: centsToAmount(order.shippingCents),
      payment_fee: centsToAmount(order.paymentFeeCents), shipping_fee: 0,
      vat: vat.map((r) => ({ rate: r.ratePercent, net: centsToAmount(r.netCents), vat: centsToAmount(r.vatCents) })),
      vat_total: centsToAmount(order.vatCents), total: centsToAmount(order.totalCents),
    },
    payment_instructions: awaitingTransfer && bank ? { ...bank, reference: order.number, amount: centsToAmount(order.totalCents) } : null,
    payment_options: awaitingOnline ? {
      deadline: new Date(order.placedAt.getTime() + (options.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES) * 60_000).toISOString(),
      methods: others.map((m) => ({ id: m.id, code: m.code, kind: m.kind, name: m.name, description: m.description, fee: centsToAmount(m.feeCents) })),
    } : null,
    note: order.note,
  };
}

