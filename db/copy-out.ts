import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { to as copyTo } from "pg-copy-streams";
import type { Database } from "./client.ts";

/**
 * The bytes of `COPY (select) TO STDOUT (FORMAT binary)`: PostgreSQL's binary copy format, rows framed by their
 * field lengths. How a statement returns hundreds of thousands of small binary values cheaply: no aggregate
 * building one huge value, no base64 on the server, no text decoding here (issue 23: a category of 395,000
 * products read as one base64 value took 210–250 ms). `select` must carry its values inline (COPY takes no
 * parameters): its values are written into the statement, so callers give numbers, never a person's text.
 * PostgreSQL streams it over a pooled connection; PGlite writes it to its blob device. With `snapshot`, the copy runs
 * in a repeatable-read transaction and its database snapshot comes with it (`pg_current_snapshot()` as text: what
 * it saw and what it did not; api/catalog/listing-snapshots.ts).
 */
export async function copyOutBinary(db: Database, query: SQL, options: { snapshot?: boolean } = {}): Promise<Copied> {
  const select = dialect.sqlToQuery(query.inlineParams()).sql;
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    const copy = `copy (${select}) to '/dev/blob' with (format binary)`;
    if (!options.snapshot) return { bytes: new Uint8Array(await (await client.query(copy)).blob!.arrayBuffer()), snapshot: null };
    return client.transaction(async (tx) => {
      await tx.query("set transaction isolation level repeatable read");
      const snapshot = (await tx.query<{ snapshot: string }>("select pg_current_snapshot()::text as snapshot")).rows[0]!.snapshot;
      return { bytes: new Uint8Array(await (await tx.query(copy)).blob!.arrayBuffer()), snapshot };
    });
  }
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    let snapshot: string | null = null;
    if (options.snapshot) {
      await connection.query("begin isolation level repeatable read read only");
      snapshot = (await connection.query<{ snapshot: string }>("select pg_current_snapshot()::text as snapshot")).rows[0]!.snapshot;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of connection.query(copyTo(`copy (${select}) to stdout with (format binary)`))) chunks.push(chunk as Buffer);
    if (options.snapshot) await connection.query("commit");
    return { bytes: Buffer.concat(chunks), snapshot };
  } catch (error) {
    // A connection cut half-way, or left in a transaction, is not given back to the pool.
    broken = error as Error;
    throw error;
  } finally {
    connection.release(broken);
  }
}

const dialect = new PgDialect();

interface Copied {
  bytes: Uint8Array;
  /** With `snapshot`: the copy's database snapshot. */
  snapshot: string | null;
}

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];

/**
 * Calls `row` with the offset of each row's first field (its int32 length comes first) in `bytes`, in order, and
 * returns how many there were. Throws on anything that is not the binary copy format.
 */
export function eachCopiedRow(bytes: Uint8Array, fields: number, row: (at: number) => void): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 19 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error("copy: not PostgreSQL's binary copy format");
  let at = 19 + view.getInt32(15);
  let rows = 0;
  for (;;) {
    const count = view.getInt16(at);
    if (count === -1) return rows;
    if (count !== fields) throw new Error(`copy: ${count} fields in a row, ${fields} expected`);
    at += 2;
    row(at);
    rows++;
    for (let f = 0; f < fields; f++) {
      const length = view.getInt32(at);
      at += 4 + (length > 0 ? length : 0);
    }
  }
}
