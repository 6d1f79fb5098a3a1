import type { ProductDetail } from "#api/catalog/catalog.schemas.ts";
import type { Variant } from "#app/features/catalogue/variant-selection.ts";

// Test data only: a copper pan in two sizes and three colours, one combination missing and one sold out.

export function buildVariant(overrides: Partial<Variant> & Pick<Variant, "id" | "options">): Variant {
  return {
    sku: `RT-${overrides.id}`, ean: null, price: 89, start_price: null, unit_price: null, net_quantity: null, vat_rate: 22,
    in_stock: true, stock: null, max_quantity: 25, image: null, ...overrides,
  };
}

export const PAN_VARIANTS: Variant[] = [
  buildVariant({ id: 11, options: { size: "20cm", colour: "copper" }, ean: "8001234567897", image: "products/pan-copper.jpg" }),
  buildVariant({ id: 12, options: { size: "20cm", colour: "black" }, in_stock: false, stock: null, max_quantity: 1 }),
  buildVariant({ id: 13, options: { size: "28cm", colour: "copper" }, price: 149, start_price: 169, stock: 3, max_quantity: 25 }),
  buildVariant({ id: 14, options: { size: "28cm", colour: "black" }, price: 149, image: "products/pan-black.jpg" }),
  buildVariant({ id: 15, options: { size: "28cm", colour: "blue" }, price: 149, in_stock: false, max_quantity: 1 }),
];

export function buildProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    code: "copper-frying-pan",
    name: "Copper Frying Pan",
    slug: "copper-frying-pan",
    path: "/kitchen/pans/copper-frying-pan",
    description_html: "<p>Hand-hammered <strong>copper</strong>.</p>",
    brand: { id: 3, name: "Rame Toscano", slug: "rame-toscano", logo: null },
    category_ids: [5],
    breadcrumbs: [{ name: "Kitchen", path: "/kitchen" }, { name: "Pans", path: "/kitchen/pans" }],
    images: [
      { path: "products/pan-copper.jpg", alt: "Copper pan from above", width: 1200, height: 1200, variant_id: 11 },
      { path: "products/pan-side.jpg", alt: "Copper pan from the side", width: 1200, height: 1200, variant_id: null },
    ],
    options: [
      { code: "size", name: "Size", values: [{ code: "20cm", label: "20 cm", swatch: null }, { code: "28cm", label: "28 cm", swatch: null }] },
      {
        code: "colour", name: "Colour", values: [
          { code: "copper", label: "Copper", swatch: "#b87333" },
          { code: "black", label: "Black", swatch: "#1f1f1f" },
          { code: "blue", label: "Blue", swatch: "#2b4c7e" },
        ],
      },
    ],
    variants: PAN_VARIANTS,
    rating: {
      average: 4.5, count: 2,
      distribution: [{ stars: 5, count: 1, percent: 50 }, { stars: 4, count: 1, percent: 50 }, { stars: 3, count: 0, percent: 0 }, { stars: 2, count: 0, percent: 0 }, { stars: 1, count: 0, percent: 0 }],
    },
    reviews: [
      { id: 1, author: "Giulia", rating: 5, title: "Perfect <pan>", body: "Heats evenly.", lang: "it", created_at: "2025-03-14T09:30:00.000Z", verified: true },
      { id: 2, author: "Tom", rating: 4, title: "Beautiful", body: "Needs care.", lang: "en", created_at: "2025-02-01T12:00:00.000Z", verified: false },
    ],
    related: [{
      id: 8, code: "copper-pot", name: "Copper Pot", slug: "copper-pot", url: "/kitchen/pots/copper-pot", brand: "Rame Toscano",
      image: "products/pot.jpg", price: 120, start_price: null, unit_price: null, has_variants: false, in_stock: true,
    }],
    alternates: { it: "/cucina/padelle/padella-in-rame", en: "/kitchen/pans/copper-frying-pan" },
    information: {
      kind: "goods", operator: { name: "Rame Toscano S.r.l.", address: "Via del Rame 3, 52015 Pratovecchio Stia (AR), Italia", email: "info@rame-toscano.example" },
      eu_responsible: null, model: "RT-PAN / 2025", warnings: "The handle gets hot during cooking: always hold it with a pot holder.",
      food: null, min_age: null, withdrawal_exclusion: null,
    },
    ...overrides,
  };
}
