import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#db/schema/schema.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { MAX_MAIL_ATTEMPTS, startMailDelivery, type MailDelivery } from "./mail-delivery.ts";
import { retryDelayMinutes } from "./mail-outbox.queries.ts";
import type { MailLogger, MailTransport, OutgoingMail } from "./mail-transport.ts";

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => { handle = await createTestDatabase(); });
afterAll(async () => { await handle?.drop(); });
beforeEach(async () => { await handle.db.delete(emailOutbox); });

const quiet: MailLogger = { info: () => {}, warn: () => {}, error: () => {} };
const workers: MailDelivery[] = [];
// A worker left polling would send the next test's mails.
afterEach(async () => { await Promise.all(workers.splice(0).map((w) => w.stop())); });

function fakeTransport(fail: (mail: OutgoingMail) => boolean = () => false) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: "fake",
    send: async (mail) => {
      if (fail(mail)) throw new Error("550 mailbox unavailable");
      sent.push(mail);
    },
  };
  return { sent, transport };
}

function start(transport: MailTransport, intervalMs = 60_000) {
  const worker = startMailDelivery({ db: handle.db, kind: handle.kind, transport, publicBaseUrl: "https://shop.example.com", logger: quiet, intervalMs });
  workers.push(worker);
  return worker;
}

async function queue(to: string, template = "account-activation", payload: unknown = { token: "tok" }, lang = "en") {
  const [row] = await handle.db.insert(emailOutbox).values({ to, template, lang, payload }).returning();
  return row!;
}

const readMail = async (id: number) => (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("mail delivery", () => {
  it("sends each due mail once, rendered in its language, and marks it sent", async () => {
    const { sent, transport } = fakeTransport();
    const a = await queue("anna@example.com");
    const b = await queue("bruno@example.com", "password-reset", { token: "r" }, "de");
    const later = await queue("carla@example.com");
    await handle.db.update(emailOutbox).set({ sendAfter: sql`now() + interval '1 hour'` }).where(eq(emailOutbox.id, later.id));
    const worker = start(transport);
    expect(await worker.deliverDue()).toBe(2);
    expect(await worker.deliverDue()).toBe(0);
    expect(sent.map((m) => m.to)).toEqual(["anna@example.com", "bruno@example.com"]);
    expect(sent[1]!.links[0]).toBe("https://shop.example.com/de/password-reset?token=r");
    // The one-time token leaves the table once its mail is sent.
    expect(await readMail(a.id)).toMatchObject({ status: "sent", attempts: 0, lastError: null, payload: {} });
    expect((await readMail(b.id)).sentAt).toBeInstanceOf(Date);
    expect((await readMail(later.id)).status).toBe("pending");
  });

  it("sends more than one batch in one call", async () => {
    const { sent, transport } = fakeTransport();
    for (let i = 0; i < 12; i++) await queue(`many${i}@example.com`);
    expect(await start(transport).deliverDue()).toBe(12);
    expect(new Set(sent.map((m) => m.to)).size).toBe(12);
  });

  it("retries a failed send later and later (1, 2, 4 … minutes), and gives up after 8 attempts", async () => {
    const { transport } = fakeTransport(() => true);
    const mail = await queue("nobody@example.com");
    const worker = start(transport);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      expect(await worker.deliverDue()).toBe(0);
      const row = await readMail(mail.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe("550 mailbox unavailable");
      if (attempt < MAX_MAIL_ATTEMPTS) {
        expect(row.status).toBe("pending");
        const minutes = (row.sendAfter.getTime() - Date.now()) / 60_000;
        expect(minutes).toBeGreaterThan(retryDelayMinutes(attempt) - 0.5);
        expect(minutes).toBeLessThan(retryDelayMinutes(attempt) + 0.5);
        // Not due yet: nothing is tried before its time.
        expect(await worker.deliverDue()).toBe(0);
        expect((await readMail(mail.id)).attempts).toBe(attempt);
        await handle.db.update(emailOutbox).set({ sendAfter: sql`now()` }).where(eq(emailOutbox.id, mail.id));
      } else {
        expect(row.status).toBe("failed");
      }
    }
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it("marks a mail of an unknown template failed with the reason, and goes on with the others", async () => {
    const { sent, transport } = fakeTransport();
    const odd = await queue("odd@example.com", "order-teleported", {});
    const good = await queue("good@example.com");
    expect(await start(transport).deliverDue()).toBe(1);
    expect(await readMail(odd.id)).toMatchObject({ status: "failed", lastError: 'unknown template "order-teleported"' });
    expect((await readMail(good.id)).status).toBe("sent");
    expect(sent).toHaveLength(1);
  });

  it("polls on its own", async () => {
    const { sent, transport } = fakeTransport();
    start(transport, 20);
    await queue("polled@example.com");
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toContain("polled@example.com"), { timeout: 5_000 });
  });

  it("stop() waits for the batch in progress, which is finished and recorded", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let sending = false;
    const transport: MailTransport = { name: "slow", send: async () => { sending = true; await gate; } };
    const mail = await queue("slow@example.com");
    const worker = start(transport);
    const delivering = worker.deliverDue();
    await vi.waitFor(() => expect(sending).toBe(true));
    let stopped = false;
    const stopping = worker.stop().then(() => { stopped = true; });
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await delivering).toBe(1);
    expect((await readMail(mail.id)).status).toBe("sent");
    expect(await worker.deliverDue()).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE === "postgres")("two workers on one table never send a mail twice (PostgreSQL)", async () => {
    const count = 150;
    const rows = await handle.db.insert(emailOutbox)
      .values(Array.from({ length: count }, (_, i) => ({ to: `race${i}@example.com`, template: "account-exists", lang: "it", payload: {} })))
      .returning({ id: emailOutbox.id });
    const sends: string[] = [];
    const transport: MailTransport = {
      name: "recording",
      send: async (mail) => { sends.push(mail.to); await new Promise((r) => setTimeout(r, Math.random() * 3)); },
    };
    const one = start(transport);
    const two = start(transport);
    const totals = await Promise.all([one.deliverDue(), two.deliverDue(), one.deliverDue(), two.deliverDue()]);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(count);
    expect(sends).toHaveLength(count);
    expect(new Set(sends).size).toBe(count);
    // Both workers did part of the work: they really ran side by side.
    expect(totals[0]! + totals[2]!).toBeGreaterThan(0);
    expect(totals[1]! + totals[3]!).toBeGreaterThan(0);
    const statuses = await handle.db.select({ status: emailOutbox.status }).from(emailOutbox).where(inArray(emailOutbox.id, rows.map((r) => r.id)));
    expect(statuses.every((s) => s.status === "sent")).toBe(true);
  });
});
