import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures.ts";
import { E2E_OPERATOR } from "../peers/serve-peers.ts";

// What the checkout and payment journeys share: the demo store's products, adding to the cart, an address.

// Products of the demo store. The mushrooms have 14 units: Bologna keeps 4, Milan 3, Florence 2 (db/seed).
export const TROFIE = {
  it: "/dispensa/pasta/pasta-secca/trofie-liguri", en: "/en/pantry/pasta/dried-pasta/ligurian-trofie",
  de: "/de/feinkost/pasta/trockene-pasta/ligurische-trofie", es: "/es/despensa/pasta/pasta-seca/trofie-de-liguria",
  fr: "/fr/epicerie-fine/pates/pates-seches/trofie-de-ligurie",
};
export const KNIFE = { en: "/en/kitchen/kitchen-tools/knives/flexible-prosciutto-knife", name: "Flexible Prosciutto Knife" };
export const MUSHROOMS = { en: "/en/pantry/preserves/preserved-vegetables/etna-wild-mushrooms-in-oil", name: "Etna Wild Mushrooms in Oil" };
export const ADDED = { it: "Aggiunto al carrello.", en: "Added to your cart.", de: "In den Warenkorb gelegt.", es: "Añadido al carrito.", fr: "Ajouté au panier." };
export const ADD = { it: ["Quantità", "Aggiungi al carrello"], en: ["Quantity", "Add to cart"], de: ["Menge", "In den Warenkorb"], es: ["Cantidad", "Añadir al carrito"], fr: ["Quantité", "Ajouter au panier"] } as const;
export type Lang = keyof typeof ADD;

export const main = (page: Page) => page.getByRole("main");
export const total = (page: Page) => page.getByTestId("checkout-total");

export async function addToCart(page: Page, lang: Lang, path: string, quantity: number, said: string | RegExp = ADDED[lang]) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("spinbutton", { name: ADD[lang][0] }).fill(String(quantity));
  await page.getByRole("button", { name: ADD[lang][1] }).click();
  await expect(page.getByRole("status").filter({ hasText: said })).toBeVisible();
}

/** The orders the browser's visitor or customer owns, through the public API with the browser's cookies. */
export async function ordersOf(context: BrowserContext, request: APIRequestContext) {
  const cookies = await context.cookies();
  const ia = cookies.find((c) => c.name === "ia")?.value ?? "";
  const token = cookies.find((c) => c.name === "token")?.value;
  const res = await request.get("/web/v1/orders", { headers: { ia, lang: "en", ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { _id: string; number: string; totals: { total: number } }[] }).data;
}

export async function fillDeliveryAddress(page: Page, labels: { street: string; postalCode: string; city: string; phone: string }, a: { street: string; postalCode: string; city: string; phone: string }) {
  // Without JavaScript the invoice address shows too, after the delivery address and with its labels.
  await page.getByRole("textbox", { name: labels.street, exact: true }).first().fill(a.street);
  await page.getByRole("textbox", { name: labels.postalCode, exact: true }).first().fill(a.postalCode);
  await page.getByRole("textbox", { name: labels.city, exact: true }).first().fill(a.city);
  await page.getByRole("textbox", { name: labels.phone }).fill(a.phone);
}

/** The API's headers for the browser's signed-in customer (its token cookie) in a language. */
export async function customerHeaders(context: BrowserContext, lang: Lang): Promise<Record<string, string>> {
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === "token")?.value;
  const ia = cookies.find((c) => c.name === "ia")?.value ?? crypto.randomUUID();
  return { ia, lang, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * An order placed through the public API (the checkout's own calls), delivered to an Italian address and
 * paid by `payment` (a payment method's code): for journeys that start after the purchase.
 */
export async function placeThroughTheApi(request: APIRequestContext, headers: Record<string, string>, customer: { email: string; name: string; lastname: string },
  lines: { path: string; quantity: number }[], payment = "cash-on-delivery") {
  for (const line of lines) {
    const html = await (await request.get(line.path)).text();
    const productId = Number(/name="product_id" value="(\d+)"/.exec(html)?.[1]);
    const variantId = Number(/name="variant_id" value="(\d+)"/.exec(html)?.[1]);
    expect((await request.post("/web/v1/cart/addtocart", { headers, data: { items: productId, variants: variantId, note: String(line.quantity) } })).status()).toBe(200);
  }
  const ready = await request.put("/web/v1/checkout", { headers, data: {
    Customer: { email: customer.email, name: customer.name, lastname: customer.lastname }, shippingMode: 1, step: 2,
    ShippingAddress: { Name: "Giulia Bianchi", Street1: "Via Po 1", CityName: "Torino", PostalCode: "10124", Country: "IT", Phone: "+393471234567" },
  } });
  expect(ready.status()).toBe(200);
  const methods = ((await ready.json()) as { data: { cartMethods: { deliveryMethods: { id: number }[]; paymentsMethods: { id: number; code: string }[] } } }).data.cartMethods;
  const chosen = await request.put("/web/v1/checkout", { headers, data: {
    delivery_method: methods.deliveryMethods[0]!.id, payment_method: methods.paymentsMethods.find((p) => p.code === payment)!.id,
  } });
  const { totals } = ((await chosen.json()) as { data: { totals: { total: number } } }).data;
  const placed = await request.post("/web/v1/checkout/place-order", {
    headers: { ...headers, "idempotency-key": crypto.randomUUID() }, data: { expected_total: totals.total, accept_terms: true, accept_privacy: true },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { data: { _id: string; number: string } }).data;
}

const staff = { authorization: `Basic ${Buffer.from(`${E2E_OPERATOR.name}:${E2E_OPERATOR.key}`).toString("base64")}` };

/** What the shop's staff read through the operations API. */
export async function opsGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/web/v1/ops${path}`, { headers: staff });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A step of the shop's staff through the operations API. */
export async function ops(request: APIRequestContext, path: string, data?: unknown, status = 200) {
  const res = await request.post(`/web/v1/ops${path}`, { headers: staff, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return ((await res.json()) as { data: { _id: string; status: string } }).data;
}
