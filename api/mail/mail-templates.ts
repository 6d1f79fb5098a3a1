import { z } from "zod";
import { localizedPath, toLocale, type Locale } from "#domain/locale.ts";
import { layoutMail, type MailBlock, type RenderedMail } from "./mail-layout.ts";
import { MAIL_MESSAGES, type MailMessages } from "./mail-messages/mail-messages.ts";
import { ORDER_TEMPLATES } from "./order-templates.ts";

/** A mail that can never be sent as it is (unknown template, payload without its token): retrying will not help. */
export class MailTemplateError extends Error {
  override name = "MailTemplateError";
}

export interface MailContext {
  shopName: string;
  /** PUBLIC_BASE_URL: links in mails are absolute. */
  publicBaseUrl: string;
  /** The order's own key (api/orders/order-access.ts), so an order's link opens in any browser, a guest's too. */
  orderKey?: (orderId: string) => string;
  /** Signs a newsletter confirmation link (api/newsletter/newsletter.queries.ts), as the mail is sent. */
  confirmToken?: (subscriptionId: string) => string;
}

export type LinkTo = (path: string, query: Record<string, string>) => string;
/** A page of the order (its page, or /cancel), with its key when the sender has one: where every order mail leads. */
export type OrderLink = (orderId: string, path?: "/order-success" | "/cancel" | "/withdrawal" | "/review") => string;
/**
 * A template's content. `unsubscribe`: the mail is marketing, and this is its unsubscribe page: it goes in
 * the List-Unsubscribe and List-Unsubscribe-Post headers too (RFC 2369, RFC 8058 one-click).
 */
export type Template = (m: MailMessages, payload: any, link: LinkTo, orderLink: OrderLink, context: MailContext) => { subject: string; blocks: MailBlock[]; unsubscribe?: string };

const tokenPayload = z.object({ token: z.string().min(1) });

/** Each template: the schema of its payload (written by the code that queues it) and its content. */
const TEMPLATES: Record<string, { payload: z.ZodType; build: Template }> = {
  "account-activation": {
    payload: tokenPayload,
    build: (m, p: { token: string }, link) => ({
      subject: m.activation.subject,
      blocks: [
        { text: m.greeting }, { text: m.activation.intro },
        { action: m.activation.action, url: link("/active-user", { token: p.token }), fallback: m.linkFallback },
        { text: m.activation.validity }, { text: m.activation.ignore }, { text: m.signature },
      ],
    }),
  },
  "password-reset": {
    payload: tokenPayload,
    build: (m, p: { token: string }, link) => ({
      subject: m.reset.subject,
      blocks: [
        { text: m.greeting }, { text: m.reset.intro },
        { action: m.reset.action, url: link("/password-reset", { token: p.token }), fallback: m.linkFallback },
        { text: m.reset.validity }, { text: m.reset.ignore }, { text: m.signature },
      ],
    }),
  },
  "account-exists": {
    payload: z.object({}),
    build: (m, _p, link) => ({
      subject: m.exists.subject,
      blocks: [
        { text: m.greeting }, { text: m.exists.intro },
        { text: m.exists.signIn }, { action: m.exists.signInAction, url: link("/profile", {}) },
        { text: m.exists.reset }, { action: m.exists.resetAction, url: link("/password-reset", {}) },
        { text: m.exists.ignore }, { text: m.signature },
      ],
    }),
  },
  "newsletter-confirm": {
    payload: z.object({ subscriptionId: z.string().min(1) }),
    build: (m, p: { subscriptionId: string }, link, _orderLink, context) => {
      if (!context.confirmToken) throw new MailTemplateError("newsletter-confirm: no key to sign the confirmation link (SESSION_SECRET)");
      const c = m.newsletterConfirm;
      return {
        subject: c.subject,
        blocks: [
          { text: m.greeting }, { text: c.intro },
          { action: c.action, url: link("/newsletter/confirm", { token: context.confirmToken(p.subscriptionId) }), fallback: m.linkFallback },
          { text: c.validity }, { text: c.ignore }, { text: m.signature },
        ],
      };
    },
  },
  "newsletter-welcome": {
    payload: z.object({ unsubscribeToken: z.string().min(1) }),
    build: (m, p: { unsubscribeToken: string }, link) => {
      const unsubscribe = link("/unsubscribe", { token: p.unsubscribeToken });
      return {
        subject: m.newsletter.subject,
        blocks: [
          { text: m.greeting }, { text: m.newsletter.intro }, { text: m.newsletter.unsubscribe },
          { action: m.newsletter.unsubscribeAction, url: unsubscribe },
          { text: m.signature },
        ],
        unsubscribe,
      };
    },
  },
  ...ORDER_TEMPLATES,
};

export const MAIL_TEMPLATES = Object.keys(TEMPLATES);

/** Fills `{shop}`; the result is plain text, escaped later where it meets HTML. */
function fill(text: string, shopName: string): string {
  return text.replaceAll("{shop}", shopName);
}

/** Renders one outbox row in its language (Italian when the language is not one of ours). Throws MailTemplateError. */
export function renderMail(mail: { template: string; lang: string; payload: unknown }, context: MailContext): RenderedMail {
  const template = Object.hasOwn(TEMPLATES, mail.template) ? TEMPLATES[mail.template] : undefined;
  if (!template) throw new MailTemplateError(`unknown template "${mail.template}"`);
  const parsed = template.payload.safeParse(mail.payload);
  if (!parsed.success) throw new MailTemplateError(`template "${mail.template}": invalid payload (${parsed.error.issues.map((i) => i.path.join(".") || i.message).join(", ")})`);
  const lang: Locale = toLocale(mail.lang);
  const base = context.publicBaseUrl.replace(/\/+$/, "");
  const link = (path: string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    return `${base}${localizedPath(lang, path)}${search ? `?${search}` : ""}`;
  };
  const shop = context.shopName.trim() || "Vetrina";
  const orderLink: OrderLink = (orderId, path = "/order-success") => link(path, { order: orderId, ...(context.orderKey ? { key: context.orderKey(orderId) } : {}) });
  const { subject, blocks, unsubscribe } = template.build(MAIL_MESSAGES[lang], parsed.data, link, orderLink, context);
  const filled = blocks.map((b): MailBlock => ("text" in b ? { text: fill(b.text, shop) } : { ...b, action: fill(b.action, shop) }));
  const rendered = layoutMail(lang, fill(subject, shop), filled, fill(MAIL_MESSAGES[lang].automatic, shop));
  // One-click unsubscribe (RFC 8058): the mailbox provider POSTs "List-Unsubscribe=One-Click" to the page, which unsubscribes.
  return unsubscribe ? { ...rendered, headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } } : rendered;
}
