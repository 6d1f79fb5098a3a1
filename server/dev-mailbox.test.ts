import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";
import { emailOutbox } from "#db/schema/schema.ts";
import { createServerApp } from "./app.ts";
import { loadEnv, MAILBOX_PATH } from "./env.ts";
import { mailboxPage } from "./mailbox-page.ts";
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

describe("the shop's mailbox page (issue 19: a newcomer reads the activation e-mail)", () => {
  const localShop = (source: Record<string, string> = {}) => serverApp({ PUBLIC_BASE_URL: "http://localhost:3000", ...source });

  it("is there for a shop on this machine without an SMTP server, and nowhere else unless DEV_MAILBOX=true", () => {
    const routes = (app: ReturnType<typeof serverApp>) => app.routes.map((r) => r.path);
    expect(routes(localShop())).toContain(MAILBOX_PATH);
    expect(routes(serverApp({ PUBLIC_BASE_URL: "http://127.0.0.1:3000" }))).toContain(MAILBOX_PATH);
    expect(routes(localShop({ SMTP_URL: "smtp://mail.example.com:587" }))).not.toContain(MAILBOX_PATH);
    expect(routes(serverApp({}))).not.toContain(MAILBOX_PATH);
  });

  it("lists the newest e-mails to anyone, or to one address, each in its language with its links", async () => {
    await database.db.insert(emailOutbox).values({ to: "newcomer@example.com", template: "account-activation", lang: "de", payload: { token: "welcome" } });
    const page = await localShop().request(MAILBOX_PATH, {}, FROM_THIS_MACHINE);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<article lang="de"');
    expect(html).toContain('href="http://localhost:3000/de/active-user?token=welcome"');
    // The earlier tests' mails to other addresses are there too.
    expect(html).toContain("many@example.com");
    const only = await (await localShop().request(`${MAILBOX_PATH}?to=newcomer@example.com`, {}, FROM_THIS_MACHINE)).text();
    expect(only).toContain("newcomer@example.com");
    expect(only).not.toContain("many@example.com");
    expect(only).toContain("The last 1 e-mail to newcomer@example.com");
  });

  it("answers only connections from this machine", async () => {
    const response = await localShop({ TRUST_PROXY: "true" }).request(MAILBOX_PATH, { headers: { "x-forwarded-for": "127.0.0.1" } }, FROM_ELSEWHERE);
    expect(response.status).toBe(404);
  });

  it("shows what an e-mail says as text, never as markup", () => {
    const html = mailboxPage([{
      to: "x@example.com", lang: "it", template: "t", status: "sent", subject: "<script>alert(1)</script>", text: "<img src=x onerror=alert(1)>",
      links: ['http://localhost:3000/"><script>'], headers: {}, createdAt: new Date().toISOString(),
    }], { to: '"><script>', shopUrl: "http://localhost:3000" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
  });
});
