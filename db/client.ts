import { mkdirSync } from "node:fs";
import path from "node:path";
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
import { PROJECT_ROOT } from "./project-root.ts";

export type Schema = typeof schema;
/** What PGlite and PostgreSQL have in common: the code above this line never knows which it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls onMessage with each notification's payload on `channel`, and with "*" when some may have
   * been missed (the listening connection was lost and is back). Resolves to a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Statements sent so far, in transactions too, for tests and the bench ("a cached page view adds no query"). On
   * PostgreSQL a transaction's BEGIN and COMMIT count too (PGlite runs them itself), and so does `ping`.
   */
  queryCount(): number;
  /** For the fault test (`npm run soak`): every statement fails as on a lost connection for `ms`. */
  injectFault(ms: number): void;
  close(): Promise<void>;
}

/** Contrib modules the migrations create extensions from (search: accents and typos); every PGlite needs them. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "db/migrations");

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database lives in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolSize?: number;
  /** A direct connection for LISTEN when databaseUrl goes through pgbouncer in transaction mode (LISTEN needs a session). */
  listenUrl?: string;
  /** PGlite's buffer pool (shared_buffers) in MiB; PostgreSQL's own 128 MiB when not given. */
  sharedBuffersMb?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.listenUrl ?? options.databaseUrl);
  if (options.pglite) return wrapPglite(options.pglite, () => {});
  if (!options.dataDir) throw new Error("openDatabase needs databaseUrl, dataDir or pglite");
  const dir = path.resolve(options.dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: pgliteStartParams(options.sharedBuffersMb) });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's buffer pool lives in its WebAssembly memory, which never shrinks: PostgreSQL's default 128 MiB
 * made most of the embedded database's share of the server's memory (issue 18 §4). Pages it does not
 * hold are read from the data folder through the operating system's file cache.
 */
export function pgliteStartParams(sharedBuffersMb?: number): string[] {
  const params = [...PGlite.defaultStartParams];
  if (sharedBuffersMb) params.push("-c", `shared_buffers=${sharedBuffersMb}MB`);
  return params;
}

const CHANNEL = /^[a-z_]{1,63}$/;

/** What a statement meets while a fault is injected: PostgreSQL's "terminating connection" (57P01). */
function lostConnection(): Error {
  return Object.assign(new Error("Connection terminated (injected fault)"), { code: "57P01" });
}

function wrapPglite(client: PGlite, release: () => void): DatabaseHandle {
  let queries = 0;
  let faultUntil = 0;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => {
    queries++;
    return Date.now() < faultUntil ? Promise.reject(lostConnection()) : query(...args);
  }) as PGlite["query"];
  // A transaction's statements count too (a search's matches are read in one).
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    Date.now() < faultUntil ? Promise.reject(lostConnection()) : transaction((tx) => {
      const [txQuery, txExec] = [tx.query.bind(tx), tx.exec.bind(tx)];
      tx.query = ((...args: Parameters<typeof tx.query>) => { queries++; return txQuery(...args); }) as typeof tx.query;
      tx.exec = ((...args: Parameters<typeof tx.exec>) => { queries++; return txExec(...args); }) as typeof tx.exec;
      return callback(tx);
    })) as PGlite["transaction"];
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => { await query("select 1"); },
    listen: async (channel, onMessage) => {
      if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      const stop = await client.listen(channel, onMessage);
      return async () => { await stop(); };
    },
    queryCount: () => queries,
    injectFault: (ms) => { faultUntil = Date.now() + ms; },
    close: async () => {
      try { await client.close(); } finally { release(); }
    },
  };
}

function openPostgres(url: string, max: number, listenUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error(JSON.stringify({ level: "error", msg: "postgres pool error", error: error.message })));
  // A client checked out (inside a transaction) whose connection is cut emits "error" between statements;
  // without a listener that would end the process. The statement in flight fails and the pool drops the client.
  let queries = 0;
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(JSON.stringify({ level: "error", msg: "postgres connection lost", error: error.message })));
    // Every statement goes through a client of the pool: the pool's own, a transaction's, a copy's.
    const clientQuery = client.query.bind(client);
    client.query = ((...args: unknown[]) => { queries++; return (clientQuery as (...a: unknown[]) => unknown)(...args); }) as typeof client.query;
  });
  const query = pool.query.bind(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => { await query("select 1"); },
    listen: (channel, onMessage) => listenPostgres(listenUrl, channel, onMessage),
    queryCount: () => queries,
    // PostgreSQL meets a real cut in the soak test (its backends are terminated); this covers pool.query.
    injectFault: (ms) => {
      const until = Date.now() + ms;
      const guarded = pool.query;
      pool.query = ((...args: unknown[]) => (Date.now() < until ? Promise.reject(lostConnection()) : (guarded as (...a: unknown[]) => unknown)(...args))) as typeof pool.query;
      setTimeout(() => { pool.query = guarded; }, ms).unref();
    },
    close: () => pool.end(),
  };
}

/** One connection of its own that LISTENs, reconnecting after a loss (and saying "*": news may be lost). */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (reconnect: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => { if (message.channel === channel) onMessage(message.payload ?? ""); });
    client.on("error", () => { /* "end" follows and reconnects */ });
    client.on("end", () => {
      if (stopped || current !== client) return;
      current = null;
      onMessage("*");
      retry = setTimeout(() => { void connect(true).catch(() => {}); }, 1000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      current = client;
      if (reconnect) onMessage("*");
    } catch (error) {
      await client.end().catch(() => {});
      if (!reconnect) throw error;
      if (!stopped) retry = setTimeout(() => { void connect(true).catch(() => {}); }, 1000);
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => {});
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
