import path from "node:path";
import { build, type Plugin } from "esbuild";
import { PROJECT_ROOT } from "#db/project-root.ts";

export const SERVER_BUNDLE = path.join(PROJECT_ROOT, "build/node/main.js");

/**
 * Packages stay where they are (node_modules, loaded by Node); the JSON a package ships (the phone numbers'
 * metadata) goes into the bundle, as Node would want an import attribute for it.
 */
const packagesOutside: Plugin = {
  name: "packages-outside",
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, (args) => (args.path.endsWith(".json") ? undefined : { path: args.path, external: true }));
  },
};

/**
 * The server (server/main.ts, with the API and the database code) as one JavaScript module, for `npm run
 * serve` (issue 18 §4). Run through tsx's loader, every TypeScript module and every package was transformed at
 * start and kept with an inline source map: some 40 MiB of strings in V8's heap for the server's whole life.
 */
export async function buildServer(): Promise<void> {
  await build({
    entryPoints: [path.join(PROJECT_ROOT, "server/main.ts")],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [packagesOutside],
    logLevel: "warning",
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
