import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { recordsByProduct } from "#tests/factories/listing-records.ts";
import { useTestApi } from "#tests/setup/test-api.ts";
import { copyColumns, createListingSnapshots, startListingChangesPruner, STRAY_PART_MS } from "./listing-snapshots.ts";
import { loadListingRows, pruneListingChanges, type ListingMark } from "./listing.queries.ts";
import { countFacets, saveCounts, type SavedCounts } from "./listing-facets.ts";
import { createListingRecordSets, FILTER_OPTIONS } from "./listing.ts";

// Issue 23: after a start, a node reads a large category's records from its own file and only the products changed
// since the database snapshot they were read in, instead of the whole category.
const t = useTestApi();
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const dirs: string[] = [];
afterAll(async () => { for (const dir of dirs) await rm(dir, { recursive: true, force: true }); });

async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "vetrina-listing-snapshots-"));
  dirs.push(dir);
  return dir;
}


/** A node of its own keeping the kitchen's records in `dir`: its first read of them, once its file is written. */
async function nodeWithFile(dir: string, kitchen: number) {
  const node = createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 });
  const first = await node.get(kitchen);
  await expect.poll(() => existsSync(path.join(dir, `${kitchen}.records`)), { timeout: 5000, interval: 20 }).toBe(true);
  return first;
}

/** Writes a sales figure only the file has, for a product nobody changes: seen after a start, the file was used. */
async function markInFile(dir: string, kitchen: number, product: number, mark?: ListingMark) {
  const files = createListingSnapshots(dir);
  const snapshot = (await files.read(kitchen))!;
  snapshot.records.sold[[...snapshot.records.id].indexOf(product)] = 987_654;
  await files.write(kitchen, { ...copyColumns(snapshot.records), snapshot: snapshot.snapshot, mark: mark ?? snapshot.mark });
}

async function kitchenIds() {
  const [category] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`);
  const kitchen = category!.id;
  const inside = (await rows<{ product_id: number }>(sql`select product_id from listing_products where category_path_ids @> array[${kitchen}::int] order by product_id`)).map((r) => r.product_id);
  const [outside] = await rows<{ product_id: number }>(sql`select product_id from listing_products where not category_path_ids @> array[${kitchen}::int] order by product_id limit 1`);
  const [elsewhere] = await rows<{ id: number }>(sql`select id from categories where code = 'pantry'`);
  return { kitchen, inside, outside: outside!.product_id, pantry: elsewhere!.id };
}

describe("a category's records kept in a node's file", () => {
  it("are read after a start with the products changed since: a stock change, one unlisted, one moved out, one moved in", async () => {
    const dir = await freshDir();
    const { kitchen, inside: [sold, gone, moved, untouched], outside, pantry } = await kitchenIds();
    await nodeWithFile(dir, kitchen);
    await markInFile(dir, kitchen, untouched!);
    await t.db.execute(sql`update variants set stock = 0, inventory_managed = true where product_id = ${sold}`);
    await t.db.execute(sql`update products set is_active = false where id = ${gone}`);
    await t.db.execute(sql`update product_categories set category_id = ${pantry} where product_id = ${moved}`);
    await t.db.execute(sql`delete from product_categories where product_id = ${outside}`);
    await t.db.execute(sql`insert into product_categories (product_id, category_id) values (${outside}, ${kitchen})`);

    const restarted = await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen);
    const fresh = recordsByProduct((await loadListingRows(t.db, { categoryId: kitchen })).records);
    const read = recordsByProduct(restarted.records);
    expect(read.get(untouched!)!.sold).toBe(987_654);
    read.set(untouched!, fresh.get(untouched!)!);
    expect(read).toEqual(fresh);
    expect(read.has(gone!)).toBe(false);
    expect(read.has(moved!)).toBe(false);
    expect(read.has(outside)).toBe(true);
    expect(read.get(sold!)!.variants.every(([, , inStock]) => inStock === 0)).toBe(true);
    expect(restarted.brands.length).toBeGreaterThan(0);
    expect(restarted.optionSets.size).toBeGreaterThan(0);
  });

  it("holds the counts without filters: a start reads them, and brings them up to date with the products changed since", async () => {
    const dir = await freshDir();
    const { kitchen, inside: [sold, gone], outside } = await kitchenIds();
    await nodeWithFile(dir, kitchen);
    const files = createListingSnapshots(dir);
    const written = (await files.read(kitchen))!;
    const { optionSets } = await loadListingRows(t.db, { categoryId: kitchen });
    expect(written.counts).toEqual(saveCounts(written.records, { facetOptions: FILTER_OPTIONS, optionSets }));
    const unfiltered = { brandIds: null, inStock: false, options: {}, facetOptions: FILTER_OPTIONS, optionSets, sort: "default", rank: null, limit: 24, offset: 0 };
    const listing = (records: typeof written.records, rows: Int32Array | null = null) => countFacets(records, { ...unfiltered, rows });
    const everyRow = (records: typeof written.records) => Int32Array.from({ length: records.count }, (_, i) => i);
    const counts = written.counts as SavedCounts;
    const rewrite = (saved: SavedCounts) => files.write(kitchen, { ...copyColumns(written.records), snapshot: written.snapshot, mark: written.mark, counts: saved });

    // Counts only the file has: a start shows them, so it counted nothing.
    expect(counts.inStock).toBeGreaterThan(0);
    await rewrite({ ...counts, inStock: counts.inStock - 1 });
    const marked = await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen);
    expect(listing(marked.records).inStock).toBe(listing(marked.records, everyRow(marked.records)).inStock - 1);

    // The true counts, and changes since: a stock change written over in place, a product unlisted, one listed.
    await rewrite(counts);
    await t.db.execute(sql`update variants set stock = 0, inventory_managed = true where product_id = ${sold}`);
    await t.db.execute(sql`update products set is_active = false where id = ${gone}`);
    await t.db.execute(sql`insert into product_categories (product_id, category_id) values (${outside}, ${kitchen}) on conflict do nothing`);
    const restarted = await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen);
    expect(restarted.records.id).toContain(outside);
    expect(listing(restarted.records)).toEqual(listing(restarted.records, everyRow(restarted.records)));
  });

  it("is not used when its mark is gone or another (another database, a backup restored), is damaged, or is of another format", async () => {
    const dir = await freshDir();
    const { kitchen, inside: [, , , , untouched] } = await kitchenIds();
    await nodeWithFile(dir, kitchen);
    const file = path.join(dir, `${kitchen}.records`);
    const read = async () => (await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen)).records;
    const { mark } = (await createListingSnapshots(dir).read(kitchen))!;
    // The same mark, but another row version: a copy of the database, where every row is written anew.
    await markInFile(dir, kitchen, untouched!, { id: mark.id, xmin: String(Number(mark.xmin) + 1) });
    expect(recordsByProduct(await read()).get(untouched!)!.sold).not.toBe(987_654);
    // Read whole again, it was written anew with a mark of its own.
    await expect.poll(async () => (await createListingSnapshots(dir).read(kitchen))?.mark.id !== mark.id, { timeout: 5000, interval: 20 }).toBe(true);
    // A backup restored from before the read: the mark is not in it.
    await markInFile(dir, kitchen, untouched!);
    expect(recordsByProduct(await read()).get(untouched!)!.sold).toBe(987_654);
    await t.db.execute(sql`delete from listing_marks`);
    expect(recordsByProduct(await read()).get(untouched!)!.sold).not.toBe(987_654);
    // Cut short, or not a header: no file (another folder, where no read writes meanwhile).
    const other = await freshDir();
    const whole = await readFile(file);
    await writeFile(path.join(other, `${kitchen}.records`), whole.subarray(0, whole.byteLength - 3));
    expect(await createListingSnapshots(other).read(kitchen)).toBeNull();
    await writeFile(path.join(other, "999.records"), Buffer.concat([Buffer.from([0, 0, 0, 2]), Buffer.from("{}")]));
    expect(await createListingSnapshots(other).read(999)).toBeNull();
  });

  it.skipIf(process.env.TEST_DATABASE !== "postgres")("takes in a change that was not yet committed when the file's records were read", async () => {
    const dir = await freshDir();
    const { kitchen, inside: [, , , , , late, untouched] } = await kitchenIds();
    // Another connection changes a product and commits only after the node has read the category.
    const other = new pg.Client({ connectionString: (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("update variants set stock = 0, inventory_managed = true where product_id = $1", [late]);
      // A later transaction ends first, so the snapshot lists the other one as in progress below its xmax.
      await t.db.execute(sql`select pg_current_xact_id()`);
      await nodeWithFile(dir, kitchen);
      await markInFile(dir, kitchen, untouched!);
      await other.query("commit");
    } finally {
      await other.end();
    }
    const restarted = await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen);
    expect(recordsByProduct(restarted.records).get(untouched!)!.sold).toBe(987_654);
    expect(recordsByProduct(restarted.records).get(late!)).toEqual(recordsByProduct((await loadListingRows(t.db, { categoryId: kitchen })).records).get(late!));
    expect(recordsByProduct(restarted.records).get(late!)!.variants.every(([, , inStock]) => inStock === 0)).toBe(true);
  });

  it("removes, at its first write, the parts of writes a stopped node left an hour or more ago, and none younger", async () => {
    const dir = await freshDir();
    const [kitchen] = await rows<{ id: number }>(sql`select id from categories where code = 'kitchen'`);
    const old = path.join(dir, `${kitchen!.id}.records.0b5e7c1a-stopped.part`);
    const young = path.join(dir, `${kitchen!.id}.records.9f1d2e3c-writing.part`);
    await writeFile(old, "half a file");
    await writeFile(young, "being written");
    const longAgo = new Date(Date.now() - STRAY_PART_MS - 60_000);
    await utimes(old, longAgo, longAgo);
    await nodeWithFile(dir, kitchen!.id);
    expect((await readdir(dir)).sort()).toEqual([`${kitchen!.id}.records`, path.basename(young)].sort());
  });

  it("lets the marks go after a week, and the changes that no kept copy can need", async () => {
    await t.db.execute(sql`delete from listing_marks`);
    await t.db.execute(sql`delete from listing_changes`);
    await t.db.execute(sql`insert into listing_marks (snapshot_xmin, at) values ('100', now() - interval '8 days'), ('500', now() - interval '3 days')`);
    await t.db.execute(sql`insert into listing_changes (product_id, changed_xid, at) values
      (1, '50', now() - interval '2 days'), (2, '499', now() - interval '2 days'), (3, '500', now() - interval '2 days'), (4, '60', now())`);
    await pruneListingChanges(t.db);
    expect(await rows<{ xmin: string }>(sql`select snapshot_xmin::text as xmin from listing_marks`)).toEqual([{ xmin: "500" }]);
    // 1 and 2: older than the oldest copy's snapshot and a day old; 3: the copy may need it; 4: an hour ago, a copy may be written now.
    expect((await rows<{ id: number }>(sql`select product_id as id from listing_changes order by 1`)).map((r) => r.id)).toEqual([3, 4]);
  });

  it("are pruned on a timer by every node, a failure logged and the process kept", async () => {
    const logged: string[] = [];
    const failing = { execute: async () => { throw new Error("connection lost"); } } as unknown as typeof t.db;
    const pruner = startListingChangesPruner({ db: failing, log: (msg, fields) => logged.push(`${msg}: ${String(fields.error)}`), everyMs: 10 });
    await expect.poll(() => logged.length, { timeout: 2000, interval: 10 }).toBeGreaterThan(0);
    await pruner.stop();
    expect(logged[0]).toBe("pruning the listing's changes failed: Error: connection lost");
  });

  it("is not used past an import of more than 10,000 products or a TRUNCATE of the listing", async () => {
    const dir = await freshDir();
    const { kitchen, inside: [, , , , , , untouched] } = await kitchenIds();
    await nodeWithFile(dir, kitchen);
    await markInFile(dir, kitchen, untouched!);
    await t.db.execute(sql`insert into listing_changes (product_id) values (0)`);
    const restarted = await createListingRecordSets(t.db, { snapshotDir: dir, minSnapshotRecords: 1 }).get(kitchen);
    expect(recordsByProduct(restarted.records).get(untouched!)!.sold).not.toBe(987_654);
    await t.db.execute(sql`truncate listing_products`);
    expect((await rows<{ product_id: number }>(sql`select product_id from listing_changes where product_id = 0`)).length).toBe(2);
  });
});
