import { randomUUID } from "node:crypto";
import { load, type LoadFigures } from "./load.ts";

interface Prepared { ia: string; body: string }
type Call = <T>(method: string, path: string, ia: string, body?: unknown) => Promise<T>;

/**
 * Visitors whose checkouts are ready to place (one unit of an in-stock product each, home delivery,
 * standard shipping, bank transfer), spread over the catalogue so no product's stock runs out.
 */
async function prepareCheckouts(origin: string, count: number, prefix = "benchplace", paymentKind = "bank_transfer"): Promise<Prepared[]> {
  const call: Call = async (method, path, ia, body) => {
    const response = await fetch(`${origin}/web/v1${path}`, {
      method, headers: { lang: "it", ia, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: never }).data;
  };
  const { products } = await call<{ products: { id: number }[] }>("GET", "/catalog/products?in_stock=1&per_page=48&sort=price_asc", "benchplacement0000000000");
  const variants: { productId: number; variantId: number }[] = [];
  for (const p of products) {
    const detail = await call<{ variants: { id: number; in_stock: boolean }[] }>("GET", `/catalog/products/${p.id}`, "benchplacement0000000000");
    const v = detail.variants.find((x) => x.in_stock);
    if (v) variants.push({ productId: p.id, variantId: v.id });
  }
  const prepared: Prepared[] = [];
  // Units each variant can still sell (its cart line's max_quantity): a placement must never meet an empty shelf.
  const left = new Map<number, number>();
  for (let i = 0; prepared.length < count && i < count * 3; i++) {
    const ia = `${prefix}${String(i).padStart(14, "0")}`;
    const { productId, variantId } = variants[i % variants.length]!;
    if (left.get(variantId) === 0) continue;
    const cart = await call<{ Items: { QuantityPurchased: number; max_quantity: number }[] }>("POST", "/cart/addtocart", ia, { items: productId, variants: variantId, note: "1" });
    const line = cart.Items[0];
    if (!line?.QuantityPurchased) continue;
    left.set(variantId, (left.get(variantId) ?? line.max_quantity) - 1);
    const methods = await call<{ deliveryMethods: { id: number; code: string }[]; paymentsMethods: { id: number; kind: string }[] }>("GET", "/checkout/methods?shippingMode=1", ia);
    const checkout = await call<{ totals: { total: number } }>("PUT", "/checkout", ia, {
      Customer: { email: `${ia}@example.com`, name: "Bench", lastname: "Shopper" },
      ShippingAddress: {
        Name: "Bench Shopper", Street1: "Via dell'Indipendenza 24", CityName: "Bologna", StateOrProvince: "BO",
        Country: "IT", CountryName: "Italia", Phone: "+39 333 123 4567", PostalCode: "40121",
      },
      shippingMode: 1, delivery_method: methods.deliveryMethods[0]!.id,
      payment_method: methods.paymentsMethods.find((m) => m.kind === paymentKind)!.id, step: 2,
    });
    prepared.push({ ia, body: JSON.stringify({ expected_total: checkout.totals.total, accept_terms: true, accept_privacy: true }) });
  }
  return prepared;
}

/**
 * Order placement under load: each request places another visitor's prepared checkout, with its own
 * Idempotency-Key (a cart locked, priced again, stock and coupon taken, the order and its mails written).
 */
export async function measurePlacement(origin: string, count: number): Promise<LoadFigures> {
  const prepared = await prepareCheckouts(origin, count);
  let next = 0;
  return load({
    url: `${origin}/web/v1/checkout/place-order`, connections: 10, amount: prepared.length, method: "POST",
    headers: { lang: "it", "content-type": "application/json", accept: "application/json" },
    setupRequest: (req: any) => {
      const checkout = prepared[next++ % prepared.length]!;
      return { ...req, body: checkout.body, headers: { ...req.headers, ia: checkout.ia, "idempotency-key": randomUUID() } };
    },
  });
}

/**
 * One order placed by a visitor of its own, for the order page's measurements: its id and the visitor's id.
 * A card order (the /cancel page's) also has its provider's page opened, as the storefront opens it.
 */
export async function placeOneOrder(origin: string, paymentKind = "bank_transfer", prefix = paymentKind === "card" ? "benchcard" : "benchorder"): Promise<{ orderId: string; ia: string; email: string }> {
  const [checkout] = await prepareCheckouts(origin, 1, prefix, paymentKind);
  if (!checkout) throw new Error("No checkout could be prepared for the order page");
  const response = await fetch(`${origin}/web/v1/checkout/place-order`, {
    method: "POST", body: checkout.body,
    headers: { lang: "it", ia: checkout.ia, "content-type": "application/json", "idempotency-key": randomUUID() },
  });
  if (response.status !== 201) throw new Error(`place-order: ${response.status} ${await response.text()}`);
  const orderId = ((await response.json()) as { data: { _id: string } }).data._id;
  if (paymentKind === "card") {
    const opened = await fetch(`${origin}/web/v1/orders/${orderId}/payment`, {
      method: "POST", body: JSON.stringify({ success_path: `/order-success?order=${orderId}`, cancel_path: `/cancel?order=${orderId}` }),
      headers: { lang: "it", ia: checkout.ia, "content-type": "application/json" },
    });
    if (!opened.ok) throw new Error(`opening the card payment: ${opened.status} ${await opened.text()}`);
  }
  return { orderId, ia: checkout.ia, email: `${checkout.ia}@example.com` };
}
