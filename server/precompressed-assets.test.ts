import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../scripts/precompress.ts";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

const SCRIPT = `export const list = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item-${i}`))};`;
let root = "";
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "client-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "assets", "entry-abc.js"), SCRIPT);
  await precompressAssets(path.join(root, "assets"));
  app = createServerApp({
    env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: "https://shop.example.com" }), api: null, database: null, logger: createLogger("silent"),
    mediaDir: "/nonexistent", clientDir: root, build: async () => { throw new Error("an asset never reaches the storefront"); },
  });
});
afterAll(async () => { await rm(root, { recursive: true, force: true }); });

describe("the build's assets (issue 18 §3)", () => {
  it("are sent as their brotli copy to a browser that accepts it, cached for a year, varying on Accept-Encoding", async () => {
    const response = await app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it("are sent as their gzip copy, or as they are, to a client that accepts less", async () => {
    const gzip = await app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/entry-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("carry only the headers a script needs: no document's policies, no date to revalidate by", async () => {
    const response = await app.request("/assets/entry-abc.js", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["x-frame-options", "referrer-policy", "permissions-policy", "cross-origin-opener-policy", "last-modified"]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    // Any other answer (here the health check's JSON) still gets them all.
    const page = await app.request("/healthz");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});
