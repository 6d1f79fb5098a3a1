import type { Database } from "#db/client.ts";
import { seedCatalog } from "./seed-catalog.ts";
import { seedBlogProducts, seedStore } from "./seed-store.ts";
import { seedPopularSearches } from "./seed-searches.ts";

/** Loads the demo store in one transaction: a crash half-way leaves an empty database, seeded again next start. */
export async function seedDemoStore(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await seedStore(txDb);
    await seedCatalog(txDb);
    await seedBlogProducts(txDb);
    await seedPopularSearches(txDb);
  });
}
