import { lineCap, reviewLine, type CartLineState } from "#domain/cart.ts";
import { cartTotalCents, estimateShippingCents, splitVat, vatBreakdown, type DeliveryOffer } from "#domain/cart-totals.ts";
import { lineDiscounts, type CouponRule } from "#domain/coupon.ts";
import { centsToAmount } from "#domain/money.ts";
import type { CategoryNode } from "#api/settings/settings.schemas.ts";
import { startPrice, unitPriceView } from "#api/catalog/price-view.ts";
import type { Cart, CartMessage } from "./cart.schemas.ts";
import type { StoredCart, VariantFacts } from "./cart.queries.ts";
import { stateOf } from "./cart.queries.ts";

export interface CouponWithText extends CouponRule { description: string }

export interface CartViewInput {
  stored: StoredCart | null;
  facts: Map<number, VariantFacts>;
  coupon: CouponWithText | null;
  deliveryOffers: DeliveryOffer[];
  categories: Map<number, CategoryNode>;
  messages?: CartMessage[];
}

const EMPTY_TOTALS = { items: 0, discount: 0, vat: [], total: 0 };

/**
 * The cart as the storefront shows it, re-checked against the catalogue: current prices, lines lowered
 * to what can be sold, notices for what changed, the coupon's discount, VAT and totals.
 */
export function buildCartView(input: CartViewInput): Cart {
  const { stored, facts, coupon, deliveryOffers, categories } = input;
  const state = stored ? stateOf(stored) : null;
  const lines = (stored?.lines ?? []).map((row) => {
    const fact = facts.get(row.variantId);
    const review = reviewLine(row, fact);
    const quantity = review.quantity;
    const price = fact?.priceCents ?? row.seenPriceCents;
    return { row, fact, review, quantity, grossCents: price * quantity, priceCents: price };
  });
  const itemsCents = lines.reduce((sum, l) => sum + l.grossCents, 0);
  const discounts = coupon ? lineDiscounts(lines.map((l) => l.grossCents), coupon) : lines.map(() => 0);
  const discountCents = discounts.reduce((a, b) => a + b, 0);
  const netLines = lines.map((l, i) => ({ ...l, totalCents: l.grossCents - discounts[i]! }));
  const freeShippingAbove = deliveryOffers.map((o) => o.freeAboveCents).filter((c): c is number => c !== null);
  const estimate = lines.length ? estimateShippingCents(itemsCents - discountCents, deliveryOffers, coupon?.kind === "free_shipping") : null;
  const cart = stored?.cart;

  return {
    _id: cart?.id ?? null,
    Items: netLines.map(({ row, fact, review, quantity, priceCents, totalCents }, i) => {
      const category = fact?.primaryCategoryId == null ? undefined : categories.get(fact.primaryCategoryId);
      const vatPercent = (fact?.vatRateBp ?? 0) / 100;
      return {
        _id: row.id, id: row.productId, variant_id: row.variantId, image: fact?.image ?? null,
        ItemID: fact?.code ?? "", Title: fact?.name ?? "", SKU: fact?.sku ?? "", ean: fact?.ean ?? null, options: fact?.optionLabels ?? [],
        QuantityPurchased: quantity, price: centsToAmount(priceCents),
        start_price: startPrice(fact?.referenceCents ?? null, priceCents),
        unit_price: fact ? unitPriceView(priceCents, fact.netQuantity, fact.netUnit) : null,
        discount: centsToAmount(discounts[i]!), TransactionPrice: centsToAmount(totalCents), Vat: vatPercent,
        vat_amount: centsToAmount(splitVat(totalCents, vatPercent).vatCents),
        url: fact ? `${category?.url ?? ""}/${fact.slug}` : "",
        CatalogId: fact?.primaryCategoryId ?? null, BrandId: fact?.brandId ?? null, CategoriesIds: fact?.categoryIds ?? [],
        weight: (fact?.weightGrams ?? 0) / 1000, qtunit: fact?.netUnit ?? "pz",
        max_quantity: fact ? lineCap(fact) : 0, min_age: fact?.minAge ?? null,
        notices: review.notices.map((n) =>
          n.code === "price_changed" ? { code: n.code, previous_price: centsToAmount(n.previousPriceCents) } : n),
      };
    }),
    Items_backup: state?.linesBackup?.map((l: CartLineState) => ({ id: l.productId, variant_id: l.variantId, QuantityPurchased: l.quantity })) ?? null,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    shippingCost: -1,
    shippingMode: cart?.shippingMode ?? 1,
    ShippingAddress: state?.shippingAddress ?? null,
    pickupStore: cart?.pickupStoreId ?? null,
    fee_payment: 0,
    fee_shipping: 0,
    Coupon: coupon ? {
      code: coupon.code, kind: coupon.kind, value: coupon.kind === "fixed" ? centsToAmount(coupon.value) : coupon.value, description: coupon.description,
    } : null,
    coupon_applied: coupon !== null,
    freeze: cart?.freeze ?? false,
    totals: lines.length === 0 ? { ...EMPTY_TOTALS, shipping_estimate: null, free_shipping_above: null } : {
      items: centsToAmount(itemsCents),
      discount: centsToAmount(discountCents),
      shipping_estimate: estimate === null ? null : centsToAmount(estimate),
      free_shipping_above: freeShippingAbove.length ? centsToAmount(Math.min(...freeShippingAbove)) : null,
      vat: vatBreakdown(netLines.map((l) => ({ grossCents: l.totalCents, ratePercent: (l.fact?.vatRateBp ?? 0) / 100 })))
        .map((r) => ({ rate: r.ratePercent, net: centsToAmount(r.netCents), vat: centsToAmount(r.vatCents) })),
      total: centsToAmount(cartTotalCents({ itemsCents: itemsCents - discountCents, shippingCostCents: -1, paymentFeeCents: 0, shippingFeeCents: 0 })),
    },
    Message: input.messages ?? [],
  };
}
