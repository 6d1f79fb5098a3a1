import { chromium } from "@playwright/test";

/** Bytes of one kind of resource: decoded (`raw`) and as they crossed the wire, compressed, headers included (`wire`). */
export interface Sizes { raw: number; wire: number }
export interface PageBytes { html: Sizes; js: Sizes; css: Sizes; other: Sizes; requests: number }

export const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

/** How long the network must be quiet for a visit to be over; a page that never goes quiet is counted for 30 s. */
const QUIET_MS = 2_000;
const LONGEST_MS = 30_000;

/**
 * What a first visit really downloads (issue 18 §3), counted by Chromium's own network events: as a phone
 * (390 × 844 at 3×, touch), from the first request until the network has been quiet for two seconds after the
 * page's scripts ran, so the scripts' own downloads and the screens' code that links prefetch once visible
 * (spec §9) are counted too. `wire` is Chromium's `encodedDataLength` (compressed as the server sent it,
 * headers included); `raw` the decoded bodies. CSS inlined in the page is counted as CSS (raw and, as its
 * share of the compressed page, wire) as well as in the page.
 */
export async function firstVisitBytes(visits: { url: string; cookies: { name: string; value: string; url: string }[] }[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const out: PageBytes[] = [];
    for (const { url, cookies } of visits) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      if (cookies.length) await context.addCookies(cookies);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const kinds = new Map<string, keyof Omit<PageBytes, "requests">>();
      const decoded = new Map<string, number>();
      const totals: PageBytes = { html: { raw: 0, wire: 0 }, js: { raw: 0, wire: 0 }, css: { raw: 0, wire: 0 }, other: { raw: 0, wire: 0 }, requests: 0 };
      let last = Date.now();
      cdp.on("Network.requestWillBeSent", (event) => {
        const type = event.type ?? "Other";
        kinds.set(event.requestId, type === "Script" ? "js" : type === "Document" ? "html" : type === "Stylesheet" ? "css" : "other");
        last = Date.now();
      });
      cdp.on("Network.dataReceived", (event) => { decoded.set(event.requestId, (decoded.get(event.requestId) ?? 0) + event.dataLength); });
      cdp.on("Network.loadingFinished", (event) => {
        const kind = kinds.get(event.requestId) ?? "other";
        totals[kind].wire += event.encodedDataLength;
        totals[kind].raw += decoded.get(event.requestId) ?? 0;
        totals.requests += 1;
        last = Date.now();
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 });
      const began = Date.now();
      while (Date.now() - last < QUIET_MS && Date.now() - began < LONGEST_MS) await new Promise((resolve) => setTimeout(resolve, 200));
      const inlineCss = Buffer.byteLength(await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join("")));
      if (inlineCss) {
        totals.css.raw += inlineCss;
        totals.css.wire += Math.round(totals.html.wire * (inlineCss / Math.max(1, totals.html.raw)));
      }
      out.push(totals);
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

