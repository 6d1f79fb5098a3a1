import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { PGLITE_EXTENSIONS, openDatabase, type DatabaseHandle } from "#db/client.ts";

/** A fresh, migrated and seeded database for one test file, on the database this project runs. */
export async function createTestDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const postgresTemplate = inject("postgresTemplate");
  if (postgresTemplate) return createPostgresTestDatabase(postgresTemplate);
  const dump = await readFile(inject("pgliteTemplate"));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite: client });
  return { ...handle, drop: () => handle.close() };
}

/**
 * A database of its own on TEST_DATABASE_URL's server, dropped by `drop`: a copy of `template` (migrated and
 * seeded), or, without one, an empty database the caller migrates.
 */
export async function createPostgresTestDatabase(template?: string): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `vetrina_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 5 });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
