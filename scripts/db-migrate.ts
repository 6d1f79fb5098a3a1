// Applies the committed migrations to DATABASE_URL (PostgreSQL) or to the embedded database in DATA_DIR.
import path from "node:path";
import { migrateDatabase, openDatabase } from "#db/client.ts";
import { loadEnv } from "#server/env.ts";

try {
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) });
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
