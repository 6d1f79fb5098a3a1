import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { portBeside } from "./node-processes.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PORT = portBeside(84);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VISITOR = "abortedcartvisitor000001";

function startServer(dataDir: string) {
  // The compiled server, as `npm run serve` runs it (the suite's build made it).
  const child = spawn(process.execPath, ["build/node/main.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_BASE_URL: ORIGIN, LOG_LEVEL: "info" },
  });
  let log = "";
  child.stdout.on("data", (d) => { log += d; });
  child.stderr.on("data", (d) => { log += d; });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, log: () => log };
}

/** Where the server's warm-up stands, once it answers /healthz. */
const warmedUp = async () => ((await fetch(`${ORIGIN}/healthz`).then((r) => r.json() as Promise<{ warm_up?: string }>).catch(() => null))?.warm_up);

/**
 * A plain form post to the cart whose client closes the connection after `closeAfterMs`: with the whole
 * form sent (the server may be anywhere in its work), or with only its first bytes (the server is still
 * reading it). Null: the answer is awaited.
 */
function postAddToCart(form: string, closeAfterMs: number | null, whole: boolean): Promise<"answered" | "closed"> {
  return new Promise((resolve) => {
    const request = http.request(`${ORIGIN}/cart`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded", "content-length": String(form.length),
        origin: ORIGIN, cookie: `ia=${VISITOR}; vt_keeps=1`,
      },
    }, (response) => { response.resume(); response.on("end", () => resolve("answered")); });
    request.on("error", () => resolve("closed"));
    if (whole) request.end(form);
    else request.write(form.slice(0, 12));
    if (closeAfterMs !== null) setTimeout(() => { request.destroy(); resolve("closed"); }, closeAfterMs);
  });
}

test("an add to cart whose client closes the connection is logged as aborted, never as a 500, and the cart stays whole", async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vetrina-aborted-"));
  // The demo store's pictures drawn for the browser tests' server are reused: drawing them takes a minute.
  const e2eMedia = path.join(ROOT, ".e2e-data/media");
  if (existsSync(e2eMedia)) cpSync(e2eMedia, path.join(dataDir, "media"), { recursive: true });
  let server = startServer(dataDir);
  try {
    // Serving, and done with its warm-up (server/warm-up.ts), as a load balancer would wait for: on the embedded
    // database the warm-up's requests would queue the posts below behind them, and their clients close before they are read.
    await expect.poll(warmedUp, { timeout: 180_000 }).toBe("done");
    const api = (p: string) => fetch(`${ORIGIN}/web/v1${p}`, { headers: { lang: "it", ia: VISITOR } }).then((r) => r.json() as Promise<{ data: any }>);
    const { products } = (await api("/catalog/products?in_stock=1&per_page=1")).data;
    const variant = (await api(`/catalog/products/${products[0].id}`)).data.variants.find((v: { in_stock: boolean }) => v.in_stock);
    const form = new URLSearchParams({ intent: "add", product_id: String(products[0].id), variant_id: String(variant.id), quantity: "1" }).toString();

    // Connections closed at every moment of a request's life: while its form is read, while it is worked on, after it is answered.
    const outcomes = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => postAddToCart(form, 10 + i * 10, false)),
      ...Array.from({ length: 30 }, (_, i) => postAddToCart(form, i * 3, true)),
      ...Array.from({ length: 4 }, () => postAddToCart(form, null, true)),
    ]);
    expect(outcomes.filter((o) => o === "answered").length).toBeGreaterThanOrEqual(4);
    // Stopping finishes every request in flight (the SIGTERM test): after it, every post is logged and its work done.
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const lines = server.log().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { level: string; msg: string; status?: number; path?: string });
    expect(lines.filter((l) => l.level === "error" || (l.status ?? 0) >= 500)).toEqual([]);
    expect(lines.filter((l) => l.msg === "request aborted by the client" && l.path === "/cart").length).toBeGreaterThan(0);
    const adds = lines.filter((l) => l.msg === "api request" && l.path === "/web/v1/cart/addtocart");
    expect(adds.every((l) => l.status === 200)).toBe(true);

    // The cart, read by a new server on the same data: one unit for each add the API began, and totals that add up.
    server = startServer(dataDir);
    await expect.poll(warmedUp, { timeout: 60_000 }).toBe("done");
    const cart = (await api("/cart")).data;
    const line = cart.Items.find((l: { variant_id: number }) => l.variant_id === variant.id);
    expect(line.QuantityPurchased).toBe(Math.min(adds.length, line.max_quantity));
    expect(cart.count).toBe(line.QuantityPurchased);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
