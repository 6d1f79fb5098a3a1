import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";
import { emailOutbox } from "#db/schema/schema.ts";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => { await database?.close(); });

function serverApp(source: Record<string, string>) {
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: "https://shop.example.com", ...source });
  return createServerApp({
    env, api: null, database, logger: createLogger("silent"), mediaDir: "/nonexistent",
    build: async () => { throw new Error("this test has no storefront"); },
  });
}

/** What @hono/node-server hands the app: the socket the request came on. */
const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50000, remoteFamily: "IPv4" } } };
const FROM_ELSEWHERE = { incoming: { socket: { remoteAddress: "192.0.2.10", remotePort: 50000, remoteFamily: "IPv4" } } };

describe("GET /__dev/mailbox", () => {
  it("lists the mails queued for an address, newest first, rendered, with their links, never cached", async () => {
    const app = serverApp({ DEV_MAILBOX: "true" });
    await database.db.insert(emailOutbox).values({ to: "anna@example.com", template: "account-activation", lang: "en", payload: { token: "first" } });
    await database.db.insert(emailOutbox).values({ to: "anna@example.com", template: "password-reset", lang: "it", payload: { token: "second" }, status: "sent" });
    await database.db.insert(emailOutbox).values({ to: "bruno@example.com", template: "account-exists", lang: "it", payload: {} });
    const response = await app.request("/__dev/mailbox?to=Anna@Example.com", {}, FROM_THIS_MACHINE);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { mails } = await response.json() as { mails: Record<string, unknown>[] };
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      to: "anna@example.com", template: "password-reset", status: "sent", subject: "Reimposta la tua password su Vetrina",
      links: ["https://shop.example.com/password-reset?token=second"],
    });
    expect(mails[0]!.text).toContain("https://shop.example.com/password-reset?token=second");
    expect(mails[1]).toMatchObject({ template: "account-activation", links: ["https://shop.example.com/en/active-user?token=first"] });
    expect(Date.parse(mails[1]!.createdAt as string)).not.toBeNaN();
  });

  it("shows the last 20 mails only, and one that cannot be rendered with the reason", async () => {
    const app = serverApp({ DEV_MAILBOX: "true" });
    await database.db.insert(emailOutbox).values(Array.from({ length: 24 }, (_, i) => ({ to: "many@example.com", template: "account-exists", lang: "fr", payload: { n: i } })));
    await database.db.insert(emailOutbox).values({ to: "many@example.com", template: "order-teleported", lang: "it", payload: {}, status: "failed" });
    const { mails } = await (await app.request("/__dev/mailbox?to=many@example.com", {}, FROM_THIS_MACHINE)).json() as { mails: { subject: string; text: string; template: string }[] };
    expect(mails).toHaveLength(20);
    expect(mails[0]).toMatchObject({ template: "order-teleported", subject: "" });
    expect(mails[0]!.text).toContain('unknown template "order-teleported"');
  });

  it("answers only connections from this machine, whatever X-Forwarded-For says", async () => {
    const response = await serverApp({ DEV_MAILBOX: "true", TRUST_PROXY: "true" }).request("/__dev/mailbox?to=anna@example.com", { headers: { "x-forwarded-for": "127.0.0.1" } }, FROM_ELSEWHERE);
    expect(response.status).toBe(404);
  });

  it("asks for an address", async () => {
    const response = await serverApp({ DEV_MAILBOX: "true" }).request("/__dev/mailbox", {}, FROM_THIS_MACHINE);
    expect(response.status).toBe(400);
  });

  it("does not exist without DEV_MAILBOX=true: the path falls to the storefront (its 404 page)", () => {
    const routes = serverApp({}).routes.map((r) => r.path);
    expect(routes).not.toContain("/__dev/mailbox");
    expect(serverApp({ DEV_MAILBOX: "true" }).routes.map((r) => r.path)).toContain("/__dev/mailbox");
  });
});
