import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BLOG_POSTS } from "./content/blog.ts";
import { BRANDS } from "./content/brands.ts";
import { CATEGORIES } from "./content/categories.ts";
import { OPTION_VALUES } from "./content/options.ts";
import { SLIDES, STORE_PROFILE } from "./content/store.ts";
import type { ProductImageKind, SeedProduct } from "./content/types.ts";
import { drawBannerSvg, drawBrandLogoSvg, renderProductImage } from "./product-image.ts";
import { productImagePaths } from "./seed-catalog.ts";
import { DEMO_PRODUCTS } from "./products.ts";
import { hashString } from "./seed-util.ts";

/** A representative picture for each top category's banner. */
const CATEGORY_MOTIF: Record<string, ProductImageKind> = {
  pantry: "pasta-pack", drinks: "wine-bottle", kitchen: "frying-pan", books: "book", pasta: "pasta-pack", "oil-vinegar": "oil-bottle",
  preserves: "sauce-jar", sweets: "honey-jar", coffee: "coffee-bag", wine: "wine-bottle", cookware: "pot", tools: "knife", textiles: "apron",
};

async function writeIfMissing(file: string, make: () => Promise<Buffer>): Promise<boolean> {
  if (existsSync(file)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await make());
  return true;
}

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/**
 * Draws the demo store's pictures into the media folder. Files already there are kept, so a
 * restart or a re-seed costs nothing and a shop owner's replaced picture is never overwritten.
 */
export async function seedMedia(mediaDir: string, products: SeedProduct[] = DEMO_PRODUCTS): Promise<number> {
  let written = 0;
  const swatches = new Map(OPTION_VALUES.filter((o) => o.option === "colour").map((o) => [o.code, o.swatch]));
  const brandNames = new Map(BRANDS.map((b) => [b.code, b.name]));
  for (const p of products) {
    for (const img of productImagePaths(p)) {
      const spec = {
        kind: p.image.kind, colours: p.image.colours, label: p.image.label, brand: brandNames.get(p.brand) ?? "", seed: hashString(p.code),
        ...(img.colour && swatches.get(img.colour) ? { variantColour: swatches.get(img.colour)! } : {}),
      };
      if (await writeIfMissing(path.join(mediaDir, img.path), () => renderProductImage(spec))) written++;
    }
  }
  for (const b of BRANDS) {
    if (await writeIfMissing(path.join(mediaDir, `brands/${b.code}.png`), () => png(drawBrandLogoSvg(b.name, b.logoColour)))) written++;
  }
  for (const s of SLIDES) {
    if (await writeIfMissing(path.join(mediaDir, `slides/${s.code}.jpg`), () => jpeg(drawBannerSvg({ colours: s.colours, seed: hashString(s.code) })))) written++;
  }
  for (const post of BLOG_POSTS) {
    if (await writeIfMissing(path.join(mediaDir, `blog/${post.code}.jpg`), () => jpeg(drawBannerSvg({ colours: post.coverColours, seed: hashString(post.code) })))) written++;
  }
  for (const c of CATEGORIES) {
    const motif = CATEGORY_MOTIF[c.code] ?? CATEGORY_MOTIF[c.parent ?? ""] ?? "pasta-pack";
    const colours: [string, string] = ["#f4e9d8", "#8a5a2b"];
    if (await writeIfMissing(path.join(mediaDir, `categories/${c.code}.jpg`), () => jpeg(drawBannerSvg({ colours, seed: hashString(c.code), motif })))) written++;
  }
  if (await writeIfMissing(path.join(mediaDir, "brand/logo.png"), () => png(drawBrandLogoSvg(STORE_PROFILE.name, "#7a2e1f")))) written++;
  return written;
}
