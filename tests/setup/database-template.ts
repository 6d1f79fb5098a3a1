import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase } from "#db/client.ts";
import { seedDemoStore } from "#db/seed/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding costs seconds, so it happens once per run: PGlite's data folder is dumped
 * and each test file loads the dump; on PostgreSQL each file copies a template database.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DATABASE ?? "pglite";
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `vetrina_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await migrateDatabase(handle);
    await seedDemoStore(handle.db);
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "vetrina-template-"));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite: client });
  await migrateDatabase(handle);
  await seedDemoStore(handle.db);
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rm(dir, { recursive: true, force: true });
}
