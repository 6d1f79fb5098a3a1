import { describe, expect, it } from "vitest";
import { buildProductDetail, buildVariant } from "#tests/factories/product-detail.ts";
import { buildBreadcrumbJsonLd, buildProductJsonLd, serializeJsonLd } from "./product-json-ld.ts";

const ORIGIN = "https://shop.example";
const CONTEXT = { origin: ORIGIN, lang: "en" as const, currency: { id: "USD", symbol: "$", exchange: 1.1 } };

describe("buildProductJsonLd", () => {
  it("describes the product with absolute image URLs through /_ipx and its brand", () => {
    const ld = buildProductJsonLd(buildProductDetail(), CONTEXT);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Copper Frying Pan",
      url: `${ORIGIN}/en/kitchen/pans/copper-frying-pan`,
      image: [`${ORIGIN}/_ipx/w_1200/products/pan-copper.jpg`, `${ORIGIN}/_ipx/w_1200/products/pan-side.jpg`],
      sku: "copper-frying-pan",
      brand: { "@type": "Brand", name: "Rame Toscano" },
    });
    expect(ld).not.toHaveProperty("gtin13");
  });

  it("gives one offer per variant, in EUR whatever the shopper's currency, with its stock and URL", () => {
    const offers = buildProductJsonLd(buildProductDetail(), CONTEXT).offers as Record<string, unknown>[];
    expect(offers).toHaveLength(5);
    expect(offers[0]).toEqual({
      "@type": "Offer", sku: "RT-11", gtin13: "8001234567897", price: "89.00", priceCurrency: "EUR",
      availability: "https://schema.org/InStock", itemCondition: "https://schema.org/NewCondition",
      url: `${ORIGIN}/en/kitchen/pans/copper-frying-pan?variant=11`,
    });
    expect(offers[1]).toMatchObject({ availability: "https://schema.org/OutOfStock", price: "89.00" });
    expect(offers[1]).not.toHaveProperty("gtin13");
  });

  it("names a reduction's reference as the strikethrough price and gives the price per litre", () => {
    const oil = buildProductDetail({ variants: [buildVariant({
      id: 1, options: {}, price: 17.9, start_price: 21.9, unit_price: { price: 23.87, per: "l" }, net_quantity: { quantity: 750, unit: "ml" },
    })] });
    const [offer] = buildProductJsonLd(oil, CONTEXT).offers as Record<string, unknown>[];
    expect(offer!.priceSpecification).toEqual([
      { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: "21.90", priceCurrency: "EUR" },
      { "@type": "UnitPriceSpecification", price: "23.87", priceCurrency: "EUR", referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "LTR" } },
    ]);
  });

  it("uses the only variant's SKU and a valid EAN as the product's own", () => {
    const single = buildProductDetail({ variants: [buildVariant({ id: 1, options: {}, sku: "OIL-1", ean: "8001234567897" })] });
    expect(buildProductJsonLd(single, CONTEXT)).toMatchObject({ sku: "OIL-1", gtin13: "8001234567897" });
    const badEan = buildProductDetail({ variants: [buildVariant({ id: 1, options: {}, ean: "8001234567890" })] });
    expect(buildProductJsonLd(badEan, CONTEXT)).not.toHaveProperty("gtin13");
  });

  it("adds the rating only when there are reviews, and Italian URLs carry no prefix", () => {
    const rated = buildProductJsonLd(buildProductDetail(), { origin: ORIGIN, lang: "it" });
    expect(rated.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(rated.url).toBe(`${ORIGIN}/kitchen/pans/copper-frying-pan`);
    expect(rated.review).toEqual([
      expect.objectContaining({ "@type": "Review", author: { "@type": "Person", name: "Giulia" }, reviewRating: expect.objectContaining({ ratingValue: 5 }), inLanguage: "it" }),
      expect.objectContaining({ author: { "@type": "Person", name: "Tom" }, reviewBody: "Needs care." }),
    ]);
    const unrated = buildProductDetail({ rating: { average: 0, count: 0, distribution: [] }, reviews: [], brand: null, images: [] });
    const ld = buildProductJsonLd(unrated, CONTEXT);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("image");
  });
});

describe("buildBreadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute, localized URLs", () => {
    const crumbs = [{ name: "Cucina", path: "/cucina" }, { name: "Pentole", path: "/cucina/pentole" }];
    expect(buildBreadcrumbJsonLd(crumbs, ORIGIN, "de")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Cucina", item: `${ORIGIN}/de/cucina` },
        { "@type": "ListItem", position: 2, name: "Pentole", item: `${ORIGIN}/de/cucina/pentole` },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and parses back to the same data", () => {
    const data = { name: "Pan </script><script>alert(1)</script> <!-- x" };
    const json = serializeJsonLd(data);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(data);
  });
});
