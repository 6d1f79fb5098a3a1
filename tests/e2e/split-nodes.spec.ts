import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { healthy, nodeProcesses, portBeside } from "./node-processes.ts";

const API_PORT = portBeside(82);
const STOREFRONT_PORT = portBeside(83);

const nodes = nodeProcesses();
const startNode = (env: Record<string, string>) => nodes.startNode(env);
const dataDirWithMedia = () => nodes.dataDirWithMedia();

test.afterAll(() => nodes.stopAll());

test("a storefront node serves the shop through a remote API node, with no database of its own", async ({ page }) => {
  test.setTimeout(120_000);
  const apiNode = startNode({ PORT: String(API_PORT), DATA_DIR: dataDirWithMedia() });
  await expect.poll(healthy(API_PORT), { timeout: 90_000 }).toBe(200);
  const storefrontDir = dataDirWithMedia();
  startNode({ PORT: String(STOREFRONT_PORT), DATA_DIR: storefrontDir, API_BASE_URL: `http://127.0.0.1:${API_PORT}`, PUBLIC_BASE_URL: `http://127.0.0.1:${STOREFRONT_PORT}` });
  await expect.poll(healthy(STOREFRONT_PORT), { timeout: 30_000 }).toBe(200);

  expect(await (await fetch(`http://127.0.0.1:${STOREFRONT_PORT}/healthz`)).json()).toEqual({ status: "ok", database: null, api: "remote" });
  await page.goto(`http://127.0.0.1:${STOREFRONT_PORT}/de`);
  await expect(page.getByRole("heading", { name: "Empfohlene Produkte" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Kategorien" }).getByRole("link").first()).toBeVisible();
  expect(existsSync(path.join(storefrontDir, "pglite"))).toBe(false);
  // The German home page's own request (the API node's warm-up after its start asks too, marked as its own).
  await expect.poll(() => apiNode.log()).toMatch(/"msg":"api request"[^\n]*"path":"\/web\/v1\/catalog\/highlights"[^\n]*"lang":"de","platform":"web"/);
});
