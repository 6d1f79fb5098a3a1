import { Readable, pipeline } from "node:stream";
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { NAMED_WRITE_BATCH, NAMED_WRITES_UP_TO } from "./named-writes.ts";

/**
 * The daily stock feed of a warehouse or a till system (issue 19): `sku;store;quantity` rows. The store is a
 * pickup store's code (its shelf, for pickup), or empty or `online` for the stock the shop sells online.
 * Checked whole, then written in one transaction, only where the quantity differs.
 */

export interface StockReport {
  dry_run: boolean;
  written: boolean;
  rows: number;
  updated: number;
  unchanged: number;
  skipped: number;
  mistakes: { line: number | null; column: string | null; message: string }[];
  more_mistakes: number;
}

const MAX_MISTAKES = 500;
export const ONLINE = "online";
class RollBack extends Error {}

/** Inclusive ranges of the sorted ids, `size` ids each: one range from first to last past `namedUpTo` ids. */
export function productRanges(ids: readonly number[], namedUpTo: number, size = NAMED_WRITE_BATCH): [number, number][] {
  if (ids.length === 0) return [];
  if (ids.length > namedUpTo) return [[ids[0]!, ids.at(-1)!]];
  const ranges: [number, number][] = [];
  for (let i = 0; i < ids.length; i += size) ranges.push([ids[i]!, ids[Math.min(ids.length, i + size) - 1]!]);
  return ranges;
}

export async function importStock(db: Database, body: AsyncIterable<Uint8Array>, options: {
  dryRun: boolean; skipInvalid: boolean;
  /** NAMED_WRITES_UP_TO unless given (tests). */
  namedUpTo?: number;
  /** Called in the feed's transaction once it has written (not on a dry run): the operator's record. */
  record?: (tx: Database, report: StockReport) => Promise<unknown>;
}): Promise<StockReport> {
  const report: StockReport = { dry_run: options.dryRun, written: false, rows: 0, updated: 0, unchanged: 0, skipped: 0, mistakes: [], more_mistakes: 0 };
  const note = (line: number | null, column: string | null, message: string) => {
    if (report.mistakes.length < MAX_MISTAKES) report.mistakes.push({ line, column, message });
    else report.more_mistakes++;
  };
  try {
    await db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      await tx.execute(sql`create temp table import_stock (line int, sku text, store text, quantity int) on commit drop`);
      let batch: { line: number; sku: string; store: string; quantity: number }[] = [];
      const flush = async () => {
        if (batch.length) await tx.execute(sql`insert into import_stock select * from jsonb_populate_recordset(null::import_stock, ${JSON.stringify(batch)}::jsonb)`);
        batch = [];
      };
      const parser = parse({ bom: true, delimiter: [";", ",", "\t"], info: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 4096, trim: true });
      // pipeline, not pipe: a body that fails half-way ends the reading with its error, never as an uncaught one.
      pipeline(Readable.from(body), parser, () => {});
      let first = true;
      try {
        for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
          const line = info.lines;
          if (first && !/^\d+$/.test(record[2] ?? "")) {
            first = false;
            if (record.map((c) => c.toLowerCase()).join(";") !== "sku;store;quantity") note(line, null, "The header of a stock feed is sku;store;quantity (or no header: the rows alone).");
            continue;
          }
          first = false;
          report.rows++;
          const [sku = "", store = "", quantity = ""] = record;
          if (record.some((cell) => cell.includes("\u0000"))) { note(line, null, "This row holds the NUL character (code 0), which no text may."); report.skipped++; continue; }
          if (record.length !== 3) { note(line, null, `A row has three cells, SKU;store;quantity: this one has ${record.length}.`); report.skipped++; continue; }
          if (!sku) { note(line, "sku", "Give the SKU."); report.skipped++; continue; }
          if (!/^\d{1,8}$/.test(quantity)) {
            note(line, "quantity", /^-/.test(quantity) ? `The quantity ${quantity} is below zero: give 0 when nothing is left.` : `The quantity "${quantity}" must be a whole number (0 or more).`);
            report.skipped++;
            continue;
          }
          batch.push({ line, sku, store: store.toLowerCase() === ONLINE ? "" : store, quantity: Number(quantity) });
          if (batch.length >= 1000) await flush();
        }
      } catch (error) {
        const e = error as { code?: string; lines?: number; message?: string };
        if (typeof e.code === "string" && e.code.startsWith("CSV_")) { note(e.lines ?? null, null, `The file could not be read past this line: ${e.message}`); throw new RollBack(); }
        throw error;
      }
      await flush();
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
      const refused = new Set<number>();
      for (const r of await rows<{ line: number; sku: string }>(sql`select s.line, s.sku from import_stock s where not exists (select 1 from variants v where v.sku = s.sku) order by s.line`)) {
        note(r.line, "sku", `There is no variant with the SKU ${r.sku} in the shop.`);
        refused.add(r.line);
      }
      for (const r of await rows<{ line: number; store: string }>(sql`select s.line, s.store from import_stock s where s.store <> '' and not exists (select 1 from pickup_stores p where p.code = s.store) order by s.line`)) {
        note(r.line, "store", `There is no store ${r.store}: give a pickup store's code, or ${ONLINE} (or nothing) for the online stock.`);
        refused.add(r.line);
      }
      for (const r of await rows<{ line: number; sku: string; first_line: number }>(sql`
        select * from (select line, sku, first_value(line) over (partition by sku, store order by line) as first_line from import_stock) t where line <> first_line`)) {
        note(r.line, "sku", `${r.sku} in this store is also on line ${r.first_line}: give each SKU once per store.`);
        refused.add(r.line);
      }
      report.skipped += refused.size;
      if (report.mistakes.length && !options.skipInvalid) throw new RollBack();
      if (refused.size) await tx.execute(sql`delete from import_stock where line in (select jsonb_array_elements_text(${JSON.stringify([...refused])}::jsonb)::int)`);
      const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(sql`with changed as (${query}) select count(*)::int as n from changed`))[0]!.n;
      // What the feed changes (the online stock, or a store's shelf), and the products it changes, in id order, written
      // a range of them at a time: a feed of every SKU that changes a few thousand reads the whole feed once.
      await tx.execute(sql`
        create temp table stock_changes on commit drop as
        select v.id as variant_id, v.product_id, p.id as store_id, s.quantity from import_stock s join variants v on v.sku = s.sku
        left join pickup_stores p on p.code = s.store left join store_stock ss on ss.store_id = p.id and ss.variant_id = v.id
        where case when s.store = '' then v.stock <> s.quantity else ss.quantity is distinct from s.quantity end`);
      // A temporary table has no statistics of its own: the ranges' statements are planned from these.
      await tx.execute(sql`analyze stock_changes`);
      const changing = (await rows<{ id: number }>(sql`select distinct product_id as id from stock_changes order by 1`)).map((r) => r.id);
      for (const [first, last] of productRanges(changing, options.namedUpTo ?? NAMED_WRITES_UP_TO)) {
        report.updated += await count(sql`
          update variants v set stock = c.quantity, updated_at = now() from stock_changes c
          where c.store_id is null and v.id = c.variant_id and c.product_id between ${first} and ${last} and v.stock <> c.quantity returning 1`);
        report.updated += await count(sql`
          insert into store_stock (store_id, variant_id, quantity) select c.store_id, c.variant_id, c.quantity from stock_changes c
          where c.store_id is not null and c.product_id between ${first} and ${last}
          on conflict (store_id, variant_id) do update set quantity = excluded.quantity where store_stock.quantity <> excluded.quantity returning 1`);
      }
      const total = (await rows<{ n: number }>(sql`select count(*)::int as n from import_stock`))[0]!.n;
      report.unchanged = total - report.updated;
      if (options.dryRun) throw new RollBack();
      await options.record?.(tx, report);
    });
    report.written = true;
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  return report;
}
