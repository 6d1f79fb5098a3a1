import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./entry.server.tsx";

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("lowPriorityModulePreloads", () => {
  const page = '<html><head><title>Caffè</title><link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>' +
    '<body><p>Il caffè è pronto</p><link rel="modulepreload" href="/later.js"/></body></html>';

  it("lowers the head's script preloads, however the stream is cut, and leaves the rest byte for byte", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 3, 7, 40, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const html = await through(chunks);
      expect(html).toBe(page
        .replace('<link rel="modulepreload" href="/a.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
        .replace('<link rel="modulepreload" href="/b.js"/>', '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>'));
    }
  });

  it("passes a document without a head unchanged", async () => {
    expect(await through([Buffer.from("<p>è</p>")])).toBe("<p>è</p>");
  });
});
