import { Transform } from "node:stream";
import type { Locale } from "#domain/locale.ts";
import { COOKIE } from "./cookies.ts";

/**
 * The page's scripts load once the page has loaded and painted, not while it does.
 *
 * The server-rendered page works without JavaScript (links, forms, the menu), so its scripts only
 * enhance it. On a slow phone network the 130-odd kB of modules that React Router preloads in the head
 * shared the bandwidth with the first screen's pictures, and the largest picture waited for them.
 * This stream transform takes React Router's output apart in two places:
 * - the head's `<link rel="modulepreload">` tags are dropped and their addresses kept;
 * - the inline module script that imports the route modules and hydrates (`<script type="module" async>`)
 *   becomes inert text (`type="text/x-vetrina-module"`), followed by a small classic script that, after the
 *   `load` event and the next frame (at the latest three seconds after it ran, should a picture keep the
 *   page loading), or at the shopper's first key or touch if that comes sooner, adds the preloads back and
 *   inserts the module script with the same text and the page's nonce. (Hydration later drops those preload
 *   links from the head, which React did not render; the modules are loaded by then.)
 * Everything else passes byte for byte. Only React Router's own tag is taken (`<script nonce="…" type="module"
 * async="">`, after its context script); a page without it passes unchanged but for the dropped preloads, so its
 * modules would load one after another (the browser test in tests/e2e/navigation.spec.ts fails first).
 */
export function deferScriptsUntilLoaded(options: { language?: Locale } = {}): Transform {
  let state: "head" | "body" | "script" | "done" = "head";
  let contextSeen = false;
  let pending: Buffer = Buffer.alloc(0);
  const preloads: string[] = [];

  function rewriteHead(head: string): string {
    return head.replace(/<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const out: Buffer[] = [];
      for (;;) {
        if (state === "head") {
          const end = pending.indexOf("</head>");
          if (end < 0) break;
          out.push(Buffer.from(rewriteHead(pending.subarray(0, end).toString("utf8")), "utf8"));
          pending = pending.subarray(end);
          state = "body";
        } else if (state === "body") {
          // React Router's module script comes after its context script: look for it only past that.
          const wanted = contextSeen ? MODULE_MARKER : CONTEXT_MARKER;
          const found = pending.indexOf(wanted);
          if (found < 0) {
            // Keep a tail that may hold the start of the tag; pass the rest on.
            const keep = Math.min(pending.length, TAG_TAIL);
            out.push(pending.subarray(0, pending.length - keep));
            pending = pending.subarray(pending.length - keep);
            break;
          }
          // Only React Router's own tag, whole: `<script nonce="…" type="module" async="">`. Anything else
          // holding the same words passes as it is.
          const start = contextSeen ? pending.lastIndexOf("<script", found) : -1;
          if (!contextSeen || start < 0 || !OWN_TAG_START.test(pending.subarray(start, found).toString("utf8"))) {
            contextSeen = true;
            out.push(pending.subarray(0, found + wanted.length));
            pending = pending.subarray(found + wanted.length);
            continue;
          }
          out.push(pending.subarray(0, start));
          pending = pending.subarray(start);
          state = "script";
        } else if (state === "script") {
          const end = pending.indexOf("</script>");
          if (end < 0) break;
          out.push(Buffer.from(deferredScript(pending.subarray(0, end + "</script>".length).toString("utf8"), preloads, options.language), "utf8"));
          pending = pending.subarray(end + "</script>".length);
          state = "done";
        } else {
          out.push(pending);
          pending = Buffer.alloc(0);
          break;
        }
      }
      callback(null, out.length ? Buffer.concat(out) : undefined);
    },
    flush(callback) {
      callback(null, pending.length ? pending : null);
    },
  });
}

const MODULE_MARKER = 'type="module" async="">';
/** React Router's context script comes before its module script. */
const CONTEXT_MARKER = "window.__reactRouterContext = ";
const OWN_TAG_START = /^<script(?: nonce="[A-Za-z0-9+/=_-]*")? $/;
/** How long the scripts wait at most for the page's pictures. */
export const LOAD_WAIT_MS = 3000;
/** Longer than `<script nonce="…" ` with a 24-character nonce and the marker. */
const TAG_TAIL = 200;

/** The inert copy of React Router's module script, and the classic script that starts it later. */
function deferredScript(tag: string, preloads: string[], language: Locale | undefined): string {
  const open = tag.indexOf(MODULE_MARKER);
  const nonce = /nonce="([^"]*)"/.exec(tag.slice(0, open))?.[1];
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const inert = `<script${nonceAttribute} id="vt-boot" type="text/x-vetrina-module">${tag.slice(open + MODULE_MARKER.length)}`;
  return `${inert}<script${nonceAttribute}>${language ? languageCookieScript(language) : ""}${bootScript(preloads)}</script>`;
}

/**
 * Spec §9's i18n_redirected remembers the language of the last page read. The page writes it as it runs
 * rather than the server with a Set-Cookie, which would keep any cache from storing a page that is the same
 * for everyone (server/page-cache.ts); no page reads it on the server. The language switch's answer still
 * sets it, without JavaScript too. Here and not in the root's code: every page's script would carry it.
 */
function languageCookieScript(language: Locale): string {
  const { name, maxAge } = COOKIE.locale;
  return `document.cookie="${name}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");`;
}

function bootScript(preloads: string[]): string {
  // JSON of addresses cannot close the script tag: React Router's asset paths hold no "<".
  // What started the scripts is kept in window.__vetrinaScriptsStartedBy ("load", "timeout" or an event type).
  return `(function(p){var d=document,b=d.getElementById("vt-boot"),s=0;function go(r){if(s)return;s=1;window.__vetrinaScriptsStartedBy=r;` +
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=b.nonce;d.head.appendChild(l)});` +
    `var m=d.createElement("script");m.type="module";m.nonce=b.nonce;m.textContent=b.textContent;d.body.appendChild(m)}` +
    `function later(){requestAnimationFrame(function(){setTimeout(function(){go("load")},0)})}` +
    `if(d.readyState==="complete")later();else{addEventListener("load",later,{once:true});setTimeout(function(){go("timeout")},${LOAD_WAIT_MS})}` +
    `["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,function(){go(t)},{once:true,capture:true,passive:true})})` +
    `})(${JSON.stringify(preloads)})`;
}
