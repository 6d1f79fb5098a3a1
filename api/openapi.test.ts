import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi.ts";

describe("docs/openapi.json", () => {
  it("is the document the API generates (run npm run docs:api after changing a route)", async () => {
    const committed = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../docs/openapi.json"), "utf8"));
    expect(committed).toEqual(await buildOpenApiDocument());
  });
});
