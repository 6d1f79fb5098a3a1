import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { CATALOG_CHANNEL } from "#api/app.ts";
import type { TestApi } from "./test-api.ts";

/**
 * A notification the API applies as nothing (it names no product, and its tags are the pages' alone): a table's name
 * or any other word would drop the answers of every cache that does not say which tables it reads.
 */
const SETTLED = "tags:featured;0";

/**
 * Makes a change and answers the catalogue notifications it sent, in order, once they were heard, and so applied: the
 * test API listens first (useTestApi), and a notification sent after the change comes after them.
 */
export async function notificationsOf(t: TestApi, change: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  const stop = await t.handle.listen(CATALOG_CHANNEL, (payload) => heard.push(payload));
  await change();
  await t.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${SETTLED})`);
  await expect.poll(() => heard.includes(SETTLED), { timeout: 5000, interval: 20 }).toBe(true);
  await stop();
  return heard.slice(0, heard.indexOf(SETTLED));
}

/** Makes a change and waits until its catalogue notifications were heard, and so applied. */
export async function settled(t: TestApi, change: () => Promise<unknown>): Promise<void> {
  await notificationsOf(t, change);
}
