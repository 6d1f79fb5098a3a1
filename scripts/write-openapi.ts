// Writes docs/openapi.json from the API's schemas: `npm run docs:api` after changing a route.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildOpenApiDocument } from "#api/openapi.ts";

const file = path.resolve(import.meta.dirname, "../docs/openapi.json");
await writeFile(file, `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
