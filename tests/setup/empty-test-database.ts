import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";

/**
 * A migrated database without the demo store, for a test that loads a shop itself (the configuration's round
 * trip): on PostgreSQL when TEST_DATABASE_URL is set and this project runs there, else an in-memory PGlite.
 * It costs a migration (a few seconds): one per test file that needs it.
 */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (process.env.TEST_DATABASE === "postgres" && process.env.TEST_DATABASE_URL) {
    const url = process.env.TEST_DATABASE_URL;
    const name = `vetrina_e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 3 });
    await migrateDatabase(handle);
    return {
      ...handle,
      drop: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const handle = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  await migrateDatabase(handle);
  return { ...handle, drop: () => handle.close() };
}
