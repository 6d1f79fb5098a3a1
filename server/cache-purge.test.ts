import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createCachePurger } from "./cache-purge.ts";
import { createLogger } from "./logger.ts";

// A cache in front, as Varnish answers the VCL of docs/operations.md: it counts the purges it receives.
const bans: number[] = [];
/** The Vetrina-Tags header of each purge ("" for a purge of everything). */
const tagged: string[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === "PURGE") {
      bans.push(Date.now());
      tagged.push(String(request.headers["vetrina-tags"] ?? ""));
    }
    response.end("Purged.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("purges at once, once more for a burst of changes, and a last time after the settle delay", async () => {
  // A process's first fetch loads its HTTP client, which takes a while on a busy machine: here, 80 ms of it.
  const realFetch = globalThis.fetch;
  let loaded = false;
  vi.stubGlobal("fetch", (...args: Parameters<typeof fetch>) => {
    const until = Date.now() + 80;
    while (!loaded && Date.now() < until) { /* loading */ }
    loaded = true;
    return realFetch(...args);
  });
  const purger = createCachePurger([url], createLogger("silent"), 2_000);
  const first = purger.purge();
  void purger.purge();
  void purger.purge();
  vi.unstubAllGlobals();
  await first;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(bans).toHaveLength(2);
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  expect(bans).toHaveLength(3);
  purger.stop();
});

it("sends the tags of a change of some products, all of a burst together, and everything when one change was not", async () => {
  const purger = createCachePurger([url], createLogger("silent"), 300);
  tagged.length = 0;
  const first = purger.purge(["products", "p1", "c4"]);
  void purger.purge(["products", "p2"]);
  void purger.purge(["products", "p3", "c4"]);
  await first;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tagged).toEqual(["products p1 c4", "products p2 p3 c4"]);
  // A second later, once more: every tag the burst named.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(tagged.slice(2)).toEqual(["products p1 c4 p2 p3"]);

  tagged.length = 0;
  const second = purger.purge(["p5"]);
  void purger.purge(null);
  void purger.purge(["p6"]);
  await second;
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(tagged).toEqual(["p5", "", ""]);

  // Many tags go in several requests, each header under 4,000 characters.
  tagged.length = 0;
  const many = Array.from({ length: 1_500 }, (_, i) => `p${1_000_000 + i}`);
  await purger.purge(many);
  expect(tagged.length).toBeGreaterThan(2);
  expect(Math.max(...tagged.map((h) => h.length))).toBeLessThanOrEqual(4_000);
  expect(tagged.flatMap((h) => h.split(" "))).toEqual(many);
  purger.stop();
});

it("purges each change again a second after it, however steadily changes keep coming", async () => {
  const purger = createCachePurger([url], createLogger("silent"), 300);
  tagged.length = 0;
  const started = Date.now();
  for (let i = 1; i <= 8; i += 1) {
    await purger.purge([`p${i}`]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 400));
  purger.stop();
  // The repeat of p1 went out about 300 ms after it, while changes were still coming every 100 ms.
  const repeatOfFirst = tagged.findIndex((header, i) => i > 0 && header.split(" ").includes("p1"));
  expect(repeatOfFirst).toBeGreaterThan(0);
  expect(bans[bans.length - tagged.length + repeatOfFirst]! - started).toBeLessThan(700);
  for (let i = 1; i <= 8; i += 1) expect(tagged.filter((header) => header.split(" ").includes(`p${i}`)), `p${i}`).toHaveLength(2);
});

it("says in the log when a cache cannot be reached, and goes on", async () => {
  const warnings: string[] = [];
  const purger = createCachePurger(["http://127.0.0.1:9/"], { warn: (msg) => warnings.push(msg) }, 10_000);
  await purger.purge();
  expect(warnings).toEqual(["cache purge failed"]);
  purger.stop();
});
