import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.ts";

/** What applying a section did (or, in a dry run, would do). `removed`: lists without an active flag. */
export interface Counts { created: number; updated: number; deactivated: number; unchanged: number; removed?: number }

export const noCounts = (): Counts => ({ created: 0, updated: 0, deactivated: 0, unchanged: 0 });

/** Whether a stored value and a wanted one are the same: JSON objects in any key order, dates by their time. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => same(x, (b as unknown[])[i]));
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return keysA.length === keysB.length && keysA.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

type Row = Record<string, unknown>;

export interface TableSync {
  db: Database;
  /** False in a dry run: everything is compared and counted, nothing written. */
  write: boolean;
  table: PgTable;
  /** The column items are matched by (code, or lang for languages) and its property name. */
  key: PgColumn;
  keyField: string;
  existing: Row[];
  /** The file's items as rows, in the file's order (position = index where the table has one). */
  desired: Row[];
  /** The properties compared and written. */
  fields: string[];
  /** What a row the file leaves out becomes: inactive, after the file's items. */
  leftOut?: (row: Row, index: number) => Row;
  /** Set on every update (updated_at). */
  touched?: () => Row;
}

/**
 * Inserts, updates and deactivates by key, each row only when it differs; answers the counts, every key's id
 * (new rows' only once written) and the keys of the file's rows left as they were.
 */
export async function syncTable(s: TableSync): Promise<{ counts: Counts; ids: Map<string, number>; unchanged: Set<string> }> {
  const counts = noCounts();
  const unchanged = new Set<string>();
  const byKey = new Map(s.existing.map((row) => [String(row[s.keyField]), row]));
  const ids = new Map<string, number>(s.existing.map((row) => [String(row[s.keyField]), row.id as number]));
  const created: Row[] = [];
  const updates: { key: string; set: Row }[] = [];
  for (const want of s.desired) {
    const have = byKey.get(String(want[s.keyField]));
    if (!have) { created.push(want); continue; }
    const changed = s.fields.filter((f) => !same(have[f], want[f]));
    if (changed.length) { updates.push({ key: String(want[s.keyField]), set: pick(want, changed) }); counts.updated++; }
    else { counts.unchanged++; unchanged.add(String(want[s.keyField])); }
  }
  const given = new Set(s.desired.map((row) => String(row[s.keyField])));
  if (s.leftOut) {
    let index = s.desired.length;
    for (const have of s.existing) {
      if (given.has(String(have[s.keyField]))) continue;
      const want = { ...have, ...s.leftOut(have, index++) };
      const changed = s.fields.filter((f) => !same(have[f], want[f]));
      if (!changed.length) continue;
      updates.push({ key: String(have[s.keyField]), set: pick(want, changed) });
      if (have.isActive === true) counts.deactivated++;
      else counts.updated++;
    }
  }
  counts.created = created.length;
  if (!s.write) return { counts, ids, unchanged };
  for (const { key, set } of updates) {
    await s.db.update(s.table).set({ ...set, ...s.touched?.() }).where(eq(s.key, key));
  }
  for (let i = 0; i < created.length; i += 500) {
    const rows = await s.db.insert(s.table).values(created.slice(i, i + 500)).returning() as Row[];
    for (const row of rows) ids.set(String(row[s.keyField]), row.id as number);
  }
  return { counts, ids, unchanged };
}

/** Items whose own row was the same but whose translations changed count as updated. */
export function countTranslated(counts: Counts, unchanged: Set<string>, ids: Map<string, number>, changedOwners: Set<number>): string[] {
  const touched: string[] = [];
  for (const key of unchanged) {
    if (!changedOwners.has(ids.get(key)!)) continue;
    counts.unchanged--;
    counts.updated++;
    touched.push(key);
  }
  return touched;
}

function pick(row: Row, fields: string[]): Row {
  return Object.fromEntries(fields.map((f) => [f, row[f]]));
}

export interface TranslationSync {
  db: Database;
  write: boolean;
  table: PgTable;
  /** The column of the item's id (category_id…) and its property name. */
  owner: PgColumn;
  ownerField: string;
  lang: PgColumn;
  existing: Row[];
  /** Every translation the file gives, for the items it gives (ownerField set). */
  desired: Row[];
  fields: string[];
  /** The items whose translations the file states (items it leaves out keep theirs). */
  owners: Set<number>;
}

/**
 * Translations of the file's items: a changed one is deleted and written again, so two items can swap slugs
 * within one language without meeting the unique index half-way; a language the item no longer has goes.
 * Answers the ids of the items whose translations changed.
 */
export async function syncTranslations(s: TranslationSync): Promise<Set<number>> {
  const key = (row: Row) => `${String(row[s.ownerField])}/${String(row.lang)}`;
  const wanted = new Map(s.desired.map((row) => [key(row), row]));
  const stale = s.existing.filter((have) => {
    if (!s.owners.has(have[s.ownerField] as number)) return false;
    const want = wanted.get(key(have));
    return !want || s.fields.some((f) => !same(have[f], want[f]));
  });
  const present = new Set(s.existing.map(key));
  const staleKeys = new Set(stale.map(key));
  const fresh = s.desired.filter((row) => !present.has(key(row)) || staleKeys.has(key(row)));
  const changed = new Set([...stale, ...fresh].map((row) => row[s.ownerField] as number));
  if (!s.write) return changed;
  for (const row of stale) {
    const where: SQL = and(eq(s.owner, row[s.ownerField] as number), eq(s.lang, row.lang as string))!;
    await s.db.delete(s.table).where(where);
  }
  for (let i = 0; i < fresh.length; i += 500) await s.db.insert(s.table).values(fresh.slice(i, i + 500));
  return changed;
}
