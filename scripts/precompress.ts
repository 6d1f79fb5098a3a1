import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What is worth compressing: text, above the size where the headers outweigh the gain. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text asset of the
 * client build (issue 18 §3), once, at build time: the server sends the copy the browser accepts
 * (serveStatic's `precompressed`) instead of compressing each answer on the fly at a lower level.
 * A copy that would not be smaller is not written.
 */
export async function precompressAssets(dir: string): Promise<{ files: number; raw: number; brotli: number; gzip: number }> {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(file) || !(await stat(file)).isFile()) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += body.length;
    totals.brotli += Math.min(br.length, body.length);
    totals.gzip += Math.min(gz.length, body.length);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "build/client/assets");
  const t = await precompressAssets(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`precompressed ${t.files} assets in ${path.relative(process.cwd(), dir)}: ${kb(t.raw)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
}
