import type { AppLoadContext } from "react-router";
import { defaultCountryFor, parseIpCountryAnswer } from "#domain/phone.ts";
import type { Locale } from "#domain/locale.ts";

const guesses = new Map<string, { country: string | null; at: number }>();
const KEEP_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT = 10_000;
const TIMEOUT_MS = 1_500;
const MAX_ANSWER_BYTES = 1_024;

/** The service's address for one client: `{ip}` in IP_COUNTRY_URL is replaced, or the address is appended. */
export function ipCountryRequestUrl(template: string, ip: string): string {
  const encoded = encodeURIComponent(ip);
  return template.includes("{ip}") ? template.replaceAll("{ip}", encoded) : `${template.replace(/\/?$/, "/")}${encoded}`;
}

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString("utf8");
}

/**
 * Spec §5 and §7: the phone field's first country comes from the IP-to-country service when the
 * owner configured one ("1;CH;…" → CH), else from the page's language. The fetch is fenced (the
 * configured host only, no redirects, 1.5 s, 1 kB) and its answer kept a day per address, so a
 * slow or failing service costs a page at most once a day and never breaks it.
 */
export async function guessPhoneCountry(context: Pick<AppLoadContext, "ipCountryUrl" | "clientIp" | "log" | "onPersonalAnswer">, lang: Locale): Promise<string> {
  const fallback = defaultCountryFor(lang);
  const ip = context.clientIp;
  if (!context.ipCountryUrl || !ip || ip === "unknown") return fallback;
  // A page that shows the shopper's own country is that shopper's (never kept for others: server/page-cache.ts).
  context.onPersonalAnswer?.("phone country");
  const kept = guesses.get(ip);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.country ?? fallback;
  let country: string | null = null;
  try {
    const response = await fetch(ipCountryRequestUrl(context.ipCountryUrl, ip), { redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
    country = parseIpCountryAnswer(response.ok ? await readCapped(response) : "");
  } catch (error) {
    context.log("warn", "unable to fetch the country", { error: error instanceof Error ? error.message : String(error) });
  }
  if (guesses.size >= MAX_KEPT) guesses.clear();
  guesses.set(ip, { country, at: Date.now() });
  return country ?? fallback;
}
