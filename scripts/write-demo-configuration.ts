// Writes docs/examples/demo-configuration.yaml, the demo store's configuration as `npm run shop -- export` gives it:
// `npx tsx scripts/write-demo-configuration.ts` after changing the demo store or the file's format. The coupons'
// dates follow the day it runs (the demo's coupons start and end relative to then).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { exportConfiguration } from "#api/configuration/configuration.export.ts";
import { formatConfiguration } from "#api/configuration/configuration.handlers.ts";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase } from "#db/client.ts";
import { seedDemoStore } from "#db/seed/seed.ts";

const file = path.resolve(import.meta.dirname, "../docs/examples/demo-configuration.yaml");
const database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
try {
  await migrateDatabase(database);
  await seedDemoStore(database.db);
  const header = "# The demo store's configuration (npm run shop -- export demo-configuration.yaml); docs/operations.md explains it.\n"
    + "# Regenerate: npx tsx scripts/write-demo-configuration.ts\n";
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, header + formatConfiguration(await exportConfiguration(database.db), "yaml"));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await database.close();
}
