import type { Cart, ShippingAddress } from "#api/cart/cart.schemas.ts";
import type { StoredCart } from "#api/cart/cart.queries.ts";
import type { CheckoutTotals } from "#domain/checkout-totals.ts";
import { centsToAmount } from "#domain/money.ts";
import type { CART_METHODS, Checkout } from "./checkout.answers.ts";
import type { CheckoutPricingResult } from "./checkout.pricing.ts";
import { stepOneProblems, stepTwoProblems } from "./checkout.problems.ts";
import type { CheckoutCustomer, InvoiceAddress } from "./checkout.schemas.ts";
import { missingIn, type PickupStoreView } from "./checkout.stores.ts";

/** Totals in EUR for the answer; inside they stay cents. */
export function totalsView(t: CheckoutTotals) {
  return {
    items: centsToAmount(t.itemsCents), discount: centsToAmount(t.discountCents),
    shipping: t.shippingCents < 0 ? -1 : centsToAmount(t.shippingCents),
    payment_fee: centsToAmount(t.paymentFeeCents), shipping_fee: centsToAmount(t.shippingFeeCents),
    vat: t.vat.map((r) => ({ rate: r.ratePercent, net: centsToAmount(r.netCents), vat: centsToAmount(r.vatCents) })),
    vat_total: centsToAmount(t.vatCents), total: centsToAmount(t.totalCents),
  };
}

export function methodsView(pricing: CheckoutPricingResult): typeof CART_METHODS._output {
  const afterDiscount = pricing.totals.itemsCents - pricing.totals.discountCents;
  const freeShipping = pricing.coupon?.kind === "free_shipping";
  return {
    shippingMode: pricing.mode,
    deliveryMethods: pricing.deliveryMethods.map((d) => ({
      id: d.id, code: d.code, shippingMode: d.shippingMode, name: d.name, description: d.description,
      price: centsToAmount(d.priceCents), free_above: d.freeAboveCents === null ? null : centsToAmount(d.freeAboveCents),
      cost: centsToAmount(freeShipping || (d.freeAboveCents !== null && afterDiscount >= d.freeAboveCents) ? 0 : d.priceCents),
      min_days: d.minDays, max_days: d.maxDays,
    })),
    paymentsMethods: pricing.paymentMethods.map((p) => ({
      id: p.id, code: p.code, kind: p.kind, name: p.name, description: p.description, fee: centsToAmount(p.feeCents),
    })),
  };
}

/** Everything the checkout screens show, from one pricing of the cart. */
export function buildCheckout(input: {
  view: Cart; stored: StoredCart | null; pricing: CheckoutPricingResult | null; signedIn: boolean; stores: PickupStoreView[];
  methods: typeof CART_METHODS._output;
}): Checkout {
  const { view, stored, pricing } = input;
  const cart = stored?.cart;
  const step = cart?.checkoutStep ?? 1;
  const problems = cart && pricing
    ? { ...stepOneProblems(cart, input.signedIn, missingIn(input.stores, cart.pickupStoreId)), ...stepTwoProblems(pricing) }
    : { Items: "The cart is empty: add something before checking out." };
  const totals = pricing?.totals;
  return {
    _id: view._id, Items: view.Items,
    Customer: (cart?.customer as CheckoutCustomer | null) ?? null,
    ShippingAddress: (cart?.shippingAddress as ShippingAddress | null) ?? null,
    InvoiceAddress: (cart?.invoiceAddress as InvoiceAddress | null) ?? null,
    same_shipping_address: cart?.sameShippingAddress ?? true,
    shippingMode: cart?.shippingMode ?? 1,
    pickupStore: cart?.pickupStoreId ?? null,
    delivery_method: pricing?.delivery?.id ?? null,
    payment_method: pricing?.payment?.id ?? null,
    step1: step === 1, step2: step === 2,
    cartMethods: input.methods,
    Coupon: view.Coupon, coupon_applied: view.coupon_applied,
    shippingCost: totals ? totalsView(totals).shipping : -1,
    fee_payment: totals ? centsToAmount(totals.paymentFeeCents) : 0,
    fee_shipping: totals ? centsToAmount(totals.shippingFeeCents) : 0,
    totals: totals ? totalsView(totals) : { items: 0, discount: 0, shipping: -1, payment_fee: 0, shipping_fee: 0, vat: [], vat_total: 0, total: 0 },
    problems,
    Message: view.Message,
  };
}
