import type { Database, DatabaseHandle } from "#db/client.ts";
import { claimDueMails, markMailAttemptFailed, markMailFailed, markMailSent, readShopName } from "./mail-outbox.queries.ts";
import { MailTemplateError, renderMail } from "./mail-templates.ts";
import type { MailLogger, MailTransport } from "./mail-transport.ts";

export const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 5;
/** How long a claimed mail is hidden from other claims: far longer than one batch's sends with their timeouts. */
const LEASE_SECONDS = 5 * 60;

export interface MailDeliveryOptions {
  db: Database;
  kind: DatabaseHandle["kind"];
  transport: MailTransport;
  publicBaseUrl: string;
  /** Signs an order's links (api/orders/order-access.ts): a guest opens them in any browser. */
  orderKey?: (orderId: string) => string;
  confirmToken?: (subscriptionId: string) => string;
  logger: MailLogger;
  /** Pause between polls; the first poll comes after one pause. */
  intervalMs?: number;
  batchSize?: number;
}

export interface MailDelivery {
  /** Stops polling and resolves when the batch in progress is done (graceful shutdown: before the database closes). */
  stop(): Promise<void>;
  /** Sends every due mail now; resolves to how many were sent. Calls queue one behind the other. */
  deliverDue(): Promise<number>;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The worker that empties email_outbox: claims due mails in small batches, sends, records the outcome. */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { db, kind, transport, logger } = options;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);

  const deliverBatch = async (): Promise<{ sent: number; claimed: number }> => {
    const mails = await claimDueMails(db, kind, batchSize, LEASE_SECONDS);
    if (mails.length === 0) return { sent: 0, claimed: 0 };
    const context = {
      shopName: await readShopName(db), publicBaseUrl: options.publicBaseUrl,
      ...(options.orderKey ? { orderKey: options.orderKey } : {}), ...(options.confirmToken ? { confirmToken: options.confirmToken } : {}),
    };
    let sent = 0;
    // A claimed batch is always finished, even after stop(): its mails would otherwise wait out the lease.
    for (const mail of mails) {
      let rendered;
      try {
        rendered = renderMail(mail, context);
      } catch (error) {
        if (!(error instanceof MailTemplateError)) throw error;
        await markMailFailed(db, mail, error.message);
        logger.error("mail failed: it cannot be rendered", { id: mail.id, template: mail.template, error: error.message });
        continue;
      }
      try {
        await transport.send({ to: mail.to, ...rendered });
      } catch (error) {
        const status = await markMailAttemptFailed(db, mail, message(error), MAX_MAIL_ATTEMPTS);
        logger[status === "failed" ? "error" : "warn"](status === "failed" ? "mail failed: no more attempts" : "mail not sent: will retry", {
          id: mail.id, template: mail.template, attempts: mail.attempts + 1, error: message(error),
        });
        continue;
      }
      // If the process dies here, or this update fails, the mail was sent but is still 'pending': it goes
      // out once more when its lease ends. We accept a rare duplicate; we never accept a lost mail.
      await markMailSent(db, mail.id);
      sent++;
    }
    return { sent, claimed: mails.length };
  };

  const deliverAll = async (): Promise<number> => {
    let total = 0;
    while (!stopped) {
      const { sent, claimed } = await deliverBatch();
      total += sent;
      // Not `claimed < batchSize`: on PostgreSQL a short claim may only mean another node holds some rows.
      if (claimed === 0) break;
    }
    return total;
  };

  const deliverDue = (): Promise<number> => {
    const next = current.catch(() => 0).then(deliverAll);
    current = next;
    return next;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      deliverDue()
        .catch((error: unknown) => logger.error("mail delivery failed", { error: message(error) }))
        .finally(schedule);
    }, options.intervalMs ?? 5_000);
    // The worker alone never keeps the process alive.
    timer.unref();
  };
  schedule();

  return {
    deliverDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => {});
    },
  };
}
