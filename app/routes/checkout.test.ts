import { describe, expect, it, vi } from "vitest";
import type { Checkout } from "#api/checkout/checkout.answers.ts";
import { apiRefusal, createStorefront } from "#tests/setup/storefront-screens.ts";
import * as checkoutScreen from "./checkout.tsx";

const ORDER_ID = "0b8f8c2e-6f5e-4a5b-9d1e-2f3c4b5a6d7e";
const CART_ID = "5d0c7e5e-2b8e-4a8e-b1f7-1f8e2f6b8c3a";

/** A checkout at step 2: one line, standard delivery (id 1) and bank transfer (id 3) chosen. */
const READY = {
  _id: CART_ID,
  Items: [{ _id: "l1", id: 10, variant_id: 22, Title: "Trofie liguri", options: [], QuantityPurchased: 2, price: 2.7, TransactionPrice: 5.4, notices: [] }],
  Customer: { email: "anna@example.com", name: "Anna", lastname: "Rossi" },
  ShippingAddress: { Name: "Anna Rossi", Street1: "Via Roma 12", CityName: "Bologna", PostalCode: "40121", Country: "IT", Phone: "+393471234567" },
  InvoiceAddress: null, same_shipping_address: true, shippingMode: 1, pickupStore: null, delivery_method: 1, payment_method: 3,
  step1: false, step2: true,
  cartMethods: {
    shippingMode: 1,
    deliveryMethods: [{ id: 1, code: "standard", shippingMode: 1, name: "Standard", description: "", price: 5.9, free_above: 59, cost: 5.9, min_days: 2, max_days: 4 }],
    paymentsMethods: [{ id: 3, code: "bank-transfer", kind: "bank_transfer", name: "Bank transfer", description: "", fee: 0 }],
  },
  Coupon: null, coupon_applied: false, shippingCost: 5.9, fee_payment: 0, fee_shipping: 0,
  totals: { items: 5.4, discount: 0, shipping: 5.9, payment_fee: 0, shipping_fee: 0, vat: [{ rate: 10, net: 10.27, vat: 1.03 }], vat_total: 1.03, total: 11.3 },
  problems: {}, Message: [],
} as unknown as Checkout;

const PLACE = {
  intent: "place", delivery_method: "1", payment_method: "3", accept_terms: "on", accept_privacy: "on",
  expected_total: "11.30", idempotency_key: `cart-${CART_ID}`,
};

/** A stand-in commerce API: the checkout above, and `placeOrder` answering as the test says. */
function storefrontWith(placeOrder: (request: Request) => Response, seen: Request[] = []) {
  return createStorefront([{ path: "/checkout", module: checkoutScreen }], async (request) => {
    seen.push(request);
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/checkout/place-order")) return placeOrder(request);
    if (pathname.endsWith("/checkout/pickup-stores")) return Response.json({ data: [] });
    if (pathname.endsWith("/checkout")) return Response.json({ data: READY });
    return apiRefusal(404, { code: "NOT_FOUND", errors: ["none"] });
  });
}

describe("placing the order from the checkout screen", () => {
  it("sends the cart's key and the total the shopper saw, and goes to the order's page", async () => {
    const seen: Request[] = [];
    const storefront = storefrontWith(() => Response.json({ data: { _id: ORDER_ID } }, { status: 201 }), seen);
    const res = await storefront.post("/en/checkout", PLACE, { javascript: false });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/en/order-success?order=${ORDER_ID}`);
    const placed = seen.find((r) => r.url.endsWith("/place-order"))!;
    expect(placed.headers.get("idempotency-key")).toBe(`cart-${CART_ID}`);
    expect(await placed.json()).toEqual({ expected_total: 11.3, accept_terms: true, accept_privacy: true });
  });

  it("answers 503 with Retry-After when the database is out of reach during placement (no order, the error page)", async () => {
    const storefront = storefrontWith(() => apiRefusal(503, { code: "UNAVAILABLE", errors: ["The shop's database is out of reach."] }, { "Retry-After": "5" }));
    // React Router reports the outage on the console, once.
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementationOnce((...args: unknown[]) => { logged.push(args); });
    const res = await storefront.post("/checkout", PLACE, { javascript: false });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(JSON.stringify(logged)).toContain('"status":503');
  });

  it("tells a refusal for stock in the shopper's language, naming the line", async () => {
    const storefront = createStorefront([{ path: "/checkout", module: checkoutScreen }], async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith("/checkout/place-order")) {
        return apiRefusal(409, { code: "CONFLICT", errors: ["Only 1 of Trofie liguri left."], reason: "stock", fields: { "Items.22": "Only 1 of Trofie liguri left." } });
      }
      if (pathname.endsWith("/checkout/pickup-stores")) return Response.json({ data: [] });
      const now = { ...READY, Items: [{ ...READY.Items[0]!, notices: [{ code: "only_left", available: 1 }] }] };
      return Response.json({ data: now });
    });
    const res = await storefront.post("/de/checkout", PLACE, { javascript: false });
    expect(res.status).toBe(409);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    expect(html).toContain("Seit Sie die Zusammenfassung gesehen haben, hat sich etwas geändert");
    expect(html).toContain("Von Trofie liguri ist nur noch 1 Stück verfügbar.");
  });

  it("refuses a post without the acceptances, saying so on their fields, and places nothing", async () => {
    const seen: Request[] = [];
    const storefront = storefrontWith(() => Response.json({ data: { _id: ORDER_ID } }, { status: 201 }), seen);
    const res = await storefront.post("/fr/checkout", { ...PLACE, accept_terms: "", accept_privacy: "" }, { javascript: false });
    expect(res.status).toBe(400);
    expect(seen.some((r) => r.url.endsWith("/place-order"))).toBe(false);
    const html = (await res.text()).replace(/&#x27;/g, "'");
    expect(html).toContain("conditions générales de vente");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="accept_terms"|<input[^>]*name="accept_terms"[^>]*aria-invalid="true"/);
  });
});

describe("opening the checkout", () => {
  const withCart = (checkout: Partial<Checkout>) => createStorefront([{ path: "/checkout", module: checkoutScreen }], async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/checkout/pickup-stores")) return Response.json({ data: [] });
    return Response.json({ data: { ...READY, ...checkout } });
  });

  it("sends a shopper whose cart became empty or unsellable back to the cart, saying why", async () => {
    const empty = await withCart({ Items: [] }).get("/es/checkout");
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/es/cart?reason=empty");
    const unsellable = await withCart({ problems: { Items: "The cart is empty: add something before checking out." } }).get("/checkout");
    expect(unsellable.headers.get("location")).toBe("/cart?reason=unsellable");
  });

  it("shows step 1 while step 1 has a problem, whatever step was saved", async () => {
    const res = await withCart({ problems: { pickupStore: "This store does not have: Trofie liguri." } }).get("/en/checkout");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Continue to delivery and payment");
    expect(html).not.toContain("Order with obligation to pay");
  });
});
