import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMail } from "./mail-templates.ts";
import { chooseMailTransport, createSmtpTransport, type MailLogger } from "./mail-transport.ts";

interface Received { from: string; to: string[]; raw: string; user?: string }

/** Quoted-printable body lines back to text (soft breaks and =XX bytes), enough to read a mail's text part. */
function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
}

describe("SMTP transport", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("bad credentials"));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8"), user: session.user as string,
          });
          callback();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers subject, recipient, sender and text to a real SMTP server, logging in with the URL's user", async () => {
    const transport = createSmtpTransport(`smtp://shop:s3cret@127.0.0.1:${port}`, "Bottega Rossi <shop@example.com>");
    const mail = renderMail({ template: "account-activation", lang: "en", payload: { token: "abc123" } }, { shopName: "Bottega", publicBaseUrl: "https://shop.example.com" });
    await transport.send({ to: "anna@example.com", ...mail });
    transport.close();
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got).toMatchObject({ from: "shop@example.com", to: ["anna@example.com"], user: "shop" });
    expect(got.raw).toContain("Subject: Activate your Bottega account");
    expect(got.raw).toContain("To: anna@example.com");
    expect(got.raw).toContain("multipart/alternative");
    const text = decodeQuotedPrintable(got.raw);
    expect(text).toContain("https://shop.example.com/en/active-user?token=abc123");
    expect(text).toContain("This link is valid for 48 hours.");
  });

  it("fails the send (so the worker retries) when the server refuses the login", async () => {
    const transport = createSmtpTransport(`smtp://shop:wrong@127.0.0.1:${port}`, "shop@example.com");
    await expect(transport.send({ to: "x@example.com", subject: "s", text: "t", html: "<p>t</p>", links: [] })).rejects.toThrow();
    transport.close();
  });
});

describe("chooseMailTransport", () => {
  const lines: string[] = [];
  const logger: MailLogger = { info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };

  it("uses SMTP when SMTP_URL is set, the log outside production, and nothing in production (with one warning)", async () => {
    expect(chooseMailTransport({ smtpUrl: "smtp://127.0.0.1:2525", mailFrom: "a@b.c", production: true, logger })?.name).toBe("smtp");
    const log = chooseMailTransport({ mailFrom: "a@b.c", production: false, logger });
    await log!.send({ to: "dev@example.com", subject: "Hi", text: "", html: "", links: ["http://localhost:3000/active-user?token=t"] });
    expect(lines).toEqual(["info mail (not sent: SMTP_URL is not set)"]);
    expect(chooseMailTransport({ mailFrom: "a@b.c", production: true, logger })).toBeNull();
    expect(lines.at(-1)).toBe("warn SMTP_URL is not set: e-mails stay queued in email_outbox");
  });

  it("sends nothing for a shop on this machine without SMTP: its mails stay, tokens and all, for its mailbox page", () => {
    const before = lines.length;
    expect(chooseMailTransport({ mailFrom: "a@b.c", production: true, logger, localMailboxUrl: "http://localhost:3000/__dev/mail" })).toBeNull();
    expect(chooseMailTransport({ mailFrom: "a@b.c", production: false, logger, localMailboxUrl: "http://localhost:3000/__dev/mail" })).toBeNull();
    expect(lines.length).toBe(before);
    expect(chooseMailTransport({ smtpUrl: "smtp://127.0.0.1:2525", mailFrom: "a@b.c", production: true, logger, localMailboxUrl: "http://localhost:3000/__dev/mail" })?.name).toBe("smtp");
  });
});
