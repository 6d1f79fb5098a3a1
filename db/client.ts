import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema/schema.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";

export type Schema = typeof schema;
/** What PGlite and PostgreSQL have in common: the code above this line never knows which it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Contrib modules the migrations create extensions from (search: accents and typos); every PGlite needs them. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database lives in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  if (!options.dataDir) throw new Error("openDatabase needs databaseUrl, dataDir or pglite");
  const dir = path.resolve(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => void): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => { await client.query("select 1"); },
    close: async () => {
      try { await client.close(); } finally { release(); }
    },
  };
}

function openPostgres(url: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error(JSON.stringify({ level: "error", msg: "postgres pool error", error: error.message })));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => { await pool.query("select 1"); },
    close: () => pool.end(),
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === "pglite") await migratePglite(handle.db as never, config);
  else await migratePg(handle.db as never, config);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from ${schema.languages}`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return (rows[0]?.n ?? 0) === 0;
}
