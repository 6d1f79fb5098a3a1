import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
const dirs: string[] = [];

function startNode(env: Record<string, string>): { log: () => string } {
  // Node itself with tsx's loader: the tsx command would run the server as a child of its own, which
  // killing the command leaves running.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT, env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
  });
  let log = "";
  child.stdout!.on("data", (d) => { log += d; });
  child.stderr!.on("data", (d) => { log += d; });
  children.push(child);
  return { log: () => log };
}

function dataDirWithMedia(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vetrina-split-"));
  dirs.push(dir);
  // The e2e server has drawn the demo pictures already; copying them saves drawing them again.
  if (existsSync(path.join(ROOT, ".e2e-data/media"))) cpSync(path.join(ROOT, ".e2e-data/media"), path.join(dir, "media"), { recursive: true });
  return dir;
}

const healthy = (port: number) => async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status;

test.afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test("a storefront node serves the shop through a remote API node, with no database of its own", async ({ page }) => {
  test.setTimeout(120_000);
  const apiNode = startNode({ PORT: "3292", DATA_DIR: dataDirWithMedia() });
  await expect.poll(healthy(3292), { timeout: 90_000 }).toBe(200);
  const storefrontDir = dataDirWithMedia();
  startNode({ PORT: "3293", DATA_DIR: storefrontDir, API_BASE_URL: "http://127.0.0.1:3292", PUBLIC_BASE_URL: "http://127.0.0.1:3293" });
  await expect.poll(healthy(3293), { timeout: 30_000 }).toBe(200);

  expect(await (await fetch("http://127.0.0.1:3293/healthz")).json()).toEqual({ status: "ok", database: null, api: "remote" });
  await page.goto("http://127.0.0.1:3293/de");
  await expect(page.getByRole("heading", { name: "Empfohlene Produkte" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Kategorien" }).getByRole("link").first()).toBeVisible();
  expect(existsSync(path.join(storefrontDir, "pglite"))).toBe(false);
  await expect.poll(() => apiNode.log()).toMatch(/"msg":"api request".*"lang":"de"/);
});
