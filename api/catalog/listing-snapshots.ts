import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { endianness } from "node:os";
import path from "node:path";
import type { ListingRecords } from "./listing-records.ts";
import type { Database } from "#db/client.ts";
import { type ListingMark, pruneListingChanges } from "./listing.queries.ts";

/**
 * A node's copy of large categories' listing records on its own disk, each with the database snapshot it was read in
 * (issue 23). Reading a top-level category of 395,000 products from PostgreSQL takes about 200 ms at a million
 * products, most of it PostgreSQL's own scan; after a start the node reads the file instead and only the products
 * changed since (listing.queries.ts: loadListingChangesSince). A cache, never the only copy: a missing or damaged
 * file, or one whose mark the database no longer has (another database, a backup restored, a week old), is read
 * whole from the database again, and written anew.
 */
export interface ListingSnapshot {
  records: ListingRecords;
  /** pg_current_snapshot() of the transaction the records were read in. */
  snapshot: string;
  /** The listing_marks row written right after that transaction (listing.queries.ts: markListingSnapshot). */
  mark: ListingMark;
  /**
   * The records' counts without filters (listing-facets.ts: saveCounts), as the file holds them: restoreCounts judges
   * them. Absent from files written before them.
   */
  counts?: unknown;
}

/** Categories smaller than this are read whole from the database in a few milliseconds: no file. */
export const MIN_SNAPSHOT_RECORDS = 10_000;

const FORMAT = "vetrina listing records 2";
/** A header longer than this is not one this code wrote. */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;

type Column = Exclude<keyof ListingRecords, "count">;
/** The columns in file order, each with its array type and its length from the counts of products and variants. */
const COLUMNS: [Column, Int32ArrayConstructor | Float64ArrayConstructor | Uint8ArrayConstructor, (products: number, variants: number) => number][] = [
  ["id", Int32Array, (p) => p], ["brand", Int32Array, (p) => p], ["sold", Int32Array, (p) => p], ["created", Float64Array, (p) => p],
  ["featured", Uint8Array, (p) => p], ["offer", Uint8Array, (p) => p], ["firstVariant", Int32Array, (p) => p + 1],
  ["price", Int32Array, (_p, v) => v], ["optionSet", Int32Array, (_p, v) => v], ["inStock", Uint8Array, (_p, v) => v],
];

interface Header { format: string; endianness: string; snapshot: string; mark: ListingMark; writtenAt: number; products: number; variants: number; counts?: unknown }

/** A part file older than this is what a node stopped while writing it left behind: no write takes a minute. */
export const STRAY_PART_MS = 60 * 60_000;

/** Removes the part files of writes a stopped node never finished (`write` below) once they are an hour old. */
export async function removeStrayParts(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try { names = await readdir(dir); } catch { return 0; }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".part") && n.includes(".records."))) {
    const file = path.join(dir, name);
    try {
      if (now - (await stat(file)).mtimeMs < STRAY_PART_MS) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone meanwhile, or not ours to remove: a later sweep tries again.
    }
  }
  return removed;
}

export function createListingSnapshots(dir: string) {
  // A scope is a category id or a list's name: both make safe file names.
  const fileOf = (scope: number | string) => path.join(dir, `${scope}.records`);
  let sweptAt = Number.NEGATIVE_INFINITY;
  return {
    /** The file of this scope, when it is whole and of this format and machine; null otherwise (its mark is the database's to judge). */
    async read(scope: number | string): Promise<ListingSnapshot | null> {
      let file;
      try { file = await open(fileOf(scope)); } catch { return null; }
      try { return await readSnapshot(file); } catch { return null; } finally { await file.close(); }
    },
    /**
     * Writes the file in one step (a file of a name of its own renamed over it), so a reader never meets half of one,
     * nor two writers' parts of two.
     */
    async write(scope: number | string, snapshot: KeptColumns & Omit<ListingSnapshot, "records">): Promise<void> {
      await mkdir(dir, { recursive: true });
      // At most once an hour: what a node stopped mid-write left (a whole category's columns, tens of MB at a
      // million), also when it was restarted at once and its part was too young at its first write.
      if (Date.now() - sweptAt >= STRAY_PART_MS) {
        sweptAt = Date.now();
        await removeStrayParts(dir);
      }
      const file = fileOf(scope);
      const part = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(part, encodeSnapshot(snapshot));
        await rename(part, file);
      } finally {
        await rm(part, { force: true });
      }
    },
  };
}

const align = (n: number) => Math.ceil(n / 8) * 8;

/**
 * Where each column starts after the header (a multiple of 8, so that every column can be a view of one buffer read
 * in one step), and where the data ends.
 */
function layout(products: number, variants: number): { offsets: number[]; end: number } {
  let at = 0;
  const offsets = COLUMNS.map(([, type, count]) => {
    const start = at;
    at = align(at + type.BYTES_PER_ELEMENT * count(products, variants));
    return start;
  });
  return { offsets, end: at };
}

/** The header's length (4 bytes), the header (JSON), then the columns, each at its offset from the first (layout). */
/** Records' columns as a file holds them after its header. */
export interface KeptColumns { products: number; variants: number; columns: Uint8Array }

/**
 * The records' columns copied at once, as they are: the records may be written over in place (a change applied)
 * while their snapshot's mark is being written, and the file must hold them as that snapshot saw them.
 */
export function copyColumns(records: ListingRecords): KeptColumns {
  const variants = records.firstVariant[records.count]!;
  const { offsets, end } = layout(records.count, variants);
  const columns = new Uint8Array(end);
  COLUMNS.forEach(([name], c) => {
    const column = records[name];
    columns.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offsets[c]!);
  });
  return { products: records.count, variants, columns };
}

function encodeSnapshot({ products, variants, columns, snapshot, mark, counts }: KeptColumns & Omit<ListingSnapshot, "records">): Buffer {
  const header: Header = { format: FORMAT, endianness: endianness(), snapshot, mark, writtenAt: Date.now(), products, variants, counts };
  const text = Buffer.from(JSON.stringify(header));
  const start = align(4 + text.byteLength);
  const bytes = Buffer.alloc(start + columns.byteLength);
  bytes.writeUInt32BE(text.byteLength, 0);
  text.copy(bytes, 4);
  bytes.set(columns, start);
  return bytes;
}

/** The header of a file, when it is of this format and machine, and its counts and mark are sane. */
function readHeader(text: string): Header | null {
  let header: Header;
  try { header = JSON.parse(text) as Header; } catch { return null; }
  if (header?.format !== FORMAT || header.endianness !== endianness() || typeof header.snapshot !== "string") return null;
  if (typeof header.mark?.id !== "string" || typeof header.mark.xmin !== "string") return null;
  const { products, variants } = header;
  return Number.isSafeInteger(products) && Number.isSafeInteger(variants) && products >= 0 && variants >= 0 ? header : null;
}

/** The columns read from the file in one step into one buffer, each a view of it. */
async function readSnapshot(file: FileHandle): Promise<ListingSnapshot | null> {
  const { size } = await file.stat();
  const length = Buffer.alloc(4);
  if ((await file.read(length, 0, 4, 0)).bytesRead !== 4) return null;
  const headerLength = length.readUInt32BE(0);
  // The counts make most of it: a few values per brand and option set.
  if (headerLength > MAX_HEADER_BYTES) return null;
  const text = Buffer.alloc(headerLength);
  if ((await file.read(text, 0, headerLength, 4)).bytesRead !== headerLength) return null;
  const header = readHeader(text.toString());
  if (!header) return null;
  const { products, variants } = header;
  const { offsets, end } = layout(products, variants);
  const start = align(4 + headerLength);
  if (size !== start + end) return null;
  // Not zeroed first (every byte is read over): an ArrayBuffer of its own, so that each column is a view of it.
  const bytes = Buffer.allocUnsafeSlow(end);
  if (end > 0 && (await file.read(bytes, 0, end, start)).bytesRead !== end) return null;
  const data = bytes.buffer;
  const records = { count: products } as ListingRecords;
  COLUMNS.forEach(([name, type, count], c) => {
    (records as unknown as Record<Column, ArrayBufferView>)[name] = new type(data, offsets[c]!, count(products, variants));
  });
  const first = records.firstVariant;
  for (let i = 0; i < products; i++) if (first[i + 1]! < first[i]! || records.brand[i]! < 0) return null;
  if (first[0] !== 0 || first[products] !== variants) return null;
  return { records, snapshot: header.snapshot, mark: header.mark, counts: header.counts };
}

/**
 * Every node prunes the listing's change log and its marks every hour (listing.queries.ts: pruneListingChanges);
 * `stop` waits for a prune in progress, so shutdown never cuts one off with the database closing.
 */
export function startListingChangesPruner(options: { db: Database; log: (msg: string, fields: Record<string, unknown>) => void; everyMs?: number }): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= pruneListingChanges(options.db)
      .catch((error: unknown) => options.log("pruning the listing's changes failed", { error: String(error) }))
      .finally(() => { running = null; });
  }, options.everyMs ?? 3_600_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
