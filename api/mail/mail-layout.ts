/** A mail is a subject and a column of paragraphs and buttons; this file turns it into text and HTML. */
export type MailBlock = { text: string } | { action: string; url: string; fallback?: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Every link of the mail, in order: the dev mailbox and the log transport show them. */
  links: string[];
  /** Headers of its own: a marketing mail's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const P = `margin:0 0 16px;${FONT}font-size:15px;line-height:1.5;color:#222;`;
const BUTTON = `display:inline-block;padding:12px 20px;border-radius:4px;background:#222;color:#fff;${FONT}font-size:15px;font-weight:bold;text-decoration:none;`;
const SMALL = `margin:0 0 16px;${FONT}font-size:12px;line-height:1.5;color:#666;word-break:break-all;`;

/** Every value that reaches the HTML goes through escapeHtml: messages, the shop's name, links. */
export function layoutMail(lang: string, subject: string, blocks: MailBlock[], footer: string): RenderedMail {
  const text: string[] = [];
  const html: string[] = [];
  const links: string[] = [];
  for (const block of blocks) {
    if ("text" in block) {
      text.push(block.text);
      html.push(`<p style="${P}">${escapeHtml(block.text)}</p>`);
      continue;
    }
    links.push(block.url);
    text.push(`${block.action}\n${block.url}`);
    const href = escapeHtml(block.url);
    html.push(`<p style="margin:0 0 16px;"><a href="${href}" style="${BUTTON}">${escapeHtml(block.action)}</a></p>`);
    if (block.fallback) html.push(`<p style="${SMALL}">${escapeHtml(block.fallback)}<br><a href="${href}" style="color:#666;">${href}</a></p>`);
  }
  text.push(`-- \n${footer}`);
  html.push(`<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 16px;"><p style="${SMALL}">${escapeHtml(footer)}</p>`);
  return {
    subject,
    text: `${text.join("\n\n")}\n`,
    html: [
      `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
      `<title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f5f5f5;">`,
      `<div style="max-width:560px;margin:0 auto;padding:32px;background:#fff;">${html.join("")}</div></body></html>`,
    ].join(""),
    links,
  };
}
