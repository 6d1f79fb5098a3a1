import { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#api/app.ts";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";
import { MALFORMED_ESCAPES, malformedSegment } from "#tests/fixtures/hostile-urls.ts";
import { loadStorefrontBuild } from "#tests/setup/storefront-build.ts";
import { createServerApp } from "./app.ts";
import { createImageHandler } from "./images.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { MALFORMED_URL_MESSAGE } from "./malformed-url.ts";

// Issue 22: a URL the server cannot decode is a 400 in every family of routes, never a 5xx (and never a
// page rendered from half-decoded input). The real storefront, API and image server answer here.
const FAMILIES = {
  page: ["/", "/en/", "/fr/cart/", "/de/profile/", "/dispensa/", "/es/brands/"],
  data: ["/", "/en/", "/cart/", "/en/profile/", "/dispensa/"].map((base) => ({ base, suffix: ".data" })),
  api: ["/web/v1/", "/web/v1/catalog/products/", "/web/v1/setting/", "/web/v1/wish/shared/"],
  image: ["/_ipx/", "/_ipx/w_100/", "/_ipx/w_100/products/", "/_ipx/f_webp,w_300/"],
} as const;
type Family = keyof typeof FAMILIES;

function urlFor(family: Family, index: number, segment: string, inQuery: boolean): string {
  const entry = FAMILIES[family][index % FAMILIES[family].length]!;
  const [base, suffix] = typeof entry === "string" ? [entry, ""] : [entry.base, entry.suffix];
  if (inQuery && family !== "image") return `${base.replace(/\/$/, "") || "/"}${suffix}?q=${segment}`;
  return `${base}${segment}${suffix}`;
}

let database: DatabaseHandle;
let closeBuild: () => Promise<void>;
let app: ReturnType<typeof createServerApp>;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  await migrateDatabase(database);
  const storefront = await loadStorefrontBuild();
  closeBuild = storefront.close;
  app = createServerApp({
    env: loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: "https://shop.example.com" }),
    api: createApi({ db: database.db, sessionSecret: "malformed-url-test-secret-0123456789abcdef" }),
    database, logger: createLogger("silent"), mediaDir: "/nonexistent", build: storefront.build,
  });
}, 120_000);
afterAll(async () => {
  await closeBuild?.();
  await database?.close();
});

async function expectRefused(url: string, family: Family) {
  const response = await app.request(url);
  expect(response.status, url).toBe(400);
  if (family === "api") expect((await response.json()).metadata[0].errors[0]).toBe(MALFORMED_URL_MESSAGE);
  else expect(await response.text()).toBe(MALFORMED_URL_MESSAGE);
}

describe("URLs with malformed percent-encoding", () => {
  const FAMILY_NAMES = Object.keys(FAMILIES) as Family[];
  const cases = FAMILY_NAMES.flatMap((family) => MALFORMED_ESCAPES.flatMap((escape, i) => [
    [family, urlFor(family, i, escape, false)] as const,
    ...(family === "image" ? [] : [[family, urlFor(family, i, escape, true)] as const]),
  ]));

  it.each(cases)("%s %s is a 400 with a sentence", async (family, url) => {
    await expectRefused(url, family);
  });

  it("are a 400 in every family, wherever the broken escape is", async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...FAMILY_NAMES), fc.nat(), malformedSegment, fc.boolean(),
      async (family, index, segment, inQuery) => {
        expect(() => decodeURIComponent(segment)).toThrow(URIError);
        await expectRefused(urlFor(family, index, segment, inQuery), family);
      },
    ), { numRuns: 200 });
  });

  it("are a 400 from the image server itself too, not a URIError", async () => {
    const images = createImageHandler("/nonexistent");
    for (const escape of MALFORMED_ESCAPES) {
      for (const path of [`/_ipx/w_100/${escape}`, `/_ipx/${escape}/products/pan.jpg`]) {
        expect((await images(new Request(`https://shop.example.com${path}`))).status, path).toBe(400);
      }
    }
  });

  it("leave well-formed escapes to the routes", async () => {
    for (const url of ["/dispensa/caff%C3%A8", "/en/search?search=caff%C3%A8%20latte", "/web/v1/catalog/products/%31", "/_ipx/w_100/products/caff%C3%A8.jpg"]) {
      const response = await app.request(url);
      expect(response.status, url).not.toBe(400);
      expect(response.status, url).toBeLessThan(500);
    }
  });
});
