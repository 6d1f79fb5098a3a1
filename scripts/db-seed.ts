// Loads the demo store into an empty database; `-- --products N` adds N synthetic products for scale tests.
import path from "node:path";
import { parseArgs } from "node:util";
import { isDatabaseEmpty, migrateDatabase, openDatabase } from "#db/client.ts";
import { seedDemoStore } from "#db/seed/seed.ts";
import { seedMedia } from "#db/seed/seed-media.ts";
import { seedSyntheticProducts } from "#db/seed/seed-synthetic.ts";
import { loadEnv } from "#server/env.ts";

const { values } = parseArgs({ options: { products: { type: "string" }, "skip-images": { type: "boolean" } } });
const env = loadEnv();
const dataDir = path.resolve(env.DATA_DIR);
const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
try {
  await migrateDatabase(database);
  if (await isDatabaseEmpty(database.db)) {
    const started = Date.now();
    await seedDemoStore(database.db);
    console.log(`Demo store loaded in ${Date.now() - started} ms.`);
  } else {
    console.log("The database already holds a shop; the demo store was not loaded again.");
  }
  if (!values["skip-images"]) console.log(`Images drawn: ${await seedMedia(path.join(dataDir, "media"))}.`);
  if (values.products) {
    const count = Number(values.products);
    if (!Number.isInteger(count) || count < 1 || count > 2_000_000) throw new Error("--products takes a whole number from 1 to 2000000");
    const started = Date.now();
    await seedSyntheticProducts(database.db, count);
    console.log(`${count} synthetic products added in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
