import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "#api/app.ts";
import { parseOperators } from "#api/operations/operator-auth.ts";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase, type DatabaseHandle } from "#db/client.ts";
import { createServerApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";

// Issue 19: the owner key a shop on this machine makes for itself opens the operations API to this machine only.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) });
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => { await database?.close(); });

const OWNER = "owner:owner-key-0123456789abcdefghijkl";
const authorization = `Basic ${Buffer.from(OWNER).toString("base64")}`;
const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50000, remoteFamily: "IPv4" } } };
const FROM_ELSEWHERE = { incoming: { socket: { remoteAddress: "192.0.2.10", remotePort: 50000, remoteFamily: "IPv4" } } };

function serverApp(operationsFromThisMachineOnly: boolean) {
  const env = loadEnv({ NODE_ENV: "test", PUBLIC_BASE_URL: "http://localhost:3000" });
  const api = createApi({ db: database.db, sessionSecret: "local-operations-test-secret-0123456789ab", operators: parseOperators(OWNER) });
  return createServerApp({
    env, api, database, logger: createLogger("silent"), mediaDir: "/nonexistent", operationsFromThisMachineOnly,
    build: async () => { throw new Error("this test has no storefront"); },
  });
}

describe("the operations API of a shop on this machine", () => {
  it("answers the owner key from this machine, and refuses every other address, key or not", async () => {
    const app = serverApp(true);
    const here = await app.request("/web/v1/ops/configuration?format=json", { headers: { authorization } }, FROM_THIS_MACHINE);
    expect(here.status).toBe(200);
    const elsewhere = await app.request("/web/v1/ops/configuration?format=json", { headers: { authorization } }, FROM_ELSEWHERE);
    expect(elsewhere.status).toBe(403);
    expect((await elsewhere.json()).metadata[0].errors[0]).toMatch(/answer its own machine only/);
    // The shop's other answers are everyone's.
    expect((await app.request("/web/v1/setting", { headers: { lang: "it" } }, FROM_ELSEWHERE)).status).toBe(200);
  });

  it("with OPERATORS set, answers them from anywhere", async () => {
    const app = serverApp(false);
    expect((await app.request("/web/v1/ops/configuration?format=json", { headers: { authorization } }, FROM_ELSEWHERE)).status).toBe(200);
  });
});
