import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "#tests/setup/test-api.ts";

// Issue 21 §2: goods sold by weight or volume carry their net quantity and show the price per kilogram or litre.

const t = useTestApi();

async function variantBySku(sku: string) {
  const [row] = (await t.db.execute(sql`
    select v.id, v.product_id as "productId", v.price_cents as "priceCents", v.net_quantity as "netQuantity", v.net_unit as "netUnit"
    from variants v where v.sku = ${sku}`) as unknown as { rows: { id: number; productId: number; priceCents: number; netQuantity: number; netUnit: string }[] }).rows;
  return row!;
}

describe("unit prices", () => {
  it("gives a 750 ml bottle of oil its net quantity and its price per litre, on the page, in the cart and in its card", async () => {
    const oil = await variantBySku("OG-LECC-750");
    expect(oil).toMatchObject({ netQuantity: 750, netUnit: "ml" });
    const perLitre = Math.round((oil.priceCents * 1000) / 750) / 100;
    const detail = (await t.call("GET", `/catalog/products/${oil.productId}`)).body.data;
    expect(detail.variants.find((v: { id: number }) => v.id === oil.id)).toMatchObject({
      net_quantity: { quantity: 750, unit: "ml" }, unit_price: { price: perLitre, per: "l" },
    });
    const cart = await t.call("POST", "/cart/addtocart", { headers: { ia: `unit-visitor-${crypto.randomUUID()}` }, body: { items: oil.productId, variants: oil.id, note: "2" } });
    expect(cart.body.data.Items[0]).toMatchObject({ qtunit: "ml", unit_price: { price: perLitre, per: "l" } });
  });

  it("reads the demo store's sizes as net quantities: 75 cl of wine, a 500 g pack, a 1 kg bag; kitchen goods by the piece", async () => {
    expect(await variantBySku("CA-BARBERA-SUP-75")).toMatchObject({ netQuantity: 750, netUnit: "ml" });
    expect(await variantBySku("VA-PACC-500")).toMatchObject({ netQuantity: 500, netUnit: "g" });
    expect(await variantBySku("VA-PACC-1K")).toMatchObject({ netQuantity: 1, netUnit: "kg" });
    const pan = await variantBySku("RT-GHISA-24-RD");
    expect(pan).toMatchObject({ netQuantity: 1, netUnit: "pz" });
    const detail = (await t.call("GET", `/catalog/products/${pan.productId}`)).body.data;
    expect(detail.variants[0].unit_price).toBeNull();
  });

  it("gives a card the unit price of the variant whose price it shows", async () => {
    const pasta = await variantBySku("VA-PACC-500");
    const { body } = await t.call("GET", `/catalog/products?list=all&per_page=60&sort=price_asc`);
    const pages = [body.data, ...await Promise.all(Array.from({ length: body.data.pages - 1 }, async (_, i) =>
      (await t.call("GET", `/catalog/products?list=all&per_page=60&sort=price_asc&page=${i + 2}`)).body.data))];
    const card = pages.flatMap((p) => p.products).find((p: { id: number }) => p.id === pasta.productId);
    expect(card).toMatchObject({ price: pasta.priceCents / 100, unit_price: { price: (pasta.priceCents * 2) / 100, per: "kg" } });
  });
});
