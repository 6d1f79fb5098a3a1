import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

export interface PageBytes { html: Sizes; js: Sizes; css: Sizes; requests: number }
interface Sizes { raw: number; gzip: number }

export const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/**
 * What a first visit loads, counted in Chromium: the document, every script and style sheet (inline
 * CSS included), raw and gzip. Links the page prefetches for later pages are not the first visit's.
 */
export async function firstVisitBytes(visits: { url: string; cookies: { name: string; value: string; url: string }[] }[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const out: PageBytes[] = [];
    for (const { url, cookies } of visits) {
      const context = await browser.newContext();
      if (cookies.length) await context.addCookies(cookies);
      const page = await context.newPage();
      // Links the page prefetches once it runs are for the next pages: only what loads before hydration counts.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated) { (window as any).__hydratedAt = performance.now(); observer.disconnect(); }
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      const bodies: { type: string; url: string; body: Buffer }[] = [];
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (!["document", "script", "stylesheet"].includes(type)) return;
        if (type === "document" && response.url() !== url) return;
        pending.push(response.body().then((body) => { bodies.push({ type, url: response.url(), body }); }, () => {}));
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() => (window as any).__hydratedAt !== undefined, null, { timeout: 15_000 });
      await Promise.all(pending);
      const early = new Set(await page.evaluate(() => performance.getEntriesByType("resource")
        .filter((e) => e.startTime <= (window as any).__hydratedAt).map((e) => e.name)));
      const counted = bodies.filter((b) => b.type === "document" || early.has(b.url));
      const inlineCss = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join(""));
      const sum = (type: string) => counted.filter((b) => b.type === type).reduce(
        (s, b) => ({ raw: s.raw + b.body.length, gzip: s.gzip + gzipSync(b.body).length }), { raw: 0, gzip: 0 });
      const css = sum("stylesheet");
      const inline = Buffer.from(inlineCss);
      out.push({
        html: sum("document"), js: sum("script"),
        css: { raw: css.raw + inline.length, gzip: css.gzip + (inline.length ? gzipSync(inline).length : 0) },
        requests: counted.length,
      });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/**
 * One visit of each page as Lighthouse's phone sees it (412 × 823 at 1.75×), before Lighthouse runs:
 * the image sizes a phone asks for are made once by the server (then kept), and making them must not
 * share the two cores with the browser being measured. A shop's pages meet their first visitor once.
 */
export async function warmUpAsPhone(urls: string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    await browser.close();
  }
}
