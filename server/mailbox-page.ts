import type { DevMailboxMail } from "#api/mail/mail-dev-mailbox.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
main{max-width:48rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem}h2{font-size:1.15rem;margin:0 0 .25rem}
article{background:#fff;border:1px solid #d6d3d1;border-radius:.5rem;padding:1rem;margin:1rem 0}
.meta{color:#44403c;font-size:.875rem;margin:0 0 .75rem}pre{white-space:pre-wrap;font:inherit;font-size:.9rem;margin:.75rem 0 0}
a{color:#1d4ed8}form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}input,button{font:inherit;padding:.4rem .6rem;min-height:2.75rem}`;

/**
 * The shop's own mailbox (issue 19): the e-mails a shop on this machine without an SMTP server would have
 * sent, newest first, each with its links, so that a newcomer can activate an account or reset a password.
 * A tool page for whoever runs the shop, in English like the shop's commands; each e-mail in its own language.
 */
export function mailboxPage(mails: DevMailboxMail[], options: { to: string | null; shopUrl: string }): string {
  const items = mails.map((mail, i) => `<article lang="${escapeHtml(mail.lang)}" aria-labelledby="mail-${i}">
<h2 id="mail-${i}">${escapeHtml(mail.subject || mail.template)}</h2>
<p class="meta" lang="en">To ${escapeHtml(mail.to)} · ${escapeHtml(new Date(mail.createdAt).toUTCString())} · ${escapeHtml(mail.template)}</p>
${mail.links.length ? `<ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join("")}</ul>` : ""}
<pre>${escapeHtml(mail.text)}</pre>
</article>`).join("\n");
  const filter = options.to ? ` to ${escapeHtml(options.to)}` : "";
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>The shop's mailbox</title><style>${STYLE}</style></head>
<body><main>
<h1>The shop's mailbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so the shop sends no e-mail: they wait here, readable from
this machine only, and go out once <code>SMTP_URL</code> is set (docs/operations.md, "E-mail"). <a href="${escapeHtml(options.shopUrl)}">Back to the shop</a></p>
<form method="get"><label for="to">Only the e-mails to</label>
<input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(options.to ?? "")}"><button type="submit">Show</button></form>
<p>${mails.length === 0 ? `No e-mail${filter} yet.` : `The last ${mails.length} e-mail${mails.length === 1 ? "" : "s"}${filter}, newest first.`}</p>
${items}
</main></body></html>`;
}
