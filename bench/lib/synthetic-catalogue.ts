import { createWriteStream } from "node:fs";
import { once } from "node:events";

/**
 * A large catalogue file in the import's format (issue 19: 100,000 rows in minutes, in bounded memory): products
 * of one to four sizes in the demo store's categories and brands, Italian and English texts, no pictures.
 * Deterministic, so two runs import the same file.
 */

const LEAVES = ["pantry/pasta/dried-pasta", "pantry/pasta/egg-pasta", "pantry/oil-vinegar/olive-oil", "pantry/preserves", "pantry/sweets", "drinks/coffee"];
const BRANDS = ["valle-antica", "oliveti-garda", "acetaia-geminiano"];
const SIZES = ["250g", "500g", "1kg", "3kg"];
const HEADER = "handle,active,brand,categories,name_it,name_en,description_it,description_en,sku,option1_name,option1_value,price,vat_rate,stock,inventory_managed,weight_grams";

/** Writes about `rows` variant rows to `file`; answers the number of products and rows written. */
export async function writeSyntheticCatalogue(file: string, rows: number, options: { priceShift?: number } = {}): Promise<{ products: number; rows: number }> {
  const out = createWriteStream(file);
  const write = async (text: string) => { if (!out.write(text)) await once(out, "drain"); };
  await write(`${HEADER}\n`);
  let written = 0;
  let product = 0;
  while (written < rows) {
    product++;
    const sizes = Math.min(1 + (product % 4), rows - written);
    const handle = `bulk-${product}`;
    for (let s = 0; s < sizes; s++) {
      const first = s === 0;
      const price = ((150 + ((product * 37) % 4000) + s * 120 + (options.priceShift ?? 0)) / 100).toFixed(2);
      const cells = [
        handle, first ? "true" : "", first ? BRANDS[product % BRANDS.length]! : "", first ? LEAVES[product % LEAVES.length]! : "",
        first ? `Prodotto di prova ${product}` : "", first ? `Test product ${product}` : "",
        first ? `"<p>Un prodotto di prova numero ${product}, per misurare l'importazione di un grande catalogo.</p>"` : "",
        first ? `"<p>Test product number ${product}, to measure the import of a large catalogue.</p>"` : "",
        `BULK-${product}-${s}`, "size", SIZES[s]!, price, "10", String((product * 7 + s) % 200), "true", String(250 * (s + 1)),
      ];
      await write(`${cells.join(",")}\n`);
      written++;
    }
  }
  out.end();
  await once(out, "finish");
  return { products: product, rows: written };
}
