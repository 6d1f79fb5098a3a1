import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { parse } from "yaml";
import { CATALOG_CHANNEL, createApi, type Api } from "#api/app.ts";
import { invalidateAllCaches } from "#api/http/keyed-cache.ts";
import { operatorActions } from "#db/schema/schema.ts";
import { SUPPORTED_LOCALES } from "#domain/locale.ts";
import { createEmptyTestDatabase } from "#tests/setup/empty-test-database.ts";
import { TEST_SESSION_SECRET, useTestApi } from "#tests/setup/test-api.ts";
import { runShopCommand } from "../../scripts/shop-commands.ts";
import { picturesOf } from "../../scripts/shop-configuration.ts";
import { ANNA, operators, putYaml, request, snapshot } from "./configuration-test-kit.ts";

// The shop's configuration through the operations API (issue 19): the demo store's own export rebuilds it.

const mediaDir = mkdtempSync(path.join(os.tmpdir(), "vetrina-configuration-media-"));
const t = useTestApi({ deps: () => ({ operators, mediaDir }) });

/** A placeholder for each picture the configuration names: the API checks they are in the media folder. */
function providePictures(file: unknown) {
  for (const picture of picturesOf(file)) {
    mkdirSync(path.dirname(path.join(mediaDir, picture)), { recursive: true });
    writeFileSync(path.join(mediaDir, picture), "picture");
  }
}

let demoYaml: string;
let empty: Awaited<ReturnType<typeof createEmptyTestDatabase>>;
let emptyApi: Api;
let stopListening: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const exported = await request(t.api, "GET", "/ops/configuration");
  expect(exported.status).toBe(200);
  demoYaml = exported.text;
  providePictures(parse(demoYaml));
  empty = await createEmptyTestDatabase();
  emptyApi = createApi({ db: empty.db, sessionSecret: TEST_SESSION_SECRET, operators, mediaDir });
  // As in production: what the API keeps is dropped when the database says the configuration changed.
  stopListening = await empty.listen(CATALOG_CHANNEL, () => invalidateAllCaches());
});

afterAll(async () => {
  await stopListening?.();
  await empty?.drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("GET /ops/configuration", () => {
  it("answers the demo store as a YAML file, or JSON, not wrapped", async () => {
    const yaml = await request(t.api, "GET", "/ops/configuration");
    expect(yaml.headers.get("content-type")).toMatch(/^application\/yaml/);
    const file = parse(yaml.text);
    expect(file.shop.name).toBe("Bottega Vetrina");
    expect(file.delivery_methods[0]).toMatchObject({ code: "standard", mode: "home", price: "5.90", free_above: "59.00", days: { min: 2, max: 4 } });
    expect(file.blog_posts).toBeUndefined();
    const json = await request(t.api, "GET", "/ops/configuration?format=json");
    expect(json.headers.get("content-type")).toMatch(/^application\/json/);
    expect(json.body).toEqual(file);
    expect((await request(t.api, "GET", "/ops/configuration?format=xml")).status).toBe(400);
  });
});

describe("the demo store's export, applied to an empty database", () => {
  it("gives the same storefront: settings, every category and page, the brands; and exports the same file", async () => {
    const applied = await putYaml(emptyApi, demoYaml);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.dry_run).toBe(false);
    expect(applied.body.data.sections.categories).toMatchObject({ updated: 0, deactivated: 0, unchanged: 0 });
    expect(applied.body.data.sections.categories.created).toBeGreaterThan(10);
    expect((await request(emptyApi, "GET", "/ops/configuration")).text).toBe(demoYaml);

    // Products come with the catalogue import, not the configuration: what counts them is left out.
    const withoutProducts = (value: any): any => JSON.parse(JSON.stringify(value, (key, v) => (key === "product_count" || key === "evidence" ? undefined : v)));
    for (const lang of SUPPORTED_LOCALES) {
      const demo = await request(t.api, "GET", "/setting", { lang });
      const rebuilt = await request(emptyApi, "GET", "/setting", { lang });
      expect(withoutProducts(rebuilt.body), lang).toEqual(withoutProducts(demo.body));
      const paths: string[] = [];
      const walk = (nodes: { url: string; children: any[] }[]) => { for (const n of nodes) { paths.push(n.url); walk(n.children); } };
      walk(demo.body.data.category.list);
      for (const page of parse(demoYaml).pages) if (page.slug[lang]) paths.push(`/${page.slug[lang]}`);
      expect(paths.length).toBeGreaterThan(20);
      for (const p of paths) {
        const want = await request(t.api, "GET", `/catalog/resolve?path=${encodeURIComponent(p)}`, { lang });
        const got = await request(emptyApi, "GET", `/catalog/resolve?path=${encodeURIComponent(p)}`, { lang });
        expect(want.status, p).toBe(200);
        expect(withoutProducts(got.body), `${lang} ${p}`).toEqual(withoutProducts(want.body));
      }
      const brands = await request(emptyApi, "GET", "/catalog/brands", { lang });
      expect(withoutProducts(brands.body)).toEqual(withoutProducts((await request(t.api, "GET", "/catalog/brands", { lang })).body));
    }
  });

  it("applied again, creates and updates nothing and writes nothing: not one row, not one notification", async () => {
    const before = await snapshot(empty.db);
    let notified = 0;
    const stop = await empty.listen(CATALOG_CHANNEL, () => { notified++; });
    const again = await putYaml(emptyApi, demoYaml);
    expect(again.status, again.text).toBe(200);
    for (const [section, counts] of Object.entries(again.body.data.sections as Record<string, Record<string, number>>)) {
      expect({ section, ...counts }).toMatchObject({ section, created: 0, updated: 0, deactivated: 0 });
    }
    expect(await snapshot(empty.db)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(notified).toBe(0);
    // The demo store's own database takes its export as it is, too.
    const demoBefore = await snapshot(t.db);
    const onDemo = await putYaml(t.api, demoYaml);
    expect(Object.values(onDemo.body.data.sections).every((c: any) => c.created + c.updated + c.deactivated === 0), onDemo.text).toBe(true);
    expect(await snapshot(t.db)).toBe(demoBefore);
  });

  it("in a dry run, counts what would change and writes nothing", async () => {
    const before = await snapshot(empty.db);
    const changed = demoYaml.replace("name: Bottega Vetrina\n", "name: Bottega Nuova\n");
    const dry = await putYaml(emptyApi, changed, "?dry_run=true");
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, sections: { shop: { updated: 1 }, categories: { updated: 0, created: 0 } } });
    expect(await snapshot(empty.db)).toBe(before);
  });
});

describe("a change through the file", () => {
  it("is seen through the public API at once (the caches are dropped): a delivery price, a category left out", async () => {
    const before = await request(emptyApi, "GET", "/setting", { lang: "it" });
    expect(before.body.data.cart.delivery_methods.find((d: { code: string }) => d.code === "express").price).toBe(12.9);
    const file = parse(demoYaml);
    file.delivery_methods.find((d: { code: string }) => d.code === "express").price = "9.90";
    file.categories = file.categories.filter((c: { code: string; parent?: string }) => c.code !== "cookbooks");
    const applied = await request(emptyApi, "PUT", "/ops/configuration", { body: JSON.stringify(file), type: "application/json" });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.sections.delivery_methods).toEqual({ created: 0, updated: 1, deactivated: 0, unchanged: 2 });
    expect(applied.body.data.sections.categories).toMatchObject({ created: 0, deactivated: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await request(emptyApi, "GET", "/setting", { lang: "it" });
    expect(after.body.data.cart.delivery_methods.find((d: { code: string }) => d.code === "express").price).toBe(9.9);
    const codes = JSON.stringify(after.body.data.category.list);
    expect(codes).not.toContain('"code":"cookbooks"');
    const exported = parse((await request(emptyApi, "GET", "/ops/configuration")).text);
    expect(exported.categories.at(-1)).toMatchObject({ code: "cookbooks", active: false });
    const [recorded] = await empty.db.select().from(operatorActions).where(eq(operatorActions.action, "configuration_apply")).orderBy(desc(operatorActions.id)).limit(1);
    expect(recorded).toMatchObject({ operator: "anna", details: { sections: { delivery_methods: { updated: 1 }, categories: { deactivated: 1 } } } });
    expect(Object.keys((recorded!.details as { sections: object }).sections).sort()).toEqual(["categories", "delivery_methods"]);
  });
});

describe("npm run shop -- configure | export", () => {
  const disk = new Map<string, Uint8Array<ArrayBuffer>>();
  const files = {
    read: async (file: string) => { const bytes = disk.get(file); if (!bytes) throw new Error(`no ${file}`); return bytes; },
    write: async (file: string, text: string) => { disk.set(file, new TextEncoder().encode(text)); },
    exists: async (file: string) => disk.has(file),
  };
  // Every call goes to the API itself, PUT /ops/media included: the pictures land in the test's media folder.
  const client = () => ({
    baseUrl: "http://shop.test", operator: `${ANNA.name}:${ANNA.key}`, files,
    fetch: async (request: Request) => emptyApi.app.fetch(request),
  });

  it("exports to a file, and configures from it with the pictures beside it (sent on a dry run too, so that it checks them)", async () => {
    expect(await runShopCommand(["export", "/shop/shop.yaml"], client())).toEqual(["Wrote the shop's configuration to /shop/shop.yaml."]);
    const yaml = new TextDecoder().decode(disk.get("/shop/shop.yaml"));
    expect(yaml).toBe((await request(emptyApi, "GET", "/ops/configuration")).text);
    disk.set("/shop/brand/logo.png", new Uint8Array(await sharp({ create: { width: 40, height: 20, channels: 3, background: "#7a2e1f" } }).png().toBuffer()));
    rmSync(path.join(mediaDir, "brand/logo.png"), { force: true });
    disk.set("/shop/shop.yaml", new TextEncoder().encode(yaml.replace("name: Bottega Vetrina\n", "name: Bottega Rinnovata\n")));
    const dry = await runShopCommand(["configure", "/shop/shop.yaml", "--dry-run"], client());
    expect(dry.slice(0, 2)).toEqual(["Pictures: 1 uploaded, 0 already in the shop.", "/shop/shop.yaml is valid; applying it would change:"]);
    expect(dry).toContain("  shop                 0 created, 1 updated, 0 deactivated, 0 unchanged");
    expect((await sharp(path.join(mediaDir, "brand/logo.png")).metadata()).width).toBe(40);
    expect((await request(emptyApi, "GET", "/setting")).body.data.profile.name).toBe("Bottega Vetrina");
    const applied = await runShopCommand(["configure", "/shop/shop.yaml"], client());
    expect(applied[1]).toBe("Applied /shop/shop.yaml:");
    // On PostgreSQL the database's notification reaches the API a moment after the answer.
    await expect.poll(async () => (await request(emptyApi, "GET", "/setting")).body.data.profile.name).toBe("Bottega Rinnovata");
  });

  it("prints every mistake of a refused file, and says nothing was changed", async () => {
    disk.set("/shop/bad.json", new TextEncoder().encode(JSON.stringify({ delivery_methods: [{ code: "x", mode: "home", price: "4,90", days: { min: 1, max: 2 }, name: { it: "X" } }] }, null, 2)));
    await expect(runShopCommand(["configure", "/shop/bad.json"], client())).rejects.toThrow(
      /^\/shop\/bad.json was refused: 1 mistake, nothing was changed.\n {2}delivery_methods\[0\].price \(line 6\): Write the price with a dot, not a comma: "4.90"./,
    );
    await expect(runShopCommand(["export", "/shop/shop.txt"], client())).rejects.toThrow(/\.yaml, \.yml or \.json/);
  });
});

describe("docs/examples/demo-configuration.yaml", () => {
  it("is a valid file that the demo store already is, but for its coupons' dates (regenerate: npx tsx scripts/write-demo-configuration.ts)", async () => {
    const example = readFileSync(path.resolve(import.meta.dirname, "../../docs/examples/demo-configuration.yaml"), "utf8");
    const dry = await putYaml(t.api, example, "?dry_run=true");
    expect(dry.status, dry.text).toBe(200);
    for (const [section, counts] of Object.entries(dry.body.data.sections as Record<string, Record<string, number>>)) {
      if (section !== "coupons") expect({ section, ...counts }).toMatchObject({ section, created: 0, updated: 0, deactivated: 0 });
    }
  });
});
