import type { Database } from "#db/client.ts";
import { normalizeEmail } from "#domain/email.ts";
import { listMailsTo, readShopName } from "./mail-outbox.queries.ts";
import { renderMail, type MailContext } from "./mail-templates.ts";

export interface DevMailboxMail {
  to: string;
  lang: string;
  template: string;
  status: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
  createdAt: string;
}

const MAILBOX_SIZE = 20;

/**
 * The last mails queued for one address (or for any, `to` null), newest first, whatever their status,
 * rendered as they would be sent: developers, end-to-end tests and a newcomer on the quick start read
 * activation and reset links here (the shop's own mailbox, server/env.ts hasLocalMailbox).
 */
export async function readDevMailbox(
  db: Database, to: string | null, publicBaseUrl: string, keys: Pick<MailContext, "orderKey" | "confirmToken"> = {},
): Promise<{ mails: DevMailboxMail[] }> {
  const [rows, shopName] = await Promise.all([listMailsTo(db, to === null ? null : normalizeEmail(to), MAILBOX_SIZE), readShopName(db)]);
  const mails = rows.map((row): DevMailboxMail => {
    const base = { to: row.to, lang: row.lang, template: row.template, status: row.status, createdAt: row.createdAt.toISOString() };
    try {
      const { subject, text, links, headers = {} } = renderMail(row, { shopName, publicBaseUrl, ...keys });
      return { ...base, subject, text, links, headers };
    } catch (error) {
      return { ...base, subject: "", text: `This mail cannot be rendered: ${error instanceof Error ? error.message : String(error)}`, links: [], headers: {} };
    }
  });
  return { mails };
}
