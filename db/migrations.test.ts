import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS } from "./client.ts";

interface JournalEntry { idx: number; when: number; tag: string }
const journal = (): JournalEntry[] =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;

// The migrator applies the migrations whose journal time is after the last one a database applied: one dated
// earlier than another before it is skipped by every database migrated to that other one.
describe("the migrations", () => {
  it("are each dated after every one before them (0035 excepted: 0036 makes its table where it was skipped)", () => {
    let latest = 0;
    for (const entry of journal()) {
      if (entry.tag !== "0035_search_queries") expect(entry.when, entry.tag).toBeGreaterThan(latest);
      latest = Math.max(latest, entry.when);
    }
  });

  it("give a database migrated to 0034 before 0035 existed the popular searches", { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "vetrina-migrations-"));
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      // The migrations as they were before 0035.
      const before = journal().filter((entry) => entry.idx <= 34);
      mkdirSync(path.join(folder, "meta"));
      for (const entry of before) cpSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
      writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ version: "7", dialect: "postgresql", entries: before }));
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ found: string | null }>("select to_regclass('public.search_queries')::text as found");
      expect(rows[0]!.found).toBe("search_queries");
      // And it works: a popular search is written and read.
      await db.execute(sql`insert into search_queries (lang, key, text, score, results, searched_at) values ('it', 'pasta', 'pasta', 1, 3, now())`);
      expect((await db.execute(sql`select count(*)::int as n from search_queries`)).rows).toEqual([{ n: 1 }]);
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
