import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers?: Record<string, string>;
}

/** Sends one mail or throws; the delivery worker retries what throws. */
export interface MailTransport {
  name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** What the mail code logs with; the server's logger fits it. */
export interface MailLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** SMTP_URL (smtp:// or smtps://, user and password in the URL); `from` is MAIL_FROM. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport & { close(): void } {
  // Timeouts well inside the delivery lease, so a hung server cannot make a claimed mail go out twice.
  const transporter = nodemailer.createTransport({
    url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000,
  });
  return {
    name: "smtp",
    send: async (mail) => {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) });
    },
    close: () => transporter.close(),
  };
}

/** Development and tests without SMTP: one log line per mail, with its links (an activation link in the console). */
export function createLogTransport(logger: MailLogger): MailTransport {
  return {
    name: "log",
    send: async (mail) => { logger.info("mail (not sent: SMTP_URL is not set)", { to: mail.to, subject: mail.subject, links: mail.links }); },
  };
}

/**
 * SMTP when SMTP_URL is set. Else, a shop on this machine (`localMailboxUrl`, the quick start, development)
 * sends nothing: its mails stay pending in email_outbox, one-time tokens included, and are read on its mailbox
 * page (server/app.ts; a sent mail's token leaves the table, so a sent mail could not be read there). Else the
 * log transport outside production; else none: in production a mail must not count as sent when it was not,
 * so it stays pending (with one warning).
 */
export function chooseMailTransport(options: { smtpUrl?: string; mailFrom: string; production: boolean; logger: MailLogger; localMailboxUrl?: string }): MailTransport | null {
  if (options.smtpUrl) return createSmtpTransport(options.smtpUrl, options.mailFrom);
  if (options.localMailboxUrl) return null;
  if (!options.production) return createLogTransport(options.logger);
  options.logger.warn("SMTP_URL is not set: e-mails stay queued in email_outbox");
  return null;
}
