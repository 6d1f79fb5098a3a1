import path from "node:path";
import type { ServerBuild } from "react-router";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The storefront's server build, compiled by Vite in memory (about 4 s), so that a unit test can send
 * real requests through createServerApp without `npm run build` or a port: no HMR socket is opened.
 */
export async function loadStorefrontBuild(): Promise<{ build: ServerBuild; close: () => Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: ROOT, configFile: path.join(ROOT, "vite.config.ts"), appType: "custom", logLevel: "silent",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const build = await vite.ssrLoadModule("virtual:react-router/server-build") as ServerBuild;
  return { build, close: () => vite.close() };
}
