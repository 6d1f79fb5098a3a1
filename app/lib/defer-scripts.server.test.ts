import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferScriptsUntilLoaded, LOAD_WAIT_MS } from "./defer-scripts.server.ts";

const MODULE_TEXT = '\nimport * as route0 from "/assets/root-a1.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client-b2.js");';
const PAGE =
  '<!DOCTYPE html><html lang="it"><head><title>Caffè è pronto</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-b2.js" nonce="n0nce=="/>' +
  '<link rel="modulepreload" href="/assets/root-a1.js" nonce="n0nce=="/><style>p{color:red}</style></head>' +
  '<body><main id="main"><p>Il caffè è pronto ☕</p></main>' +
  '<script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce==" type="module" async="">${MODULE_TEXT}</script>` +
  '<script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>';

async function through(page: string, size: number, options: Parameters<typeof deferScriptsUntilLoaded>[0] = {}): Promise<string> {
  const bytes = Buffer.from(page, "utf8");
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferScriptsUntilLoaded(options))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

/** Runs the boot script against a tiny fake document and tells what it did and when. */
function boot(html: string, readyState: "loading" | "complete") {
  const script = /<script nonce="n0nce==">(\(function\(p\).*?)<\/script>/.exec(html)![1]!;
  const added: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const element = (tag: string) => ({ tag }) as (typeof added)[number];
  const window: { __vetrinaScriptsStartedBy?: string } = {};
  const bootElement = { nonce: "n0nce==", textContent: MODULE_TEXT };
  runInNewContext(script, {
    window,
    document: {
      readyState,
      getElementById: (id: string) => (id === "vt-boot" ? bootElement : null),
      createElement: element,
      head: { appendChild: (e: (typeof added)[number]) => added.push(e) },
      body: { appendChild: (e: (typeof added)[number]) => added.push(e) },
    },
    addEventListener: (type: string, fn: () => void) => { listeners[type] = fn; },
    requestAnimationFrame: (fn: () => void) => fn(),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return { added, listeners, timers, startedBy: () => window.__vetrinaScriptsStartedBy };
}

describe("deferScriptsUntilLoaded", () => {
  it("writes the language cookie of spec §9 as the page runs, for 365 days, Secure under HTTPS", async () => {
    const html = await through(PAGE, 64, { language: "de" });
    const script = /<script nonce="n0nce==">(document\.cookie=.*?;)\(function\(p\)/.exec(html)![1]!;
    for (const protocol of ["http:", "https:"]) {
      const document = { cookie: "" };
      runInNewContext(script, { document, location: { protocol } });
      expect(document.cookie).toBe(`i18n_redirected=de; Path=/; Max-Age=31536000; SameSite=Lax${protocol === "https:" ? "; Secure" : ""}`);
    }
    expect(await through(PAGE, 64)).not.toContain("i18n_redirected");
  });

  it("drops the head's preloads and makes the module script inert, however the stream is cut, leaving the rest byte for byte", async () => {
    const expected = await through(PAGE, PAGE.length * 4);
    const page = expected.replace(/<script nonce="n0nce==">\(function\(p\).*?<\/script>/, "");
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('type="module"');
    expect(page).toContain(`<script nonce="n0nce==" id="vt-boot" type="text/x-vetrina-module">${MODULE_TEXT}</script>`);
    expect(page.replace(' id="vt-boot" type="text/x-vetrina-module"', ' type="module" async=""')).toBe(PAGE.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    for (const size of [1, 2, 5, 13, 64, 200]) expect(await through(PAGE, size)).toBe(expected);
  });

  it("starts the scripts after the load event and a frame, with the preloads and the page's nonce", async () => {
    const { added, listeners, timers, startedBy } = boot(await through(PAGE, 64), "loading");
    expect(added).toEqual([]);
    listeners.load!();
    timers.find((t) => t.ms === 0)!.fn();
    expect(startedBy()).toBe("load");
    expect(added.map((e) => [e.tag, e.rel ?? e.type, e.href ?? null, e.nonce])).toEqual([
      ["link", "modulepreload", "/assets/entry.client-b2.js", "n0nce=="],
      ["link", "modulepreload", "/assets/root-a1.js", "n0nce=="],
      ["script", "module", null, "n0nce=="],
    ]);
    expect(added[2]!.textContent).toBe(MODULE_TEXT);
  });

  it("starts them once: at the first touch or key if sooner, or when the page is slow to load", async () => {
    const html = await through(PAGE, 64);
    const touched = boot(html, "loading");
    touched.listeners.touchstart!();
    touched.listeners.keydown!();
    touched.listeners.load!();
    for (const timer of touched.timers) timer.fn();
    expect(touched.added.filter((e) => e.tag === "script")).toHaveLength(1);
    expect(touched.startedBy()).toBe("touchstart");

    const slow = boot(html, "loading");
    slow.timers.find((t) => t.ms === LOAD_WAIT_MS)!.fn();
    expect(slow.added.filter((e) => e.tag === "script")).toHaveLength(1);
    expect(slow.startedBy()).toBe("timeout");
  });

  it("starts at once, after a frame, when the page has already loaded", async () => {
    const { added, timers } = boot(await through(PAGE, 64), "complete");
    timers.find((t) => t.ms === 0)!.fn();
    expect(added.filter((e) => e.tag === "script")).toHaveLength(1);
  });

  it("takes only React Router's own tag after its context script, not the same words elsewhere", async () => {
    // As text in a description, in a script before React Router's context, in an attribute: all left as they are.
    const lookalikes = '<p>type="module" async=""&gt;</p><script type="application/ld+json">{"x":"type=\\"module\\" async=\\"\\">"}</script>' +
      '<script nonce="n0nce==" type="module" async="">import "/evil.js";</script>';
    const page = PAGE.replace('<body><main id="main">', `<body>${lookalikes}<main id="main">`);
    for (const size of [1, 7, 64, page.length]) {
      const html = (await through(page, size)).replace(/<script nonce="n0nce==">\(function\(p\).*?<\/script>/, "");
      expect(html).toContain(lookalikes);
      expect(html).toContain(`<script nonce="n0nce==" id="vt-boot" type="text/x-vetrina-module">${MODULE_TEXT}</script>`);
    }
  });

  it("passes a page without React Router's scripts unchanged", async () => {
    const plain = "<html><head><title>è</title></head><body><p>è</p><script>1</script></body></html>";
    expect(await through(plain, 3)).toBe(plain);
  });
});
