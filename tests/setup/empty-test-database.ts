import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";
import { createPostgresTestDatabase } from "./test-database.ts";

/**
 * A migrated database without the demo store, for a test that loads a shop itself (the configuration's round
 * trip): on PostgreSQL when TEST_DATABASE_URL is set and this project runs there, else an in-memory PGlite.
 * It costs a migration (a few seconds): one per test file that needs it.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE === "postgres" && process.env.TEST_DATABASE_URL) {
    const database = await createPostgresTestDatabase();
    await migrateDatabase(database);
    return database;
  }
  const handle = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  await migrateDatabase(handle);
  return { ...handle, drop: () => handle.close() };
}
