import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase, pgliteStartParams } from "./client.ts";

describe("PGlite's buffer pool (PGLITE_SHARED_BUFFERS_MB, issue 18 §4)", () => {
  it("keeps PGlite's own start parameters and adds the pool's size", () => {
    expect(pgliteStartParams()).not.toContain("shared_buffers=16MB");
    const params = pgliteStartParams(16);
    expect(params).toContain("--single");
    expect(params.slice(-2)).toEqual(["-c", "shared_buffers=16MB"]);
  });

  it("opens an embedded database with that pool", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vetrina-pool-"));
    try {
      const handle = await openDatabase({ dataDir: dir, sharedBuffersMb: 16 });
      try {
        const result = await handle.db.execute(sql`show shared_buffers`);
        expect((result as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers).toBe("16MB");
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
