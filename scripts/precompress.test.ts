import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress.ts";

let dir = "";
afterEach(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

describe("precompressAssets", () => {
  it("writes brotli and gzip copies of text assets that decompress to the original, and nothing for the rest", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    const script = `export const greeting = ${JSON.stringify("ciao ".repeat(2000))};`;
    await writeFile(path.join(dir, "entry-abc.js"), script);
    await writeFile(path.join(dir, "tiny.css"), "a{}");
    await writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4096, 7));
    const totals = await precompressAssets(dir);
    expect((await readdir(dir)).sort()).toEqual(["entry-abc.js", "entry-abc.js.br", "entry-abc.js.gz", "photo.webp", "tiny.css"]);
    expect(brotliDecompressSync(await readFile(path.join(dir, "entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dir, "entry-abc.js.gz"))).toString()).toBe(script);
    expect(totals).toMatchObject({ files: 1, raw: script.length });
    expect(totals.brotli).toBeLessThan(totals.gzip);
  });
});
