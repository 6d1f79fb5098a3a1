import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCachePurger } from "./cache-purge.ts";
import { createLogger } from "./logger.ts";

// A cache in front, as Varnish answers the VCL of docs/operations.md: it counts the purges it receives.
const bans: number[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === "PURGE") bans.push(Date.now());
    response.end("Purged.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("purges at once, once more for a burst of changes, and a last time after the settle delay", async () => {
  const purger = createCachePurger([url], createLogger("silent"), 2_000);
  const first = purger.purge();
  void purger.purge();
  void purger.purge();
  await first;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(bans).toHaveLength(2);
  await new Promise((resolve) => setTimeout(resolve, 2_200));
  expect(bans).toHaveLength(3);
  purger.stop();
});

it("says in the log when a cache cannot be reached, and goes on", async () => {
  const warnings: string[] = [];
  const purger = createCachePurger(["http://127.0.0.1:9/"], { warn: (msg) => warnings.push(msg) }, 10_000);
  await purger.purge();
  expect(warnings).toEqual(["cache purge failed"]);
  purger.stop();
});
