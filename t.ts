import { openDatabase, migrateDatabase, isDatabaseEmpty } from "#db/client.ts";
const t0 = Date.now();
const h = await openDatabase({ dataDir: "/tmp/vt-data" });
await migrateDatabase(h);
console.log("migrated", Date.now() - t0, await isDatabaseEmpty(h.db));
try { await openDatabase({ dataDir: "/tmp/vt-data" }); } catch (e) { console.log("second:", (e as Error).message.slice(0, 80)); }
await h.close();
