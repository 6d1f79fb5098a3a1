// Product images for the demo store, drawn as flat illustrations in SVG and rendered with sharp.
// Everything here is a pure function of its input: the same spec always gives the same picture.
// Only generic font families are named, there are no external references and no <image> tags.

import sharp from "sharp";
import type { ProductImageKind } from "./content/types.ts";

export interface ProductImageSpec {
  kind: ProductImageKind;
  colours: [string, string];
  label: string;
  brand: string;
  seed: number;
  variantColour?: string;
}

// ---------------------------------------------------------------------------------------------
// Small utilities: numbers, random numbers, colours, XML text
// ---------------------------------------------------------------------------------------------

const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

/** A number written with at most one decimal, to keep the SVG small. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for XML and drops characters that XML does not allow. */
function esc(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    const bad = (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff;
    if (!bad) out += ENTITIES[ch] ?? ch;
  }
  return out;
}

function hashStr(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.min(b, Math.floor(this.range(a, b + 1)));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.min(arr.length - 1, Math.floor(this.next() * arr.length))] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  sign(): number {
    return this.next() < 0.5 ? -1 : 1;
  }
}

function seedOf(n: number): number {
  const v = Number.isFinite(n) ? Math.floor(Math.abs(n)) : 0;
  return (Math.imul(v ^ 0x5bd1e995, 0x9e3779b1) ^ (v >>> 7)) >>> 0;
}

type RGB = [number, number, number];

function parseHex(hex: string | undefined): RGB | undefined {
  if (typeof hex !== "string") return undefined;
  let h = hex.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/(.)/g, "$1$1");
  if (!/^[0-9a-f]{6}$/i.test(h)) return undefined;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(c: RGB): string {
  return "#" + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}

function rgbOf(hex: string): RGB {
  return parseHex(hex) ?? [128, 128, 128];
}

function norm(hex: string | undefined, fallback: string): string {
  const c = parseHex(hex);
  return c ? toHex(c) : fallback;
}

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, "#ffffff", t);
const darken = (c: string, t: number): string => mix(c, "#000000", t);

function lum(hex: string): number {
  const ch = rgbOf(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * (ch[0] ?? 0) + 0.7152 * (ch[1] ?? 0) + 0.0722 * (ch[2] ?? 0);
}

function contrast(a: string, b: string): number {
  const x = lum(a);
  const y = lum(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const INK = "#2b2320";
/** Dark or white text, whichever reads better on bg. */
function ink(bg: string, dark = INK): string {
  return contrast(bg, dark) >= contrast(bg, "#ffffff") ? dark : "#ffffff";
}

/** A colour from the same family that reads on bg (for small accents such as the brand name). */
function accentOn(bg: string, col: string): string {
  if (contrast(bg, col) >= 3) return col;
  const d = darken(col, 0.55);
  const l = lighten(col, 0.75);
  return contrast(bg, d) >= contrast(bg, l) ? d : l;
}

/** Lightens until the luminance is at least min. */
function atLeastLight(c: string, min: number): string {
  let out = c;
  for (let i = 0; i < 12 && lum(out) < min; i++) out = lighten(out, 0.18);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drawing context
// ---------------------------------------------------------------------------------------------

interface Ctx {
  r: Rng;
  c1: string;
  c2: string;
  body: string;
  label: string;
  brand: string;
  /** Motif for banners: no words, label areas show bars instead. */
  bare: boolean;
  defs: string[];
  made: Map<string, string>;
  n: number;
}

function makeCtx(spec: ProductImageSpec, bare = false): Ctx {
  const c1 = norm(spec.colours?.[0], "#8c5a2b");
  const c2 = norm(spec.colours?.[1], "#e8c66a");
  const label = String(spec.label ?? "").replace(/\s+/g, " ").trim();
  const brand = String(spec.brand ?? "").replace(/\s+/g, " ").trim();
  return {
    r: new Rng(seedOf(spec.seed) ^ hashStr(String(spec.kind) + "|" + label)),
    c1,
    c2,
    body: norm(spec.variantColour, c1),
    label,
    brand,
    bare,
    defs: [],
    made: new Map(),
    n: 0,
  };
}

function uid(c: Ctx, p: string): string {
  c.n++;
  return `${p}${c.n}`;
}

/** Adds a definition once (keyed) and gives back its id. */
function def(c: Ctx, key: string, make: (id: string) => string): string {
  const have = c.made.get(key);
  if (have) return have;
  const id = uid(c, "d");
  c.made.set(key, id);
  c.defs.push(make(id));
  return id;
}

type Stop = [number, string, number?];

function stops(list: Stop[]): string {
  return list
    .map(([o, col, a]) => `<stop offset="${f(o * 100)}%" stop-color="${col}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
}

function lg(c: Ctx, list: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
  const key = `lg|${JSON.stringify(list)}|${x1},${y1},${x2},${y2}`;
  const id = def(c, key, (id) => `<linearGradient id="${id}" x1="${f(x1 * 100)}%" y1="${f(y1 * 100)}%" x2="${f(x2 * 100)}%" y2="${f(y2 * 100)}%">${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

function rg(c: Ctx, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const key = `rg|${JSON.stringify(list)}|${cx},${cy},${r},${fx},${fy}`;
  const id = def(c, key, (id) => `<radialGradient id="${id}" cx="${f(cx * 100)}%" cy="${f(cy * 100)}%" r="${f(r * 100)}%" fx="${f(fx * 100)}%" fy="${f(fy * 100)}%">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

/** Horizontal shading of a round object (bottle, tin, jar). */
function cyl(c: Ctx, col: string, k = 1): string {
  return lg(c, [
    [0, darken(col, 0.3 * k)],
    [0.12, col],
    [0.3, lighten(col, 0.2 * k)],
    [0.48, col],
    [0.85, darken(col, 0.12 * k)],
    [1, darken(col, 0.34 * k)],
  ]);
}

/** Vertical shading, light on top. */
function vgrad(c: Ctx, top: string, bottom: string): string {
  return lg(c, [[0, top], [1, bottom]], 0, 0, 0, 1);
}

function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, o = 1): string {
  const fill = rg(c, [[0, "#1e140c", 0.34], [0.55, "#1e140c", 0.16], [1, "#1e140c", 0]]);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${o === 1 ? "" : ` opacity="${f(o * 100) === "0" ? 0 : o.toFixed(2)}"`}/>`;
}

/** A thin darker outline for light objects, so that they stand out from the light backdrop. */
function edge(col: string, w = 3): string {
  return lum(col) > 0.45 ? ` stroke="${darken(col, 0.25)}" stroke-width="${w}"` : "";
}

function clip(c: Ctx, shape: string): string {
  const id = uid(c, "c");
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `clip-path="url(#${id})"`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? " " + extra : ""}/>`;
}

function pts(list: Array<[number, number]>): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");
}

// Repeated marks are drawn as single paths: librsvg renders <pattern> fills slowly.

/** A grid of round dots (rows staggered), as one path of zero-length round-capped segments. */
function dots(x: number, y: number, w: number, h: number, sx: number, sy: number, rad: number, fill: string, extra = "", inCircle?: [number, number, number]): string {
  let d = "";
  let row = 0;
  for (let yy = y + sy / 2; yy < y + h; yy += sy, row++) {
    let first = true;
    let lastX = 0;
    for (let xx = x + sx / 4 + (row % 2 ? sx / 2 : 0); xx < x + w; xx += sx) {
      if (inCircle && (xx - inCircle[0]) ** 2 + (yy - inCircle[1]) ** 2 > inCircle[2] ** 2) continue;
      d += first ? `M${f(xx)} ${f(yy)}h0` : `m${f(xx - lastX)} 0h0`;
      first = false;
      lastX = xx;
    }
  }
  return d ? `<path d="${d}" stroke="${fill}" stroke-width="${f(rad * 2)}" stroke-linecap="round"${extra ? " " + extra : ""}/>` : "";
}

/** Vertical bars of a given width every step. */
function vbars(x: number, y: number, w: number, h: number, step: number, width: number, col: string, extra = ""): string {
  let d = `M${f(x + width / 2)} ${f(y)}v${f(h)}`;
  for (let xx = x + width / 2 + step; xx < x + w; xx += step) d += `m${f(step)} ${f(-h)}v${f(h)}`;
  return `<path d="${d}" stroke="${col}" stroke-width="${f(width)}"${extra ? " " + extra : ""}/>`;
}

/** Gingham: bands both ways, darker where they cross. */
function gingham(x: number, y: number, w: number, h: number, size: number, col: string, op: number): string {
  let dv = "";
  let dh = "";
  for (let xx = x + size / 2; xx < x + w + size; xx += size * 2) dv += `M${f(xx)} ${f(y)}V${f(y + h)}`;
  for (let yy = y + size / 2; yy < y + h + size; yy += size * 2) dh += `M${f(x)} ${f(yy)}H${f(x + w)}`;
  return `<path d="${dv}" stroke="${col}" stroke-width="${f(size)}" stroke-opacity="${op}"/><path d="${dh}" stroke="${col}" stroke-width="${f(size)}" stroke-opacity="${op}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Text: measure, wrap and fit into a box
// ---------------------------------------------------------------------------------------------

function charEm(ch: string): number {
  if (ch === " ") return 0.32;
  if ("il.,:;'!|ìí·’`".includes(ch)) return 0.29;
  if ("IjJfrt()[]-\"/".includes(ch)) return 0.42;
  if ("mwMWŒœÆæ@%".includes(ch)) return 0.95;
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[A-ZÀ-Þ]/.test(ch)) return 0.75;
  if (/[a-zß-ÿ]/.test(ch)) return 0.61;
  return 0.66;
}

interface Face {
  serif?: boolean;
  bold?: boolean;
  italic?: boolean;
  /** letter spacing in em */
  ls?: number;
}

function measure(s: string, face: Face): number {
  let w = 0;
  for (const ch of s) w += charEm(ch);
  const k = (face.bold ? 1.09 : 1) * (face.serif ? 1.04 : 1);
  return w * k + (face.ls ?? 0) * Math.max(0, [...s].length - 1);
}

function bestSplit(words: string[], n: number, face: Face): string[] {
  if (n <= 1 || words.length <= 1) return [words.join(" ")];
  const k = Math.min(n, words.length);
  let best: string[] = [words.join(" ")];
  let bestW = Infinity;
  const rec = (start: number, left: number, acc: string[], mx: number): void => {
    if (mx >= bestW) return;
    if (left === 1) {
      const line = words.slice(start).join(" ");
      const m = Math.max(mx, measure(line, face));
      if (m < bestW) {
        bestW = m;
        best = [...acc, line];
      }
      return;
    }
    for (let end = start + 1; end <= words.length - (left - 1); end++) {
      const line = words.slice(start, end).join(" ");
      rec(end, left - 1, [...acc, line], Math.max(mx, measure(line, face)));
    }
  };
  if (words.length > 14) {
    // Greedy for long text.
    const target = measure(words.join(" "), face) / k;
    const lines: string[] = [];
    let cur = "";
    for (const w of words) {
      const t = cur ? cur + " " + w : w;
      if (cur && measure(t, face) > target * 1.05 && lines.length < k - 1) {
        lines.push(cur);
        cur = w;
      } else cur = t;
    }
    lines.push(cur);
    return lines;
  }
  rec(0, k, [], 0);
  return best;
}

interface TextBox extends Face {
  text: string;
  /** centre of the box */
  x: number;
  y: number;
  w: number;
  h: number;
  size: number;
  min?: number;
  lines?: number;
  fill: string;
  upper?: boolean;
  lh?: number;
  opacity?: number;
  anchor?: "middle" | "start" | "end";
}

function fitText(o: TextBox): { lines: string[]; size: number } {
  const text = o.upper ? o.text.toUpperCase() : o.text;
  const words = text.split(" ").filter(Boolean);
  const maxLines = Math.max(1, o.lines ?? 2);
  const lh = o.lh ?? 1.12;
  const face: Face = o;
  let best = { lines: [text], size: 0, score: -1 };
  for (let n = 1; n <= Math.min(maxLines, Math.max(1, words.length)); n++) {
    const lines = bestSplit(words, n, face);
    const wEm = Math.max(...lines.map((l) => measure(l, face)), 0.1);
    const hEm = (lines.length - 1) * lh + 1;
    const size = Math.min(o.size, o.w / wEm, o.h / hEm);
    const score = size * (1 - 0.07 * (lines.length - 1));
    if (score > best.score) best = { lines, size, score };
  }
  const min = o.min ?? Math.min(o.size, 14);
  if (best.size >= min) return { lines: best.lines, size: best.size };
  // Too long even at the smallest size: cut each line with an ellipsis.
  const size = min;
  const lines = bestSplit(words, maxLines, face)
    .slice(0, Math.max(1, Math.floor((o.h / size - 1) / lh) + 1))
    .map((l) => {
      let s = l;
      while (s.length > 1 && measure(s, face) * size > o.w) s = s.slice(0, -2) + "…";
      return s;
    });
  return { lines, size };
}

function textBlock(c: Ctx, o: TextBox): string {
  if (!o.text) {
    if (!c.bare) return "";
    // A motif without words: two soft bars where the text would be.
    const hh = Math.max(6, Math.min(o.h / 4, o.size * 0.45));
    const w1 = o.w * 0.78;
    const w2 = o.w * 0.5;
    const op = o.opacity ?? 0.55;
    const ax = (w: number): number => (o.anchor === "start" ? o.x : o.anchor === "end" ? o.x - w : o.x - w / 2);
    return (
      rect(ax(w1), o.y - hh * 1.4, w1, hh, o.fill, `rx="${f(hh / 2)}" opacity="${op}"`) +
      rect(ax(w2), o.y + hh * 0.4, w2, hh, o.fill, `rx="${f(hh / 2)}" opacity="${op}"`)
    );
  }
  const { lines, size } = fitText(o);
  const lh = (o.lh ?? 1.12) * size;
  const y0 = o.y - ((lines.length - 1) * lh) / 2 + size * 0.36;
  const attrs = [
    `font-family="${o.serif ? SERIF : SANS}"`,
    `font-size="${f(size)}"`,
    o.bold ? `font-weight="bold"` : "",
    o.italic ? `font-style="italic"` : "",
    o.ls ? `letter-spacing="${f(o.ls * size)}"` : "",
    `text-anchor="${o.anchor ?? "middle"}"`,
    `fill="${o.fill}"`,
    o.opacity !== undefined ? `opacity="${o.opacity}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const spans = lines.map((l, i) => `<tspan x="${f(o.x)}" y="${f(y0 + i * lh)}">${esc(l)}</tspan>`).join("");
  return `<text ${attrs}>${spans}</text>`;
}

/** The brand, small, in spaced capitals. */
function brandText(c: Ctx, x: number, y: number, w: number, fill: string, size = 24, serif = false, lines = 1): string {
  return textBlock(c, { text: c.brand, x, y, w, h: size * (lines > 1 ? 2.3 : 1.2), size, min: 11, lines, fill, upper: true, ls: 0.12, bold: !serif, serif, opacity: c.bare ? 0.5 : undefined });
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w.length > 2 && /^[A-Za-zÀ-ÿ]/.test(w));
  const src = words.length ? words : name.split(/\s+/).filter(Boolean);
  return src
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Shared little things: leaves, beans, biscuits, pasta, hang tags
// ---------------------------------------------------------------------------------------------

function leaf(x: number, y: number, len: number, wid: number, rot: number, fill: string, vein?: string): string {
  const d = `M0 0Q${f(len * 0.45)} ${f(-wid)} ${f(len)} 0Q${f(len * 0.45)} ${f(wid)} 0 0Z`;
  const v = vein ? `<path d="M${f(len * 0.08)} 0H${f(len * 0.85)}" stroke="${vein}" stroke-width="${f(Math.max(1.5, wid * 0.12))}" opacity=".6"/>` : "";
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${d}" fill="${fill}"/>${v}</g>`;
}

function oliveSprig(c: Ctx, x: number, y: number, s: number, rot: number, olive = "#5d6b2a"): string {
  const lf = "#6f8a3c";
  const lf2 = "#8aa257";
  let g = `<path d="M0 0C60 -10 120 -40 190 -50" stroke="#6b5a3a" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  const spots: Array<[number, number, number]> = [
    [40, -8, -40],
    [70, -18, 35],
    [105, -30, -50],
    [135, -38, 30],
    [170, -46, -25],
    [190, -50, 10],
  ];
  spots.forEach(([px, py, a], i) => {
    g += leaf(px, py, 70, 13, a - 10, i % 2 ? lf : lf2, "#48602a");
  });
  g += `<ellipse cx="88" cy="4" rx="17" ry="22" fill="${olive}" transform="rotate(-20 88 4)"/><ellipse cx="83" cy="-3" rx="5" ry="7" fill="#fff" opacity=".3"/>`;
  g += `<ellipse cx="150" cy="-16" rx="15" ry="20" fill="${darken(olive, 0.2)}" transform="rotate(15 150 -16)"/>`;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s * 100) === "0" ? 0.01 : s.toFixed(3)})">${g}</g>`;
}

function beanDef(c: Ctx): string {
  return def(
    c,
    "bean",
    (id) =>
      `<g id="${id}"><ellipse rx="27" ry="19" fill="#5b3520"/><ellipse rx="27" ry="19" fill="none" stroke="#3e2314" stroke-width="2"/><path d="M-22 -3C-8 8 8 -10 22 3" stroke="#2a160b" stroke-width="5" fill="none" stroke-linecap="round"/><ellipse cx="-9" cy="-9" rx="10" ry="4" fill="#fff" opacity=".18"/></g>`,
  );
}

function beans(c: Ctx, cx: number, cy: number, spread: number, n: number, avoid?: [number, number]): string {
  const id = beanDef(c);
  let s = "";
  for (let i = 0; i < n; i++) {
    let x = cx + c.r.range(-spread, spread);
    const y = cy + c.r.range(-spread * 0.18, spread * 0.18);
    if (avoid && x > avoid[0] && x < avoid[1]) x = c.r.chance(0.5) ? avoid[0] - c.r.range(10, 60) : avoid[1] + c.r.range(10, 60);
    s += `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) rotate(${f(c.r.range(0, 360))}) scale(${c.r.range(0.85, 1.1).toFixed(2)} ${c.r.range(0.7, 0.95).toFixed(2)})"/>`;
  }
  return s;
}

/** A paper tag hanging on a string from (ax, ay). */
function hangTag(c: Ctx, ax: number, ay: number, o: { w?: number; h?: number; angle?: number; len?: number; dx?: number } = {}): string {
  const w = o.w ?? 200;
  const h = o.h ?? 250;
  const ang = o.angle ?? c.r.range(-9, 9);
  const len = o.len ?? 55;
  const hx = ax + (o.dx ?? c.r.range(-12, 12));
  const hy = ay + len;
  const paper = "#fbf7ee";
  const top = c.c2;
  const string = `<path d="M${f(ax)} ${f(ay)}Q${f((ax + hx) / 2 + 12)} ${f((ay + hy) / 2)} ${f(hx)} ${f(hy)}" stroke="#8b7a62" stroke-width="3" fill="none"/>`;
  const x0 = -w / 2;
  const y0 = -34;
  const shape = `M${f(x0 + 26)} ${y0}H${f(-x0 - 26)}L${f(-x0)} ${y0 + 26}V${f(y0 + h - 12)}Q${f(-x0)} ${f(y0 + h)} ${f(-x0 - 12)} ${f(y0 + h)}H${f(x0 + 12)}Q${f(x0)} ${f(y0 + h)} ${f(x0)} ${f(y0 + h - 12)}V${y0 + 26}Z`;
  const band = 84;
  let g = `<path d="${shape}" fill="#000" opacity=".12" transform="translate(8 10)"/>`;
  g += `<path d="${shape}" fill="${paper}" stroke="${darken(paper, 0.12)}" stroke-width="1.5"/>`;
  g += `<path d="M${f(x0 + 26)} ${y0}H${f(-x0 - 26)}L${f(-x0)} ${y0 + 26}V${y0 + band}H${f(x0)}V${y0 + 26}Z" fill="${top}"/>`;
  g += `<circle r="10" fill="${lighten(top, 0.85)}" stroke="${darken(top, 0.25)}" stroke-width="4"/>`;
  g += brandText(c, 0, y0 + band - 22, w - 30, ink(top), 14, false, 2);
  g += textBlock(c, { text: c.label, x: 0, y: y0 + band + (h - band - 30) / 2, w: w - 34, h: h - band - 56, size: 34, min: 13, lines: 4, fill: INK, serif: true, bold: true });
  g += `<path d="M${f(x0 + 30)} ${f(y0 + h - 24)}H${f(-x0 - 30)}" stroke="${top}" stroke-width="3" opacity=".7"/>`;
  return string + `<g transform="translate(${f(hx)} ${f(hy)}) rotate(${f(ang)})">${g}</g>`;
}

// Pasta ------------------------------------------------------------------------------------------

const PA = "#f2c76b";
const PB = "#cf9437";
const PC = "#fbe2a0";
const PD = "#a8732a";

type PastaShape = "long" | "penne" | "fusilli" | "farfalle" | "rigatoni" | "shell";

function pastaShapeFor(label: string, r: Rng): PastaShape {
  const l = label.toLowerCase();
  if (/spaghett|linguin|bucatin|vermicell|capellin|bavett|tagliolin|pici|chitarra|scialatiell|spaghi/.test(l)) return "long";
  if (/penn|ziti|maccheron|sedan/.test(l)) return "penne";
  if (/fusill|tortigl|trofie|casarecc|gemell|strozzap|spiral/.test(l)) return "fusilli";
  if (/farfall/.test(l)) return "farfalle";
  if (/rigaton|pacc|mezze|maniche|tubett|calamar|ditali|schiaffon/.test(l)) return "rigatoni";
  if (/conchigl|orecchiett|gnocch|lumach|cavatell|malloredd|shell/.test(l)) return "shell";
  return r.pick(["long", "penne", "fusilli", "farfalle", "rigatoni", "shell"] as const);
}

function pastaDef(c: Ctx, shape: Exclude<PastaShape, "long">): string {
  return def(c, "pasta-" + shape, (id) => {
    let g = "";
    const st = `stroke="${PB}" stroke-width="2"`;
    switch (shape) {
      case "penne":
        g = `<path d="M-56 -17L42 -17L58 17L-40 17Z" fill="${PA}" ${st}/><path d="M-47 -8H47M-44 0H51M-42 8H55" stroke="${PB}" stroke-width="2" opacity=".55"/><ellipse cx="50" cy="0" rx="18" ry="6.5" transform="rotate(66 50 0)" fill="${PD}"/><ellipse cx="-48" cy="0" rx="18" ry="6" transform="rotate(66 -48 0)" fill="${PC}" ${st}/>`;
        break;
      case "rigatoni":
        g = `<rect x="-52" y="-25" width="104" height="50" rx="6" fill="${PA}" ${st}/><path d="M-48 -15H46M-48 -5H46M-48 5H46M-48 15H46" stroke="${PB}" stroke-width="2.5" opacity=".5"/><ellipse cx="50" cy="0" rx="10" ry="25" fill="${PA}" ${st}/><ellipse cx="50" cy="0" rx="6" ry="17" fill="${PD}"/>`;
        break;
      case "fusilli": {
        g = `<rect x="-58" y="-17" width="116" height="34" rx="17" fill="${PA}" ${st}/>`;
        let d = "";
        for (let i = -4; i <= 4; i++) d += `M${i * 13 - 9} -16Q${i * 13 + 5} 0 ${i * 13 - 3} 16`;
        g += `<path d="${d}" stroke="${PB}" stroke-width="3.5" fill="none"/><path d="M-46 -9H46" stroke="${PC}" stroke-width="3" opacity=".7"/>`;
        break;
      }
      case "farfalle":
        g = `<path d="M0 -7C-18 -26 -44 -36 -56 -30L-51 -15L-58 0L-51 15L-56 30C-44 36 -18 26 0 7C18 26 44 36 56 30L51 15L58 0L51 -15L56 -30C44 -36 18 -26 0 -7Z" fill="${PA}" ${st}/><path d="M-40 -21V21M-27 -17V17M40 -21V21M27 -17V17" stroke="${PB}" stroke-width="1.6" opacity=".5"/><rect x="-8" y="-14" width="16" height="28" rx="6" fill="${PB}"/>`;
        break;
      case "shell":
        g = `<path d="M-44 12C-50 -26 -8 -40 22 -30C44 -22 52 0 44 14C22 30 -22 32 -44 12Z" fill="${PA}" ${st}/><path d="M-30 -20Q-26 0 -30 16M-14 -28Q-10 0 -14 22M2 -30Q6 0 2 24M18 -28Q22 0 18 22M32 -20Q34 0 32 18" stroke="${PB}" stroke-width="2" opacity=".55" fill="none"/><ellipse cx="2" cy="15" rx="26" ry="8" fill="${PD}" opacity=".85"/>`;
        break;
    }
    return `<g id="${id}">${g}</g>`;
  });
}

function pastaFill(c: Ctx, shape: PastaShape, x: number, y: number, w: number, h: number): string {
  let s = rect(x, y, w, h, PD);
  if (shape === "long") {
    const ang = c.r.range(-12, 12);
    const paths: string[] = ["", "", ""];
    let i = 0;
    for (let yy = y - 80; yy < y + h + 80; yy += 8.5) {
      const k = (i * 7 + Math.floor(c.r.next() * 3)) % 3;
      paths[k] += `M${f(x - 80)} ${f(yy)}H${f(x + w + 80)}`;
      i++;
    }
    const cols = [PA, PC, "#e7b453"];
    s += `<g transform="rotate(${f(ang)} ${f(x + w / 2)} ${f(y + h / 2)})">${paths.map((d, j) => `<path d="${d}" stroke="${cols[j]}" stroke-width="7"/>`).join("")}</g>`;
    return s;
  }
  const id = pastaDef(c, shape);
  const cw = 84;
  const ch = 58;
  let row = 0;
  for (let yy = y - 10; yy < y + h + 30; yy += ch) {
    for (let xx = x - 20 + (row % 2) * (cw / 2); xx < x + w + 40; xx += cw) {
      s += `<use href="#${id}" transform="translate(${f(xx + c.r.range(-10, 10))} ${f(yy + c.r.range(-8, 8))}) rotate(${f(c.r.range(0, 360))}) scale(${c.r.range(0.85, 1.05).toFixed(2)})"/>`;
    }
    row++;
  }
  return s;
}

function looseBits(c: Ctx, shape: PastaShape, xs: number[], y: number): string {
  if (shape === "long") {
    // A few loose strands.
    let d = "";
    for (let i = 0; i < 5; i++) {
      const x0 = (xs[0] ?? 300) - 140 + c.r.range(-20, 20);
      const yy = y + c.r.range(-8, 30);
      d += `M${f(x0)} ${f(yy)}L${f(x0 + 230)} ${f(yy + c.r.range(-30, 10))}`;
    }
    return `<path d="${d}" stroke="${PB}" stroke-width="9" stroke-linecap="round"/><path d="${d}" stroke="${PA}" stroke-width="6" stroke-linecap="round"/>`;
  }
  const id = pastaDef(c, shape);
  return xs
    .map((x) => `<use href="#${id}" transform="translate(${f(x + c.r.range(-20, 20))} ${f(y + c.r.range(-10, 20))}) rotate(${f(c.r.range(-40, 40))}) scale(0.95)"/>`)
    .join("");
}

function nestDef(c: Ctx): string {
  return def(c, "nest", (id) => {
    const r = c.r;
    let g = `<circle r="97" fill="#d19536"/>`;
    let dark = "";
    let light = "";
    for (let i = 0; i < 11; i++) {
      const rx = r.range(50, 88);
      const ry = r.range(28, 78);
      const rot = r.range(0, 180);
      const ox = r.range(-8, 8);
      const oy = r.range(-8, 8);
      const e = `<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(rot)})"`;
      dark += `${e} stroke="#b37a25" stroke-width="15"/>`;
      light += `${e} stroke="${i % 3 ? "#f3cd6e" : "#f8dc8e"}" stroke-width="9"/>`;
    }
    g += `<g fill="none">${dark}${light}</g>`;
    g += `<ellipse rx="24" ry="18" fill="#9c671e" opacity=".55"/>`;
    return `<g id="${id}">${g}</g>`;
  });
}

function biscuitDef(c: Ctx, col: string): string {
  return def(c, "biscuit", (id) => {
    let g = "";
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      g += `<circle cx="${f(Math.cos(a) * 56)}" cy="${f(Math.sin(a) * 56)}" r="10"/>`;
    }
    const dots = [
      [-18, -14],
      [16, -18],
      [0, 6],
      [-20, 22],
      [22, 18],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5"/>`)
      .join("");
    return `<g id="${id}"><g fill="${darken(col, 0.12)}">${g}</g><circle r="57" fill="${col}"/><circle r="44" fill="none" stroke="${darken(col, 0.14)}" stroke-width="3"/><g fill="${darken(col, 0.3)}">${dots}</g><ellipse cx="-20" cy="-26" rx="18" ry="7" fill="#fff" opacity=".2"/></g>`;
  });
}

// ---------------------------------------------------------------------------------------------
// The products
// ---------------------------------------------------------------------------------------------

type Drawer = (c: Ctx) => string;

function pastaPack(c: Ctx): string {
  const r = c.r;
  const shape = pastaShapeFor(c.label, r);
  const x0 = 372;
  const x1 = 828;
  const yT = 215;
  const yB = 1000;
  const crimp = 54;
  const bulge = r.range(12, 26);
  const outline = `M${x0} ${yT + crimp}C${f(x0 - bulge)} ${yT + 260} ${f(x0 - bulge)} ${yB - 260} ${x0} ${yB - crimp}L${x1} ${yB - crimp}C${f(x1 + bulge)} ${yB - 260} ${f(x1 + bulge)} ${yT + 260} ${x1} ${yT + crimp}Z`;
  const body = c.body;
  const ci = clip(c, `<path d="${outline}"/>`);
  let s = shadow(c, 600, yB + 4, 290, 34);
  // Crimped seals
  const teeth = (y: number, dir: number): string => {
    let d = `M${x0 + 4} ${y + dir * crimp}`;
    let k = 0;
    for (let x = x0 + 4; x <= x1 - 4; x += 19) d += `L${f(x)} ${y + (k++ % 2 ? dir * 9 : 0)}`;
    d += `L${x1 - 4} ${y}L${x1 - 4} ${y + dir * crimp}Z`;
    return d;
  };
  const sealCol = darken(body, 0.12);
  for (const [y, dir] of [
    [yT, 1],
    [yB, -1],
  ] as const) {
    s += `<path d="${teeth(y, dir)}" fill="${sealCol}"/>` + vbars(x0 + 6, dir > 0 ? y + 10 : y - crimp, x1 - x0 - 12, crimp - 10, 9, 3, "#000", `opacity=".13"`);
  }
  s += `<path d="${outline}" fill="${cyl(c, body, 0.7)}"${edge(body)}/>`;
  // Decoration on the bag
  const deco = r.pick(["none", "stripes", "dots", "wave"] as const);
  let decoSvg = "";
  const dcol = mix(body, c.c2, 0.35);
  if (deco === "stripes") {
    for (let x = x0 + 20; x < x1; x += 46) decoSvg += rect(x, yT, 14, yB - yT, dcol, `opacity=".35"`);
  } else if (deco === "dots") {
    decoSvg += dots(x0 - 30, yT, x1 - x0 + 60, yB - yT, 34, 17, 4, dcol, `opacity=".55"`);
  } else if (deco === "wave") {
    decoSvg += `<path d="M${x0 - 30} 760C480 700 560 820 650 760S800 700 ${x1 + 30} 740V${yB}H${x0 - 30}Z" fill="${dcol}" opacity=".5"/>`;
  }
  s += `<g ${ci}>${decoSvg}`;
  // Label band
  const bandY = 765;
  const bandH = 140;
  const band = c.c2;
  s += rect(x0 - 30, bandY, x1 - x0 + 60, bandH, band) + rect(x0 - 30, bandY + 8, x1 - x0 + 60, 3, ink(band), `opacity=".35"`) + rect(x0 - 30, bandY + bandH - 11, x1 - x0 + 60, 3, ink(band), `opacity=".35"`);
  s += textBlock(c, { text: c.label, x: 600, y: bandY + bandH / 2, w: 400, h: bandH - 36, size: 60, min: 16, lines: 3, fill: ink(band), bold: true, serif: r.chance(0.5) });
  // Gloss
  s += `<path d="M${x0 + 28} ${yT + 80}C${x0 + 14} 450 ${x0 + 14} 700 ${x0 + 28} ${yB - 80}" stroke="#fff" stroke-width="26" opacity=".16" fill="none" stroke-linecap="round"/></g>`;
  // Window with pasta
  const wx = 600;
  const wy = 548;
  const ww = 300;
  const wh = 320;
  const wshape = r.pick(["oval", "arch", "round"] as const);
  let wpath: string;
  if (wshape === "oval") wpath = `<ellipse cx="${wx}" cy="${wy}" rx="${ww / 2}" ry="${wh / 2}"/>`;
  else if (wshape === "arch") wpath = `<path d="M${wx - ww / 2} ${wy + wh / 2}V${wy - wh / 2 + ww / 2}A${ww / 2} ${ww / 2} 0 0 1 ${wx + ww / 2} ${wy - wh / 2 + ww / 2}V${wy + wh / 2}Z"/>`;
  else wpath = `<rect x="${wx - ww / 2}" y="${wy - wh / 2}" width="${ww}" height="${wh}" rx="46"/>`;
  const wclip = clip(c, wpath);
  s += `<g ${wclip}>${pastaFill(c, shape, wx - ww / 2, wy - wh / 2, ww, wh)}<rect x="${wx - ww / 2}" y="${wy - wh / 2}" width="${ww}" height="${wh}" fill="${lg(c, [[0, "#fff", 0.3], [0.35, "#fff", 0], [1, "#fff", 0.08]], 0, 0, 1, 1)}"/></g>`;
  s += wpath.replace("/>", ` fill="none" stroke="${lighten(body, 0.55)}" stroke-width="7"/>`);
  // Brand at the top, and maybe a little tricolour
  s += brandText(c, 600, 316, 380, ink(body), 28, r.chance(0.4), 2);
  if (r.chance(0.5)) {
    const fy = 362;
    s += rect(552, fy, 32, 8, "#2e8b57") + rect(584, fy, 32, 8, "#ffffff") + rect(616, fy, 32, 8, "#c8372d");
  }
  s += looseBits(c, shape, r.chance(0.5) ? [300, 905] : [905], 1040);
  return s;
}

function eggPasta(c: Ctx): string {
  const r = c.r;
  const nest = nestDef(c);
  const body = c.body;
  const L = 290;
  const R = 910;
  const T = 470;
  const B = 985;
  let s = shadow(c, 600, B + 2, 360, 36);
  // Box: top face then front
  s += `<polygon points="${pts([
    [L, T],
    [R, T],
    [R - 34, T - 58],
    [L + 34, T - 58],
  ])}" fill="${lighten(body, 0.22)}"/>`;
  s += `<path d="M${L + 34} ${T - 58}H${R - 34}" stroke="${lighten(body, 0.4)}" stroke-width="4"/>`;
  s += rect(L, T, R - L, B - T, vgrad(c, body, darken(body, 0.12)), edge(body));
  // Window with nests
  const wx = 340;
  const wy = 545;
  const ww = 520;
  const wh = 245;
  const wclip = clip(c, `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="30"/>`);
  let inner = rect(wx, wy, ww, wh, "#8a5a1c");
  const n = 3;
  for (let i = 0; i < n; i++) {
    const x = wx + ww * ((i + 0.5) / n) + r.range(-8, 8);
    inner += `<use href="#${nest}" transform="translate(${f(x)} ${f(wy + wh / 2 + 10)}) rotate(${f(r.range(0, 360))}) scale(${(0.92).toFixed(2)} 0.8)"/>`;
  }
  inner += rect(wx, wy, ww, wh, lg(c, [[0, "#fff", 0.28], [0.4, "#fff", 0], [1, "#fff", 0.06]], 0, 0, 1, 1));
  s += `<g ${wclip}>${inner}</g><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="30" fill="none" stroke="${lighten(body, 0.6)}" stroke-width="6"/>`;
  s += brandText(c, 600, 508, 480, ink(body), 26, true, 2);
  // Label band
  const band = c.c2;
  s += rect(L, 822, R - L, 125, band) + rect(L, 830, R - L, 2.5, ink(band), `opacity=".3"`) + rect(L, 938, R - L, 2.5, ink(band), `opacity=".3"`);
  s += textBlock(c, { text: c.label, x: 600, y: 884, w: 540, h: 90, size: 56, min: 18, lines: 2, fill: ink(band), serif: true, bold: true });
  s += `<path d="M${R} ${T}V${B}" stroke="${darken(body, 0.25)}" stroke-width="6"/>`;
  // A loose nest in front
  const lx = r.chance(0.5) ? 290 : 910;
  s += shadow(c, lx + 5, 1030, 115, 26);
  s += `<use href="#${nest}" transform="translate(${lx} 990) rotate(${f(r.range(0, 360))}) scale(1 0.74)"/>`;
  return s;
}

function bottleLabel(c: Ctx, x: number, y: number, w: number, h: number, style: "rect" | "arch" | "notch" | "oval", paper: string, line: string, serif = true, motif?: string): string {
  let shape: string;
  if (style === "arch") shape = `<path d="M${f(x)} ${f(y + h)}V${f(y + w / 3)}Q${f(x + w / 2)} ${f(y - w / 7)} ${f(x + w)} ${f(y + w / 3)}V${f(y + h)}Z"`;
  else if (style === "notch") {
    const k = 18;
    shape = `<path d="M${f(x + k)} ${f(y)}H${f(x + w - k)}L${f(x + w)} ${f(y + k)}V${f(y + h - k)}L${f(x + w - k)} ${f(y + h)}H${f(x + k)}L${f(x)} ${f(y + h - k)}V${f(y + k)}Z"`;
  } else if (style === "oval") shape = `<ellipse cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" rx="${f(w / 2)}" ry="${f(h / 2)}"`;
  else shape = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6"`;
  let s = `${shape} fill="${paper}"/>`;
  // inner frame
  if (style === "oval") s += `<ellipse cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" rx="${f(w / 2 - 10)}" ry="${f(h / 2 - 10)}" fill="none" stroke="${line}" stroke-width="2.5"/>`;
  else if (style === "rect") s += `<rect x="${f(x + 10)}" y="${f(y + 10)}" width="${f(w - 20)}" height="${f(h - 20)}" fill="none" stroke="${line}" stroke-width="2.5"/>`;
  else s += `<path d="M${f(x + 12)} ${f(y + h - 12)}H${f(x + w - 12)}" stroke="${line}" stroke-width="3"/>`;
  if (style === "oval") {
    s += brandText(c, x + w / 2, y + h * 0.23, w * 0.56, line, 16, serif, 2);
    s += `<path d="M${f(x + w * 0.4)} ${f(y + h * 0.36)}H${f(x + w * 0.6)}" stroke="${line}" stroke-width="2"/>`;
    s += textBlock(c, { text: c.label, x: x + w / 2, y: y + h * 0.6, w: w * 0.7, h: h * 0.34, size: 40, min: 13, lines: 3, fill: INK, serif, bold: true });
    return s + (motif ?? "");
  }
  const topPad = style === "arch" ? w / 5 : 22;
  s += brandText(c, x + w / 2, y + topPad + 20, w * 0.84, line, 18, serif, 2);
  s += `<path d="M${f(x + w * 0.35)} ${f(y + topPad + 42)}H${f(x + w * 0.65)}" stroke="${line}" stroke-width="2"/>`;
  const motifH = motif ? h * 0.22 : 0;
  const ty = y + topPad + 48 + (h - topPad - 60 - motifH) / 2;
  s += textBlock(c, { text: c.label, x: x + w / 2, y: ty, w: w * 0.84, h: h - topPad - 80 - motifH, size: 46, min: 14, lines: 3, fill: INK, serif, bold: true });
  if (motif) s += motif;
  return s;
}

function oilBottle(c: Ctx): string {
  const r = c.r;
  const cx = 600;
  const hw = r.range(136, 152);
  const yB = 1000;
  const yS = r.range(430, 470);
  const nw = 38;
  const yN = yS - 105;
  const yTop = yN - 95;
  const square = r.chance(0.6);
  const glass = c.body;
  const sh = square ? 70 : 150;
  const path = `M${f(cx - hw + 20)} ${yB}H${f(cx + hw - 20)}Q${f(cx + hw)} ${yB} ${f(cx + hw)} ${yB - 20}V${f(yS)}C${f(cx + hw)} ${f(yS - sh)} ${cx + nw} ${f(yN + 50)} ${cx + nw} ${f(yN)}V${f(yTop)}H${cx - nw}V${f(yN)}C${cx - nw} ${f(yN + 50)} ${f(cx - hw)} ${f(yS - sh)} ${f(cx - hw)} ${f(yS)}V${yB - 20}Q${f(cx - hw)} ${yB} ${f(cx - hw + 20)} ${yB}Z`;
  let s = shadow(c, cx, yB + 2, hw + 90, 30);
  s += `<path d="${path}" fill="${cyl(c, glass, 1)}"${edge(glass)}/>`;
  // the oil inside shows as a warmer tint through the glass
  s += `<g ${clip(c, `<path d="${path}"/>`)}>${rect(cx - hw, yS - 20, hw * 2, yB - yS + 20, "#c9a227", `opacity=".16"`)}${rect(cx - hw, yS - 24, hw * 2, 4, "#fff", `opacity=".25"`)}</g>`;
  // highlights
  s += rect(cx - hw + 22, yS - 10, 16, yB - yS - 20, "#fff", `rx="8" opacity=".28"`) + rect(cx - nw + 8, yTop + 10, 9, yN - yTop + 10, "#fff", `rx="4" opacity=".3"`);
  // Cap
  const capCol = c.c2;
  s += rect(cx - nw - 4, yTop + 8, nw * 2 + 8, 16, darken(glass, 0.2), `rx="5"`);
  s += rect(cx - nw - 8, yTop - 92, nw * 2 + 16, 102, cyl(c, capCol, 1), `rx="10"`);
  s += rect(cx - nw - 8, yTop - 92, nw * 2 + 16, 14, lighten(capCol, 0.2), `rx="7"`);
  s += vbars(cx - nw - 6, yTop - 70, nw * 2 + 12, 70, 10, 3, "#000", `opacity=".14"`);
  // Neck collar
  s += rect(cx - nw - 1, yN - 62, nw * 2 + 2, 40, c.c2, `opacity=".95"`) + rect(cx - nw - 1, yN - 56, nw * 2 + 2, 2, ink(c.c2), `opacity=".4"`);
  // Label
  const style = r.pick(c.label.length <= 16 ? (["rect", "arch", "notch", "oval"] as const) : (["rect", "arch", "notch"] as const));
  const lx = cx - hw + 22;
  const lw = hw * 2 - 44;
  const ly = yS + (style === "oval" ? 150 : 110);
  const lh = yB - 80 - ly;
  const paper = mix("#fbf6ea", c.c2, 0.06);
  const line = accentOn(paper, darken(c.c2, 0.1));
  const olive = r.pick(["#55632a", "#6b7a2e", "#3a3330"]);
  const motif = oliveSprig(c, cx - 70, ly + lh - 38, 0.62, -8, olive);
  s += bottleLabel(c, lx, ly, lw, lh, style, paper, line, r.chance(0.7), style === "oval" ? undefined : motif);
  if (r.chance(0.55)) {
    const left = r.chance(0.5);
    s += oliveSprig(c, left ? 250 : 950, 1030, 0.9, left ? -8 : 188, olive);
  }
  return s;
}

function vinegarBottle(c: Ctx): string {
  const r = c.r;
  const cx = 600;
  const glass = c.body;
  let s = "";
  if (r.chance(0.6)) {
    // The classic ball-on-a-cube bottle.
    const R = 200;
    const cy = 750;
    s += shadow(c, cx, 1003, 240, 30);
    s += rect(cx - 110, 935, 220, 66, cyl(c, darken(glass, 0.1), 1), `rx="12"`);
    s += rect(cx - 100, 942, 200, 8, "#fff", `rx="4" opacity=".18"`);
    s += rect(cx - 24, 440, 48, 200, cyl(c, glass, 1));
    s += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${rg(c, [[0, lighten(glass, 0.3)], [0.55, glass], [1, darken(glass, 0.35)]], 0.5, 0.5, 0.5, 0.36, 0.3)}"/>`;
    s += `<path d="M${f(cx - R * 0.72)} ${f(cy - R * 0.2)}A${R - 40} ${R - 40} 0 0 1 ${f(cx - R * 0.17)} ${f(cy - R * 0.76)}" stroke="#fff" stroke-width="16" opacity=".35" fill="none" stroke-linecap="round"/>`;
    s += rect(cx - 17, 450, 9, 170, "#fff", `rx="4" opacity=".3"`);
    // Cap with wax
    s += rect(cx - 36, 370, 72, 84, cyl(c, c.c2, 1), `rx="10"`);
    s += `<path d="M${cx - 38} 430Q${cx - 30} 468 ${cx - 20} 440Q${cx - 8} 478 ${cx + 4} 444Q${cx + 18} 470 ${cx + 26} 440Q${cx + 34} 462 ${cx + 38} 430Z" fill="${c.c2}"/>`;
    // Label on the ball
    const paper = mix("#fbf6ea", c.c2, 0.05);
    const line = accentOn(paper, darken(c.c2, 0.1));
    s += bottleLabel(c, cx - 150, cy - 70, 300, 200, "oval", paper, line, true);
    // A tag on the neck
    s += `<path d="M${cx - 24} 516Q${cx} 530 ${cx + 24} 516" stroke="#8b7a62" stroke-width="3" fill="none"/>`;
    s += `<g transform="translate(${cx + 30} 522) rotate(${f(r.range(8, 22))})"><path d="M0 -6L22 -22H92V34H22Z" fill="${c.c2}"/><circle cx="14" cy="6" r="5" fill="${lighten(c.c2, 0.8)}"/></g>`;
  } else {
    // A slim condiment bottle.
    const hw = 104;
    const yS = 520;
    const path = `M${cx - hw + 16} 1000H${cx + hw - 16}Q${cx + hw} 1000 ${cx + hw} 984V${yS}C${cx + hw} ${yS - 120} ${cx + 26} ${yS - 120} ${cx + 26} ${yS - 200}V300H${cx - 26}V${yS - 200}C${cx - 26} ${yS - 120} ${cx - hw} ${yS - 120} ${cx - hw} ${yS}V984Q${cx - hw} 1000 ${cx - hw + 16} 1000Z`;
    s += shadow(c, cx, 1002, hw + 90, 26);
    s += `<path d="${path}" fill="${cyl(c, glass, 1)}"${edge(glass)}/>`;
    s += rect(cx - hw + 16, yS - 20, 13, 440, "#fff", `rx="6" opacity=".3"`);
    s += rect(cx - 32, 220, 64, 94, cyl(c, c.c2, 1), `rx="10"`) + rect(cx - 32, 220, 64, 14, lighten(c.c2, 0.25), `rx="7"`);
    const paper = mix("#fbf6ea", c.c2, 0.05);
    const line = accentOn(paper, darken(c.c2, 0.1));
    s += bottleLabel(c, cx - hw + 14, 580, hw * 2 - 28, 340, r.pick(["rect", "arch", "notch"] as const), paper, line, true);
  }
  // A little dish of balsamic drops, or grapes
  if (r.chance(0.5)) {
    const gx = r.chance(0.5) ? 285 : 915;
    let g = shadow(c, gx, 1030, 110, 20);
    const grape = mix("#5b2a4a", c.c1, 0.2);
    const pos: Array<[number, number]> = [
      [-40, -20],
      [0, -22],
      [40, -20],
      [-22, 8],
      [20, 8],
      [0, 34],
      [-58, -46],
      [-18, -48],
      [22, -48],
    ];
    for (const [x, y] of pos) g += `<circle cx="${gx + x}" cy="${1000 + y}" r="24" fill="${grape}" stroke="${darken(grape, 0.3)}" stroke-width="2"/><circle cx="${gx + x - 8}" cy="${1000 + y - 8}" r="6" fill="#fff" opacity=".3"/>`;
    g += leaf(gx + 10, 930, 80, 30, -70, "#6f8a3c", "#48602a");
    s += g;
  }
  return s;
}

function jarBody(c: Ctx, x0: number, x1: number, yTop: number, yB: number): string {
  const rB = 54;
  const sh = 34;
  return `M${x0 + sh} ${yTop}H${x1 - sh}Q${x1} ${yTop} ${x1} ${yTop + sh + 10}V${yB - rB}Q${x1} ${yB} ${x1 - rB} ${yB}H${x0 + rB}Q${x0} ${yB} ${x0} ${yB - rB}V${yTop + sh + 10}Q${x0} ${yTop} ${x0 + sh} ${yTop}Z`;
}

function glassShine(x0: number, x1: number, yTop: number, yB: number): string {
  return rect(x0 + 26, yTop + 60, 22, yB - yTop - 130, "#fff", `rx="11" opacity=".3"`) + rect(x0 + 60, yTop + 80, 8, yB - yTop - 200, "#fff", `rx="4" opacity=".22"`) + rect(x1 - 40, yTop + 80, 10, yB - yTop - 170, "#fff", `rx="5" opacity=".12"`);
}

function sauceJar(c: Ctx): string {
  const r = c.r;
  const x0 = 405;
  const x1 = 795;
  const yTop = 470;
  const yB = 995;
  const path = jarBody(c, x0, x1, yTop, yB);
  let s = shadow(c, 600, yB + 2, 280, 32);
  const sauce = c.body;
  s += `<path d="${path}" fill="${cyl(c, sauce, 0.9)}"${edge(sauce)}/>`;
  // sauce texture: herbs and specks
  let bits = "";
  for (let i = 0; i < 26; i++) {
    const x = r.range(x0 + 20, x1 - 20);
    const y = r.range(yTop + 40, yB - 30);
    if (i % 3 === 0) bits += leaf(x, y, 22, 7, r.range(0, 360), "#3f6b2a");
    else bits += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r.range(3, 7))}" fill="${i % 2 ? lighten(sauce, 0.25) : darken(sauce, 0.2)}" opacity=".7"/>`;
  }
  s += `<g ${clip(c, `<path d="${path}"/>`)}>${bits}${rect(x0, yTop, x1 - x0, 36, "#fff", `opacity=".18"`)}</g>`;
  // Label
  const style = r.pick(["band", "scallop", "round"] as const);
  const lab = r.chance(0.5) ? mix("#fbf4e4", c.c2, 0.08) : c.c2;
  const tcol = ink(lab);
  const acc = accentOn(lab, c.c1);
  if (style === "round") {
    s += `<circle cx="600" cy="740" r="150" fill="${lab}"/><circle cx="600" cy="740" r="136" fill="none" stroke="${acc}" stroke-width="3"/>`;
    s += brandText(c, 600, 650, 190, acc, 20, false, 2);
    s += textBlock(c, { text: c.label, x: 600, y: 730, w: 230, h: 110, size: 46, min: 14, lines: 3, fill: tcol, serif: true, bold: true });
    s += tomato(c, 600, 862, 0.36);
  } else {
    const top = 610;
    const bot = 870;
    let shape: string;
    if (style === "scallop") {
      let d = `M${x0} ${top + 14}`;
      for (let x = x0; x < x1; x += 39) d += `Q${x + 19.5} ${top - 16} ${Math.min(x1, x + 39)} ${top + 14}`;
      d += `V${bot}`;
      for (let x = x1; x > x0; x -= 39) d += `Q${x - 19.5} ${bot + 30} ${Math.max(x0, x - 39)} ${bot}`;
      d += "Z";
      shape = `<path d="${d}" fill="${lab}"/>`;
    } else shape = rect(x0, top, x1 - x0, bot - top, lab) + rect(x0, top + 12, x1 - x0, 4, acc) + rect(x0, bot - 16, x1 - x0, 4, acc);
    s += `<g ${clip(c, `<path d="${path}"/>`)}>${shape}</g>`;
    s += brandText(c, 600, top + 46, 300, acc, 22, false, 2);
    s += textBlock(c, { text: c.label, x: 600, y: 748, w: 320, h: 120, size: 54, min: 16, lines: 2, fill: tcol, serif: r.chance(0.6), bold: true });
    s += leaf(548, 830, 50, 14, 190, "#4f7d32", "#2f5220") + leaf(652, 830, 50, 14, -10, "#4f7d32", "#2f5220") + `<circle cx="600" cy="830" r="13" fill="#d8412f"/>`;
  }
  s += glassShine(x0, x1, yTop, yB);
  // Lid
  const lid = c.c2;
  s += rect(x0 + 14, yTop - 14, x1 - x0 - 28, 22, darken(sauce, 0.2), `rx="6"`);
  s += rect(x0 + 6, yTop - 96, x1 - x0 - 12, 86, cyl(c, lid, 1), `rx="14"`);
  s += rect(x0 + 6, yTop - 96, x1 - x0 - 12, 16, lighten(lid, 0.22), `rx="8"`);
  s += vbars(x0 + 10, yTop - 76, x1 - x0 - 20, 60, 10, 3, "#000", `opacity=".14"`);
  if (r.chance(0.5)) s += tomato(c, r.chance(0.5) ? 300 : 900, 985, 0.9);
  return s;
}

function tomato(c: Ctx, x: number, y: number, s: number): string {
  let g = s > 0.6 ? shadow(c, 0, 62, 90, 18) : "";
  g += `<ellipse cx="0" cy="0" rx="82" ry="70" fill="${rg(c, [[0, "#f06a4f"], [0.7, "#d63a2a"], [1, "#a82a1f"]], 0.5, 0.5, 0.55, 0.35, 0.3)}"/>`;
  g += `<ellipse cx="-30" cy="-30" rx="20" ry="10" fill="#fff" opacity=".35" transform="rotate(-30 -30 -30)"/>`;
  let star = "";
  for (let i = 0; i < 5; i++) star += leaf(0, -62, 38, 10, i * 72 + 10, "#4d7a2d");
  g += star + `<path d="M0 -62V-90" stroke="#4d7a2d" stroke-width="7" stroke-linecap="round"/>`;
  return `<g transform="translate(${f(x)} ${f(y - 60 * s)}) scale(${s.toFixed(2)})">${g}</g>`;
}

function preserveJar(c: Ctx): string {
  const r = c.r;
  const x0 = 385;
  const x1 = 815;
  const yTop = 560;
  const yB = 995;
  const path = jarBody(c, x0, x1, yTop, yB);
  const jam = c.body;
  let s = shadow(c, 600, yB + 2, 300, 32);
  s += `<path d="${path}" fill="${cyl(c, jam, 0.9)}"${edge(jam)}/>`;
  let bits = "";
  for (let i = 0; i < 20; i++) {
    const x = r.range(x0 + 20, x1 - 20);
    const y = r.range(yTop + 50, yB - 30);
    bits += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r.range(8, 20))}" ry="${f(r.range(6, 13))}" fill="${i % 2 ? lighten(jam, 0.18) : darken(jam, 0.18)}" opacity=".55" transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  }
  s += `<g ${clip(c, `<path d="${path}"/>`)}>${bits}</g>`;
  // Hand-written label
  const paper = "#fdf8ec";
  const lx = 450;
  const ly = 700;
  const lw = 300;
  const lh = 190;
  const oval = r.chance(0.5);
  const acc = accentOn(paper, c.c2);
  if (oval) s += `<ellipse cx="600" cy="${ly + lh / 2}" rx="${lw / 2 + 10}" ry="${lh / 2}" fill="${paper}"/><ellipse cx="600" cy="${ly + lh / 2}" rx="${lw / 2 - 2}" ry="${lh / 2 - 12}" fill="none" stroke="${acc}" stroke-width="2.5" stroke-dasharray="8 6"/>`;
  else s += rect(lx, ly, lw, lh, paper, `rx="10" transform="rotate(${f(r.range(-3, 3))} 600 ${ly + lh / 2})"`) + rect(lx + 12, ly + 12, lw - 24, lh - 24, "none", `rx="6" stroke="${acc}" stroke-width="2.5"`);
  s += textBlock(c, { text: c.label, x: 600, y: ly + lh / 2 - 14, w: lw - 60, h: lh - 92, size: 50, min: 14, lines: 3, fill: contrast(paper, darken(c.c1, 0.35)) >= 4.5 ? darken(c.c1, 0.35) : INK, serif: true, italic: true, bold: true });
  s += brandText(c, 600, ly + lh - 36, lw - 90, acc, 16, true, 2);
  s += glassShine(x0, x1, yTop, yB);
  // Lid under a gingham cloth tied with twine
  const cloth = c.c2;
  const steps = 14;
  const clothPath = `M${x0 - 32} ${yTop + 20}C${x0 - 20} ${yTop - 60} ${x0 + 40} ${yTop - 100} 600 ${yTop - 104}C${x1 - 40} ${yTop - 100} ${x1 + 20} ${yTop - 60} ${x1 + 32} ${yTop + 20}`;
  // Build the hem from right to left so the shape closes nicely.
  let back = "";
  for (let i = steps; i >= 0; i--) {
    const x = x0 - 32 + ((x1 - x0 + 64) * i) / steps;
    const y = yTop + 28 + (i % 2 ? 40 : 8) + Math.sin(i * 1.7 + r.range(0, 1)) * 6;
    back += `L${f(x)} ${f(y)}`;
  }
  const shapeD = clothPath + back + "Z";
  s += `<path d="${shapeD}" fill="#fffaf2"/><g ${clip(c, `<path d="${shapeD}"/>`)}>${gingham(x0 - 40, yTop - 110, x1 - x0 + 80, 200, 18, cloth, 0.5)}</g><path d="${shapeD}" fill="none" stroke="${darken(cloth, 0.2)}" stroke-width="2"/>`;
  s += `<path d="${shapeD}" fill="${lg(c, [[0, "#000", 0.12], [0.3, "#000", 0], [0.7, "#fff", 0.1], [1, "#000", 0.18]])}"/>`;
  s += `<path d="M${x0 + 4} ${yTop + 4}Q600 ${yTop + 30} ${x1 - 4} ${yTop + 4}" stroke="#b8905a" stroke-width="7" fill="none"/>`;
  s += `<path d="M590 ${yTop + 20}c-30 -30 -60 -10 -40 10c10 10 30 0 40 -10c30 -30 60 -10 40 10c-10 10 -30 0 -40 -10l-20 60m20 -60l26 56" stroke="#b8905a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return s;
}

function biscuitBox(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const L = 300;
  const R = 880;
  const T = 540;
  const B = 985;
  const dx = 60;
  const dy = -60;
  let s = shadow(c, 610, B + 4, 380, 36);
  s += `<polygon points="${pts([
    [L, T],
    [R, T],
    [R + dx, T + dy],
    [L + dx, T + dy],
  ])}" fill="${lighten(body, 0.2)}"/>`;
  s += `<polygon points="${pts([
    [R, T],
    [R + dx, T + dy],
    [R + dx, B + dy],
    [R, B],
  ])}" fill="${darken(body, 0.25)}"/>`;
  s += rect(L, T, R - L, B - T, vgrad(c, body, darken(body, 0.08)), edge(body));
  // Lid rim
  s += rect(L, T, R - L, 70, darken(body, 0.1)) + `<polygon points="${pts([
    [R, T],
    [R + dx, T + dy],
    [R + dx, T + dy + 70],
    [R, T + 70],
  ])}" fill="${darken(body, 0.32)}"/>` + rect(L, T + 70, R - L, 4, "#000", `opacity=".15"`);
  // Pattern on the front
  const deco = r.pick(["stripes", "dots", "plain"] as const);
  const dcol = mix(body, c.c2, 0.4);
  if (deco === "stripes") {
    let d = "";
    for (let x = L + 20; x < R; x += 40) d += `M${x} ${T + 74}V${B}`;
    s += `<path d="${d}" stroke="${dcol}" stroke-width="12" opacity=".4"/>`;
  } else if (deco === "dots") {
    s += dots(L, T + 74, R - L, B - T - 74, 40, 20, 5, dcol, `opacity=".6"`);
  }
  // Brand on the lid rim
  s += brandText(c, (L + R) / 2, T + 36, R - L - 80, ink(darken(body, 0.1)), 26, true, 2);
  // A medallion with biscuits and the label
  const band = c.c2;
  s += rect(L + 40, T + 110, R - L - 80, B - T - 150, band, `rx="22"`);
  s += rect(L + 52, T + 122, R - L - 104, B - T - 174, "none", `rx="16" stroke="${ink(band)}" stroke-opacity=".35" stroke-width="3"`);
  const bcol = "#e2ad62";
  const bid = biscuitDef(c, bcol);
  for (let i = 0; i < 3; i++) s += `<use href="#${bid}" transform="translate(${L + 170 + i * 120} ${T + 210}) rotate(${f(r.range(0, 360))}) scale(.95)"/>`;
  s += textBlock(c, { text: c.label, x: (L + R) / 2, y: T + 340, w: R - L - 150, h: 110, size: 56, min: 16, lines: 2, fill: ink(band), serif: true, bold: true });
  // Loose biscuits in front
  const bx = r.chance(0.5) ? 250 : 960;
  s += shadow(c, bx, 1036, 100, 20);
  for (const [i, y] of [1012, 988, 964].entries()) {
    const x = bx + (i === 1 ? 8 : i === 2 ? -4 : 0);
    s += `<ellipse cx="${x}" cy="${y + 9}" rx="${66}" ry="${30}" fill="${darken(bcol, 0.25)}"/><use href="#${bid}" transform="translate(${x} ${y}) scale(1 .45) rotate(${f(r.range(0, 90))})"/>`;
  }
  return s;
}

function honeyJar(c: Ctx): string {
  const r = c.r;
  const x0 = 420;
  const x1 = 780;
  const yTop = 500;
  const yB = 995;
  const path = jarBody(c, x0, x1, yTop, yB);
  const honey = mix("#e6a11f", c.body, 0.1);
  let s = shadow(c, 610, yB + 2, 300, 32);
  s += `<path d="${path}" fill="${cyl(c, honey, 0.8)}"/>`;
  s += `<g ${clip(c, `<path d="${path}"/>`)}>${rect(x0, yTop, x1 - x0, 40, "#fff", `opacity=".2"`)}<circle cx="${x1 - 90}" cy="${yB - 120}" r="60" fill="#fff" opacity=".08"/></g>`;
  // Hexagon label
  const lab = c.c2;
  const cy = 760;
  const R = 150;
  const hex = (rad: number): string =>
    pts(
      Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return [600 + Math.cos(a) * rad, cy + Math.sin(a) * rad] as [number, number];
      }),
    );
  s += `<polygon points="${hex(R)}" fill="${lab}"/><polygon points="${hex(R - 14)}" fill="none" stroke="${ink(lab)}" stroke-opacity=".4" stroke-width="3"/>`;
  // small honeycomb in the corner of the label
  let comb = "";
  const cells: Array<[number, number]> = [
    [0, 0],
    [22, 0],
    [11, 19],
  ];
  for (const [hx, hy] of cells) {
    const p = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return [hx + Math.cos(a) * 12, hy + Math.sin(a) * 12] as [number, number];
    });
    comb += `<polygon points="${pts(p)}" fill="${honey}" stroke="${darken(honey, 0.3)}" stroke-width="2"/>`;
  }
  s += `<g transform="translate(589 ${cy - 100})">${comb}</g>`;
  s += textBlock(c, { text: c.label, x: 600, y: cy + 5, w: 220, h: 120, size: 44, min: 14, lines: 3, fill: ink(lab), serif: true, bold: true });
  s += brandText(c, 600, cy + 96, 170, ink(lab), 14, false, 2);
  s += glassShine(x0, x1, yTop, yB);
  // Lid
  const lid = c.c1;
  s += rect(x0 + 10, yTop - 16, x1 - x0 - 20, 24, darken(honey, 0.3), `rx="6"`);
  s += rect(x0, yTop - 94, x1 - x0, 84, cyl(c, lid, 1), `rx="16"`) + rect(x0, yTop - 94, x1 - x0, 16, lighten(lid, 0.22), `rx="8"`);
  // Honey dripping from the lid
  s += `<path d="M${x0 + 40} ${yTop - 12}V${yTop + 30}a14 14 0 0 0 28 0V${yTop - 12}Z" fill="${honey}"/>`;
  // Dipper
  const dxp = r.chance(0.5) ? 1 : -1;
  const bx = 600 + dxp * 300;
  let d = shadow(c, bx, 1035, 130, 18);
  d += `<g transform="translate(${bx} 1000) rotate(${dxp * -28})">`;
  d += rect(-9, -330, 18, 290, "#b98550", `rx="8"`);
  d += `<ellipse cx="0" cy="-20" rx="46" ry="40" fill="#c89460"/>`;
  for (let i = -2; i <= 2; i++) d += `<ellipse cx="0" cy="${-20 + i * 14}" rx="${f(48 - Math.abs(i) * 5)}" ry="5" fill="#9c6a3c"/>`;
  d += `<path d="M-30 0Q-34 30 -20 40Q-6 30 -10 0Z" fill="${honey}" opacity=".95"/></g>`;
  s += d;
  if (r.chance(0.5)) s += bee(600 - dxp * r.range(250, 320), r.range(300, 380), r.range(-20, 20) - dxp * 10);
  return s;
}

function bee(x: number, y: number, rot: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><ellipse cx="-8" cy="-26" rx="22" ry="14" fill="#fff" opacity=".75" transform="rotate(-25 -8 -26)"/><ellipse cx="14" cy="-26" rx="20" ry="12" fill="#fff" opacity=".6" transform="rotate(20 14 -26)"/><ellipse rx="34" ry="22" fill="#f2b824"/><path d="M-12 -20V20M4 -22V22M20 -18V18" stroke="#2a2118" stroke-width="8"/><circle cx="-34" cy="-2" r="12" fill="#2a2118"/><path d="M-30 -10q-10 -24 -22 -20" stroke="#2a2118" stroke-width="3" fill="none"/></g>`;
}

function coffeeBag(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const path = "M420 330H780L808 945Q810 1000 760 1000H440Q390 1000 392 945Z";
  let s = shadow(c, 600, 1002, 290, 30);
  s += `<path d="${path}" fill="${lg(c, [[0, darken(body, 0.3)], [0.1, body], [0.35, lighten(body, 0.12)], [0.8, body], [1, darken(body, 0.35)]])}"${edge(body)}/>`;
  s += `<path d="M400 950Q600 975 800 950" stroke="#000" stroke-opacity=".18" stroke-width="4" fill="none"/>`;
  // Folded top with a tin tie
  s += `<path d="M410 250H790L784 340H416Z" fill="${darken(body, 0.12)}"/><path d="M410 250H790L788 270H412Z" fill="${darken(body, 0.22)}"/>`;
  s += `<path d="M392 300H808" stroke="#d0d3d6" stroke-width="12" stroke-linecap="round"/><path d="M392 297H808" stroke="#fff" stroke-width="3" opacity=".6"/>`;
  // Valve
  s += `<circle cx="600" cy="410" r="24" fill="${darken(body, 0.15)}"/><circle cx="600" cy="410" r="12" fill="${lighten(body, 0.15)}"/>`;
  // Label
  const lab = c.c2;
  const style = r.pick(["panel", "badge"] as const);
  const bid = beanDef(c);
  if (style === "badge") {
    s += `<circle cx="600" cy="690" r="175" fill="${lab}"/><circle cx="600" cy="690" r="158" fill="none" stroke="${ink(lab)}" stroke-opacity=".35" stroke-width="3"/>`;
    s += `<use href="#${bid}" transform="translate(600 590) rotate(-30) scale(1.2)"/>`;
    s += textBlock(c, { text: c.label, x: 600, y: 690, w: 260, h: 110, size: 50, min: 15, lines: 3, fill: ink(lab), bold: true });
    s += brandText(c, 600, 790, 200, ink(lab), 18, false, 2);
  } else {
    s += rect(440, 520, 320, 360, lab, `rx="14"`);
    s += `<use href="#${bid}" transform="translate(600 590) rotate(-30) scale(1.2)"/>`;
    s += rect(470, 640, 260, 3, ink(lab), `opacity=".35"`);
    s += textBlock(c, { text: c.label, x: 600, y: 730, w: 270, h: 130, size: 52, min: 15, lines: 3, fill: ink(lab), bold: true });
    s += rect(470, 815, 260, 3, ink(lab), `opacity=".35"`);
    s += brandText(c, 600, 848, 250, ink(lab), 20, false, 2);
  }
  s += `<path d="M432 360L446 930" stroke="#fff" stroke-width="14" opacity=".14" stroke-linecap="round"/>`;
  s += beans(c, 600, 1030, 360, 7, [380, 820]);
  return s;
}

function coffeeTin(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const x0 = 415;
  const x1 = 785;
  const rx = (x1 - x0) / 2;
  const ry = 42;
  const yTop = 420;
  const yB = 990;
  let s = shadow(c, 600, yB + 8, 300, 34);
  const side = `M${x0} ${yTop}V${yB}A${rx} ${ry} 0 0 0 ${x1} ${yB}V${yTop}Z`;
  s += `<path d="${side}" fill="${cyl(c, body, 1)}"${edge(body)}/>`;
  // Lid band
  const lid = darken(body, 0.05);
  s += `<path d="M${x0 - 6} ${yTop}V${yTop + 80}A${rx + 6} ${ry} 0 0 0 ${x1 + 6} ${yTop + 80}V${yTop}Z" fill="${cyl(c, lid, 1.1)}"/>`;
  s += `<ellipse cx="600" cy="${yTop}" rx="${rx + 6}" ry="${ry}" fill="${lighten(lid, 0.15)}"/><ellipse cx="600" cy="${yTop}" rx="${rx - 16}" ry="${ry - 9}" fill="none" stroke="${darken(lid, 0.15)}" stroke-width="4"/>`;
  // Bands and label
  const band = c.c2;
  const ci = clip(c, `<path d="${side}"/>`);
  const ly = 560;
  const lh = 330;
  s += `<g ${ci}><path d="M${x0} ${ly}V${ly + lh}A${rx} ${ry} 0 0 0 ${x1} ${ly + lh}V${ly}A${rx} ${ry} 0 0 1 ${x0} ${ly}Z" fill="${cyl(c, band, 0.7)}"/>`;
  s += `<path d="M${x0} ${ly + 14}A${rx} ${ry} 0 0 0 ${x1} ${ly + 14}M${x0} ${ly + lh - 14}A${rx} ${ry} 0 0 0 ${x1} ${ly + lh - 14}" stroke="${ink(band)}" stroke-opacity=".35" stroke-width="3" fill="none"/></g>`;
  const bid = beanDef(c);
  s += `<use href="#${bid}" transform="translate(560 ${ly + 90}) rotate(-25)"/><use href="#${bid}" transform="translate(640 ${ly + 90}) rotate(25)"/>`;
  s += textBlock(c, { text: c.label, x: 600, y: ly + 205, w: 290, h: 140, size: 52, min: 15, lines: 3, fill: ink(band), bold: true, serif: r.chance(0.5) });
  s += brandText(c, 600, yTop + 150, 300, ink(body), 24, r.chance(0.5), 2);
  s += rect(x0 + 34, yTop + 100, 16, yB - yTop - 110, "#fff", `rx="8" opacity=".22"`);
  s += beans(c, 600, 1035, 380, 6, [380, 820]);
  return s;
}

function wineBottle(c: Ctx): string {
  const r = c.r;
  const cx = 600;
  const glass = darken(c.body, r.range(0.25, 0.4));
  const burgundy = r.chance(0.4);
  const hw = burgundy ? 120 : 108;
  const nw = 32;
  let path: string;
  const yB = 1000;
  if (burgundy) {
    path = `M${cx - hw + 14} ${yB}H${cx + hw - 14}Q${cx + hw} ${yB} ${cx + hw} ${yB - 14}V620C${cx + hw} 470 ${cx + nw} 430 ${cx + nw} 330V170H${cx - nw}V330C${cx - nw} 430 ${cx - hw} 470 ${cx - hw} 620V${yB - 14}Q${cx - hw} ${yB} ${cx - hw + 14} ${yB}Z`;
  } else {
    path = `M${cx - hw + 14} ${yB}H${cx + hw - 14}Q${cx + hw} ${yB} ${cx + hw} ${yB - 14}V520C${cx + hw} 440 ${cx + nw} 450 ${cx + nw} 370V170H${cx - nw}V370C${cx - nw} 450 ${cx - hw} 440 ${cx - hw} 520V${yB - 14}Q${cx - hw} ${yB} ${cx - hw + 14} ${yB}Z`;
  }
  let s = shadow(c, cx, yB + 2, hw + 100, 28);
  s += `<path d="${path}" fill="${cyl(c, glass, 1.2)}"${edge(glass)}/>`;
  s += rect(cx - hw + 18, burgundy ? 600 : 520, 14, burgundy ? 360 : 440, "#fff", `rx="7" opacity=".3"`) + rect(cx - nw + 8, 340, 8, 110, "#fff", `rx="4" opacity=".25"`);
  // Capsule
  const cap = c.c2;
  s += rect(cx - nw - 3, 160, nw * 2 + 6, 150, cyl(c, cap, 1), `rx="6"`) + rect(cx - nw - 5, 150, nw * 2 + 10, 18, lighten(cap, 0.15), `rx="6"`) + rect(cx - nw - 3, 286, nw * 2 + 6, 5, darken(cap, 0.25));
  // Label
  const paper = r.pick(["#fbf6ea", "#f6f1e6", "#fffdf8", mix("#fbf6ea", c.c2, 0.15)]);
  const line = accentOn(paper, darken(c.c1, 0.05));
  const ly = burgundy ? 680 : 640;
  const lh = burgundy ? 250 : 280;
  const lx = cx - hw + 12;
  const lw = hw * 2 - 24;
  const style = r.pick(["rect", "notch", "arch"] as const);
  const crest = `<g transform="translate(${cx} ${ly + lh - 38})"><path d="M-18 -16H18V2Q18 18 0 24Q-18 18 -18 2Z" fill="none" stroke="${line}" stroke-width="2.5"/><path d="M-8 -4L0 6L8 -4" stroke="${line}" stroke-width="2.5" fill="none"/></g>`;
  s += bottleLabel(c, lx, ly, lw, lh, style, paper, line, true, crest);
  // Neck label
  s += `<ellipse cx="${cx}" cy="400" rx="${nw + 6}" ry="22" fill="${paper}"/><ellipse cx="${cx}" cy="400" rx="${nw - 2}" ry="15" fill="none" stroke="${line}" stroke-width="2"/>`;
  if (r.chance(0.5)) {
    // a glass of wine beside
    const gx = r.chance(0.5) ? 330 : 870;
    const wine = mix(c.c1, "#7a1d2c", 0.5);
    s += shadow(c, gx, 1003, 90, 14);
    s += `<path d="M${gx - 70} 650Q${gx - 78} 800 ${gx} 820Q${gx + 78} 800 ${gx + 70} 650Z" fill="#fff" opacity=".45" stroke="#fff" stroke-width="4"/>`;
    s += `<path d="M${gx - 72} 730Q${gx - 66} 810 ${gx} 818Q${gx + 66} 810 ${gx + 72} 730Z" fill="${wine}" opacity=".9"/>`;
    s += rect(gx - 6, 818, 12, 170, "#fff", `opacity=".7"`) + `<ellipse cx="${gx}" cy="994" rx="62" ry="12" fill="#fff" opacity=".8"/>`;
  }
  return s;
}

function sparklingBottle(c: Ctx): string {
  const r = c.r;
  const cx = 600;
  const glass = darken(c.body, r.range(0.2, 0.35));
  const hw = 118;
  const nw = 36;
  const yB = 1000;
  const path = `M${cx - hw + 16} ${yB}H${cx + hw - 16}Q${cx + hw} ${yB} ${cx + hw} ${yB - 16}V600C${cx + hw} 470 ${cx + nw} 440 ${cx + nw} 340V200H${cx - nw}V340C${cx - nw} 440 ${cx - hw} 470 ${cx - hw} 600V${yB - 16}Q${cx - hw} ${yB} ${cx - hw + 16} ${yB}Z`;
  let s = shadow(c, cx, yB + 2, hw + 100, 28);
  s += `<path d="${path}" fill="${cyl(c, glass, 1.2)}"${edge(glass)}/>`;
  s += rect(cx - hw + 20, 600, 15, 360, "#fff", `rx="7" opacity=".3"`);
  // Foil over neck and shoulder
  const foil = c.c2;
  let hem = "";
  for (let i = 0; i <= 8; i++) {
    const x = cx + 70 - (140 * i) / 8;
    hem += `L${f(x)} ${f(470 + (i % 2 ? 14 : 0) + Math.sin(i) * 4)}`;
  }
  s += `<path d="M${cx - nw - 4} 185H${cx + nw + 4}V340C${cx + nw + 4} 400 ${cx + 70} 420 ${cx + 72} 470${hem}C${cx - 70} 420 ${cx - nw - 4} 400 ${cx - nw - 4} 340Z" fill="${cyl(c, foil, 1.1)}"/>`;
  // Cage and cork dome
  s += `<path d="M${cx - 40} 190Q${cx} 120 ${cx + 40} 190Z" fill="${lighten(foil, 0.1)}"/>`;
  s += `<path d="M${cx - 40} 240H${cx + 40}M${cx - 20} 190L${cx - 24} 240M${cx + 20} 190L${cx + 24} 240M${cx} 150V190" stroke="#d8d8d8" stroke-width="4"/>`;
  s += rect(cx - 36, 300, 72, 30, foil, `rx="4"`) + rect(cx - 36, 312, 72, 4, ink(foil), `opacity=".3"`);
  // Shield label
  const paper = r.pick(["#fbf6ea", "#fffdf8", mix("#fbf6ea", c.c2, 0.2)]);
  const line = accentOn(paper, darken(c.c2, 0.25));
  const lx = cx - hw + 14;
  const lw = hw * 2 - 28;
  const ly = 660;
  const lh = 270;
  s += `<path d="M${lx} ${ly}H${lx + lw}V${ly + lh - 60}Q${lx + lw} ${ly + lh - 10} ${cx} ${ly + lh}Q${lx} ${ly + lh - 10} ${lx} ${ly + lh - 60}Z" fill="${paper}"/>`;
  s += `<path d="M${lx + 10} ${ly + 10}H${lx + lw - 10}V${ly + lh - 64}Q${lx + lw - 10} ${ly + lh - 22} ${cx} ${ly + lh - 12}Q${lx + 10} ${ly + lh - 22} ${lx + 10} ${ly + lh - 64}Z" fill="none" stroke="${line}" stroke-width="2.5"/>`;
  s += brandText(c, cx, ly + 42, lw - 50, line, 17, true, 2);
  s += textBlock(c, { text: c.label, x: cx, y: ly + 130, w: lw - 40, h: 120, size: 44, min: 14, lines: 3, fill: INK, serif: true, bold: true });
  s += `<path d="M${cx - 30} ${ly + 205}H${cx + 30}" stroke="${line}" stroke-width="2"/>`;
  // Bubbles
  let b = "";
  for (let i = 0; i < 10; i++) b += `<circle cx="${f(cx + r.range(-hw + 20, hw - 20))}" cy="${f(r.range(520, 640))}" r="${f(r.range(3, 7))}" fill="#fff" opacity=".35"/>`;
  s += b;
  if (r.chance(0.6)) {
    // a flute beside
    const gx = r.chance(0.5) ? 340 : 860;
    s += shadow(c, gx, 1003, 70, 12);
    s += `<path d="M${gx - 38} 560Q${gx - 42} 760 ${gx} 790Q${gx + 42} 760 ${gx + 38} 560Z" fill="#fff" opacity=".5" stroke="#fff" stroke-width="4"/>`;
    s += `<path d="M${gx - 38} 610Q${gx - 40} 760 ${gx} 786Q${gx + 40} 760 ${gx + 38} 610Z" fill="#f1d27a" opacity=".9"/>`;
    for (let i = 0; i < 6; i++) s += `<circle cx="${f(gx + r.range(-20, 20))}" cy="${f(r.range(630, 770))}" r="4" fill="#fff" opacity=".7"/>`;
    s += rect(gx - 5, 788, 10, 200, "#fff", `opacity=".7"`) + `<ellipse cx="${gx}" cy="994" rx="52" ry="11" fill="#fff" opacity=".8"/>`;
  }
  return s;
}

function teaBox(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const L = 410;
  const R = 790;
  const T = 400;
  const B = 990;
  const dx = 70;
  const dy = -55;
  let s = shadow(c, 630, B + 4, 300, 32);
  s += `<polygon points="${pts([
    [L, T],
    [R, T],
    [R + dx, T + dy],
    [L + dx, T + dy],
  ])}" fill="${lighten(body, 0.2)}"/>`;
  s += `<polygon points="${pts([
    [R, T],
    [R + dx, T + dy],
    [R + dx, B + dy],
    [R, B],
  ])}" fill="${darken(body, 0.25)}"/>`;
  s += rect(L, T, R - L, B - T, vgrad(c, body, darken(body, 0.08)), edge(body));
  // Leaves illustration
  const lc = mix(c.c2, "#5f8a3a", 0.35);
  const ly = 585;
  s += `<path d="M600 ${ly + 80}C596 ${ly + 30} 590 ${ly} 600 ${ly - 60}" stroke="${darken(lc, 0.3)}" stroke-width="5" fill="none"/>`;
  s += leaf(600, ly + 20, 120, 38, -30, lc, darken(lc, 0.35)) + leaf(600, ly + 20, 120, 38, 210, lighten(lc, 0.15), darken(lc, 0.35)) + leaf(600, ly - 30, 80, 26, -80, lighten(lc, 0.25), darken(lc, 0.35));
  s += brandText(c, 600, T + 46, R - L - 60, ink(body), 24, r.chance(0.5), 2);
  // Label panel
  const lab = c.c2;
  s += rect(L, 700, R - L, 200, lab) + rect(L, 712, R - L, 3, ink(lab), `opacity=".35"`) + rect(L, 885, R - L, 3, ink(lab), `opacity=".35"`);
  s += textBlock(c, { text: c.label, x: 600, y: 800, w: R - L - 60, h: 140, size: 50, min: 15, lines: 3, fill: ink(lab), serif: r.chance(0.5), bold: true });
  // Tea bag in front
  const tx = r.chance(0.5) ? 330 : 880;
  const rot = r.range(-16, 16);
  let g = `<g transform="translate(${tx} 930) rotate(${f(rot)})">`;
  g += rect(-70, -90, 140, 180, "#000", `opacity=".1" rx="8" transform="translate(8 10)"`);
  g += rect(-70, -90, 140, 180, "#f4ecdb", `rx="8"`) + rect(-60, -80, 120, 160, "none", `rx="4" stroke="#d8c9a8" stroke-width="2.5" stroke-dasharray="6 5"`);
  for (let i = 0; i < 18; i++) g += `<circle cx="${f(r.range(-48, 48))}" cy="${f(r.range(-20, 68))}" r="${f(r.range(2, 4.5))}" fill="#6b5a36" opacity=".45"/>`;
  g += `<path d="M0 -90C10 -140 50 -150 70 -190" stroke="#e7e0d0" stroke-width="3" fill="none"/>`;
  g += rect(40, -250, 70, 60, lab, `rx="5" transform="rotate(12 75 -220)"`);
  g += `</g>`;
  s += g;
  return s;
}

function fryingPan(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const cx = 455;
  const cy = 700;
  const rx = 290;
  const ry = 185;
  const depth = 62;
  const k = 0.9;
  let s = shadow(c, cx + 10, cy + depth + ry * k - 24, rx * 1.06, ry * 0.42);
  const wall = `M${cx - rx} ${cy}L${f(cx - rx * k)} ${cy + depth}A${f(rx * k)} ${f(ry * k)} 0 0 0 ${f(cx + rx * k)} ${cy + depth}L${cx + rx} ${cy}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy}Z`;
  s += `<path d="${wall}" fill="${cyl(c, body, 1)}"${edge(body)}/>`;
  s += `<path d="M${f(cx - rx * k)} ${cy + depth - 4}A${f(rx * k)} ${f(ry * k)} 0 0 0 ${f(cx + rx * k)} ${cy + depth - 4}" stroke="${darken(body, 0.35)}" stroke-width="8" fill="none"/>`;
  // Rim and inside
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${lighten(body, 0.18)}"/>`;
  const steel = r.chance(0.3);
  const inside = steel ? "#c9cdd2" : "#34363a";
  s += `<ellipse cx="${cx}" cy="${cy + 5}" rx="${rx - 16}" ry="${ry - 13}" fill="${darken(inside, 0.15)}"/>`;
  s += `<ellipse cx="${cx}" cy="${cy + 24}" rx="${rx - 44}" ry="${ry - 40}" fill="${rg(c, [[0, lighten(inside, 0.2)], [0.7, inside], [1, darken(inside, 0.1)]], 0.5, 0.5, 0.5, 0.4, 0.35)}"/>`;
  s += `<ellipse cx="${cx - 60}" cy="${cy - 10}" rx="120" ry="60" fill="#fff" opacity="${steel ? 0.25 : 0.07}"/>`;
  s += `<path d="M${cx - 180} ${cy + 60}A200 120 0 0 0 ${cx + 120} ${cy + 110}" stroke="#fff" stroke-opacity=".1" stroke-width="10" fill="none"/>`;
  // Handle
  const th = r.range(10, 20);
  const L = 350;
  const ax = cx + rx - 14;
  const ay = cy + 10;
  const hcol = c.c2;
  let h = `<g transform="translate(${ax} ${ay}) rotate(${f(-th)})">`;
  h += `<path d="M-10 -22H70V22H-10Z" fill="#a7adb4"/><circle cx="12" cy="0" r="6" fill="#d5d9de"/><circle cx="46" cy="0" r="6" fill="#d5d9de"/>`;
  h += `<path d="M60 -20L${L - 30} -28Q${L} -29 ${L} 0Q${L} 29 ${L - 30} 28L60 20Z" fill="${lg(c, [[0, lighten(hcol, 0.2)], [0.5, hcol], [1, darken(hcol, 0.3)]], 0, 0, 0, 1)}"/>`;
  h += `<circle cx="${L - 32}" cy="0" r="10" fill="${darken(hcol, 0.45)}"/>`;
  h += `<path d="M80 -12L${L - 60} -17" stroke="#fff" stroke-width="5" opacity=".2" stroke-linecap="round"/></g>`;
  s += h;
  const rad = (th * Math.PI) / 180;
  const hx = ax + (L - 32) * Math.cos(rad);
  const hy = ay - (L - 32) * Math.sin(rad);
  s += hangTag(c, hx, hy, { len: 50, w: 180, h: 236, dx: -r.range(5, 25) });
  return s;
}

function pot(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const cx = 600;
  const hw = 265;
  const top = r.range(560, 620);
  const bot = 975;
  let s = shadow(c, cx, bot + 10, hw + 90, 36);
  // Side handles
  const hcol = darken(body, 0.15);
  s += `<path d="M${cx - hw + 10} ${top + 40}C${cx - hw - 90} ${top + 30} ${cx - hw - 90} ${top + 110} ${cx - hw + 10} ${top + 100}Z" fill="${hcol}"/>`;
  s += `<path d="M${cx + hw - 10} ${top + 40}C${cx + hw + 90} ${top + 30} ${cx + hw + 90} ${top + 110} ${cx + hw - 10} ${top + 100}Z" fill="${darken(hcol, 0.1)}"/>`;
  // Body
  s += `<path d="M${cx - hw} ${top}V${bot - 70}Q${cx - hw} ${bot} ${cx - hw + 70} ${bot}H${cx + hw - 70}Q${cx + hw} ${bot} ${cx + hw} ${bot - 70}V${top}Z" fill="${cyl(c, body, 1)}"${edge(body)}/>`;
  s += `<path d="M${cx - hw + 30} ${bot - 8}H${cx + hw - 30}" stroke="${darken(body, 0.4)}" stroke-width="10" stroke-linecap="round"/>`;
  s += rect(cx - hw + 30, top + 40, 20, bot - top - 110, "#fff", `rx="10" opacity=".22"`);
  // Lid
  const lidD = `M${cx - hw - 14} ${top + 4}C${cx - hw} ${top - 120} ${cx + hw} ${top - 120} ${cx + hw + 14} ${top + 4}A${hw + 14} 26 0 0 1 ${cx - hw - 14} ${top + 4}Z`;
  s += `<path d="${lidD}" fill="${lg(c, [[0, lighten(body, 0.25)], [0.5, body], [1, darken(body, 0.2)]], 0, 0, 1, 1)}"/>`;
  s += `<path d="M${cx - hw - 14} ${top + 4}A${hw + 14} 26 0 0 0 ${cx + hw + 14} ${top + 4}" stroke="${darken(body, 0.3)}" stroke-width="8" fill="none"/>`;
  s += `<path d="M${cx - 170} ${top - 40}Q${cx - 60} ${top - 86} ${cx + 60} ${top - 82}" stroke="#fff" stroke-width="12" opacity=".25" fill="none" stroke-linecap="round"/>`;
  // Knob
  const knob = c.c2;
  s += rect(cx - 20, top - 116, 40, 40, darken(knob, 0.2), `rx="6"`);
  s += rect(cx - 60, top - 150, 120, 44, cyl(c, knob, 1), `rx="22"`);
  // Paper band with the label
  const band = r.chance(0.5) ? mix("#fbf6ea", c.c2, 0.08) : c.c2;
  const by = top + 150;
  const bh = 170;
  s += rect(cx - hw - 4, by, hw * 2 + 8, bh, band, `rx="4"`) + rect(cx - hw - 4, by, 10, bh, "#000", `opacity=".12"`) + rect(cx + hw - 6, by, 10, bh, "#000", `opacity=".18"`);
  const acc = accentOn(band, c.c1);
  s += rect(cx - hw + 30, by + 14, hw * 2 - 60, 3, acc, `opacity=".7"`) + rect(cx - hw + 30, by + bh - 17, hw * 2 - 60, 3, acc, `opacity=".7"`);
  s += brandText(c, cx, by + 42, 380, acc, 22);
  s += textBlock(c, { text: c.label, x: cx, y: by + 102, w: 430, h: 80, size: 52, min: 15, lines: 2, fill: ink(band), bold: true, serif: r.chance(0.6) });
  return s;
}

/** Quads of an octagonal prism seen from the front: three faces between two outlines. */
function facets(cx: number, yTop: number, yBot: number, wTop: number, wBot: number, col: string, shades: [number, number, number]): string {
  const fr = [0, 0.29, 0.71, 1];
  let s = "";
  for (let i = 0; i < 3; i++) {
    const a = fr[i] ?? 0;
    const b = fr[i + 1] ?? 1;
    const xt = (t: number): number => cx - wTop / 2 + wTop * t;
    const xb = (t: number): number => cx - wBot / 2 + wBot * t;
    const sh = shades[i] ?? 0;
    const fill = sh >= 0 ? lighten(col, sh) : darken(col, -sh);
    s += `<polygon points="${pts([
      [xt(a), yTop],
      [xt(b), yTop],
      [xb(b), yBot],
      [xb(a), yBot],
    ])}" fill="${fill}"/>`;
  }
  if (lum(col) > 0.45) {
    s += `<polygon points="${pts([
      [cx - wTop / 2, yTop],
      [cx + wTop / 2, yTop],
      [cx + wBot / 2, yBot],
      [cx - wBot / 2, yBot],
    ])}" fill="none"${edge(col, 2.5)}/>`;
  }
  return s;
}

function mokaPot(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const cx = 570;
  let s = shadow(c, cx + 30, 995, 260, 30);
  const sh: [number, number, number] = [0.28, 0, -0.28];
  // Handle (behind on the right)
  const hcol = c.c2;
  s += `<path d="M${cx + 130} 470L${cx + 250} 455Q${cx + 285} 452 ${cx + 282} 492L${cx + 262} 700Q${cx + 258} 728 ${cx + 230} 725L${cx + 206} 722Q${cx + 220} 610 ${cx + 214} 530L${cx + 130} 540Z" fill="${lg(c, [[0, lighten(hcol, 0.15)], [1, darken(hcol, 0.25)]])}"/>`;
  s += rect(cx + 120, 462, 40, 86, darken(body, 0.2), `rx="6"`);
  // Boiler
  s += facets(cx, 752, 990, 240, 320, body, sh);
  s += `<polygon points="${pts([
    [cx - 160, 990],
    [cx + 160, 990],
    [cx + 156, 970],
    [cx - 156, 970],
  ])}" fill="${darken(body, 0.3)}"/>`;
  // Joint
  s += facets(cx, 724, 756, 232, 246, darken(body, 0.18), sh);
  s += `<path d="M${cx - 122} 740H${cx + 122}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`;
  // Upper chamber
  s += facets(cx, 470, 726, 300, 222, body, sh);
  // Lid and knob
  s += facets(cx, 430, 474, 250, 306, lighten(body, 0.08), sh);
  s += `<polygon points="${pts([
    [cx - 153, 474],
    [cx + 153, 474],
    [cx + 150, 466],
    [cx - 150, 466],
  ])}" fill="${darken(body, 0.25)}"/>`;
  s += facets(cx, 392, 432, 56, 76, hcol, [0.25, 0, -0.3]);
  // Spout on the left
  s += `<polygon points="${pts([
    [cx - 150, 474],
    [cx - 214, 440],
    [cx - 150, 540],
  ])}" fill="${lighten(body, 0.2)}"/><polygon points="${pts([
    [cx - 150, 474],
    [cx - 214, 440],
    [cx - 184, 486],
  ])}" fill="${darken(body, 0.1)}"/>`;
  // Edge highlights
  s += `<path d="M${cx - 150 + 87} 474L${cx - 111 + 64} 724" stroke="#fff" stroke-opacity=".35" stroke-width="4"/><path d="M${cx - 120 + 70} 756L${cx - 160 + 93} 968" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>`;
  // Valve
  s += `<circle cx="${cx + 118}" cy="860" r="16" fill="${lighten(body, 0.15)}" stroke="${darken(body, 0.3)}" stroke-width="3"/><circle cx="${cx + 118}" cy="860" r="6" fill="${darken(body, 0.3)}"/>`;
  // Badge on the front
  const badge = c.c2 === hcol ? lighten(c.c2, 0.1) : c.c2;
  s += `<polygon points="${pts(
    Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i + Math.PI / 8;
      return [cx + Math.cos(a) * 38, 600 + Math.sin(a) * 38] as [number, number];
    }),
  )}" fill="${badge}" stroke="${lighten(badge, 0.4)}" stroke-width="3"/>`;
  s += textBlock(c, { text: initials(c.brand), x: cx, y: 600, w: 50, h: 40, size: 30, min: 10, lines: 1, fill: ink(badge), serif: true, bold: true });
  // Coffee cup beside
  if (r.chance(0.45)) {
    const gx = 215;
    s += shadow(c, gx, 1000, 110, 16) + `<ellipse cx="${gx}" cy="985" rx="105" ry="20" fill="#f7f3ec" stroke="#ddd5c8" stroke-width="3"/>`;
    s += `<path d="M${gx - 68} 860H${gx + 68}L${gx + 56} 960Q${gx} 990 ${gx - 56} 960Z" fill="#fbf8f2" stroke="#ddd5c8" stroke-width="3"/><path d="M${gx + 64} 880Q${gx + 108} 880 ${gx + 100} 915Q${gx + 94} 940 ${gx + 58} 938" stroke="#ddd5c8" stroke-width="10" fill="none"/>`;
    s += `<ellipse cx="${gx}" cy="862" rx="66" ry="12" fill="#4a2a17"/>`;
    s += `<path d="M${gx - 20} 830q-14 -30 0 -60q14 -30 0 -60M${gx + 16} 830q-14 -30 0 -60q14 -30 0 -60" stroke="#fff" stroke-width="6" opacity=".55" fill="none" stroke-linecap="round"/>`;
  }
  // Tag from the handle
  s += hangTag(c, cx + 236, 712, { len: 46, w: 170, h: 220, dx: 24, angle: r.range(-8, 4) });
  return s;
}

function knife(c: Ctx): string {
  const r = c.r;
  const th = r.range(-32, -22);
  const bread = /pane|bread|pain|brot|segh|serrat/i.test(c.label);
  const hcol = c.body;
  let blade: string;
  let edge: string;
  if (bread) {
    blade = `M-120 -48L520 -48Q560 -48 560 -6Q560 24 530 26L-120 48Z`;
    let d = `M-110 47`;
    for (let x = -110; x < 516; x += 22) d += `Q${x + 11} ${f(38 - ((x + 110) / 630) * 16)} ${x + 22} ${f(47 - ((x + 120) / 640) * 21)}`;
    edge = `<path d="${d}" stroke="#8d949c" stroke-width="3" fill="none"/>`;
  } else {
    blade = `M-120 -56L300 -56C400 -54 490 -28 560 18C500 46 380 66 190 70L-120 72Z`;
    edge = `<path d="M-110 64L190 62C360 58 470 38 546 17" stroke="#f7f9fb" stroke-width="6" opacity=".85" fill="none"/>`;
  }
  const handle = `M-150 -40L-400 -34Q-446 -32 -446 10Q-446 52 -400 54L-150 48Z`;
  const steel = lg(c, [[0, "#f1f4f7"], [0.55, "#c8ced5"], [1, "#98a0a9"]], 0, 0, 0, 1);
  let g = `<g transform="translate(22 34)" fill="#2a1c10" opacity=".13"><path d="${blade}"/><path d="${handle}"/>${rect(-156, -52, 42, 118, "#2a1c10")}</g>`;
  g += `<path d="${blade}" fill="${steel}"/>${edge}<path d="M-120 -${bread ? 45 : 53}L${bread ? 520 : 300} -${bread ? 45 : 53}" stroke="#fff" stroke-width="3" opacity=".7"/>`;
  g += `<path d="${handle}" fill="${lg(c, [[0, lighten(hcol, 0.2)], [0.5, hcol], [1, darken(hcol, 0.35)]], 0, 0, 0, 1)}"/>`;
  g += `<path d="M-160 -26L-400 -20" stroke="#fff" stroke-width="6" opacity=".18" stroke-linecap="round"/>`;
  for (const x of [-205, -290, -375]) g += `<circle cx="${x}" cy="7" r="9" fill="#dfe3e7" stroke="#9aa2ab" stroke-width="2"/>`;
  g += rect(-156, -52, 42, 118, lg(c, [[0, "#e4e8ec"], [1, "#8d959e"]], 0, 0, 0, 1), `rx="8"`);
  // Cardboard blade guard with the label
  const guard = c.c2;
  const gx = 20;
  const gw = 250;
  g += rect(gx, -76, gw, 166, "#000", `opacity=".12" transform="translate(8 10)"`);
  g += rect(gx, -76, gw, 166, guard, `rx="6"`) + rect(gx, -76, 10, 166, "#000", `opacity=".12"`) + rect(gx + 12, -64, gw - 24, 142, "none", `rx="4" stroke="${ink(guard)}" stroke-opacity=".35" stroke-width="2.5"`);
  g += brandText(c, gx + gw / 2, -40, gw - 50, ink(guard), 16);
  g += textBlock(c, { text: c.label, x: gx + gw / 2, y: 20, w: gw - 44, h: 90, size: 38, min: 12, lines: 3, fill: ink(guard), bold: true });
  let s = `<g transform="translate(590 610) rotate(${f(th)}) translate(-57 0)">${g}</g>`;
  // Herbs or a lemon for company
  if (r.chance(0.5)) {
    const lx = r.chance(0.5) ? 250 : 950;
    const ly = r.chance(0.5) ? 960 : 260;
    s = shadow(c, lx + 10, ly + 60, 130, 40, 0.7) + `<g transform="translate(${lx} ${ly})"><ellipse rx="110" ry="80" fill="#f2cf3d"/><ellipse rx="96" ry="66" fill="#fbeeb0"/><g stroke="#f2d867" stroke-width="6">${Array.from({ length: 8 }, (_, i) => `<path d="M0 0L${f(Math.cos((i * Math.PI) / 4) * 86)} ${f(Math.sin((i * Math.PI) / 4) * 58)}"/>`).join("")}</g><circle r="10" fill="#fbeeb0"/></g>` + s;
  }
  return s;
}

function cuttingBoard(c: Ctx): string {
  const r = c.r;
  // Always wood-like, tinted by the product colour.
  const wood = mix("#c39262", c.body, 0.35);
  const rot = r.range(-7, 7);
  const outline = "M266 330H864Q900 330 900 366V540H1010Q1060 540 1060 590V650Q1060 700 1010 700H900V864Q900 900 864 900H266Q230 900 230 864V366Q230 330 266 330Z";
  let g = `<path d="${outline}" fill="#2a1c10" opacity=".14" transform="translate(20 44)"/>`;
  g += `<path d="${outline}" fill="${darken(wood, 0.3)}" transform="translate(0 26)"/>`;
  g += `<path d="${outline}" fill="${wood}"${edge(wood)}/>`;
  const ci = clip(c, `<path d="${outline}"/>`);
  let grain = "";
  if (r.chance(0.4)) {
    // Edge-grain strips
    let x = 230;
    let i = 0;
    while (x < 1060) {
      const w = r.range(50, 90);
      grain += rect(x, 320, w, 600, i % 2 ? lighten(wood, 0.08) : darken(wood, 0.08));
      x += w;
      i++;
    }
  }
  let d = "";
  for (let y = 360; y < 900; y += r.range(26, 44)) {
    const a = r.range(-14, 14);
    d += `M220 ${f(y)}C450 ${f(y + a)} 650 ${f(y - a)} 1070 ${f(y + a / 2)}`;
  }
  grain += `<path d="${d}" stroke="${darken(wood, 0.22)}" stroke-width="3" opacity=".45" fill="none"/>`;
  const kx = r.range(330, 780);
  const ky = r.range(420, 620);
  grain += `<ellipse cx="${f(kx)}" cy="${f(ky)}" rx="34" ry="14" fill="none" stroke="${darken(wood, 0.25)}" stroke-width="3" opacity=".5"/><ellipse cx="${f(kx)}" cy="${f(ky)}" rx="14" ry="5" fill="${darken(wood, 0.28)}" opacity=".5"/>`;
  g += `<g ${ci}>${grain}${rect(230, 330, 830, 60, "#fff", `opacity=".08"`)}</g>`;
  g += `<circle cx="1010" cy="620" r="24" fill="${darken(wood, 0.45)}"/>`;
  // Leather strap through the hole
  g += `<path d="M1010 620C1040 600 1080 640 1060 690C1045 730 1000 720 1010 620" stroke="${c.c2}" stroke-width="12" fill="none"/>`;
  // Brand burnt into the wood
  g += brandText(c, 760, 830, 220, darken(wood, 0.45), 20, true);
  // Things on the board
  if (r.chance(0.5)) {
    g += tomato(c, 380, 520, 0.75) + leaf(540, 470, 110, 34, 20, "#4f8a34", "#2f5a20") + leaf(520, 520, 100, 30, 60, "#5f9a40", "#2f5a20");
  } else {
    g += leaf(380, 460, 120, 36, 10, "#4f8a34", "#2f5a20") + leaf(390, 470, 110, 32, 60, "#5f9a40", "#2f5a20") + leaf(360, 480, 100, 30, 110, "#467a2e", "#2f5a20");
    g += `<g transform="translate(600 470)"><ellipse rx="62" ry="56" fill="#f4efe3" stroke="#d8cfbd" stroke-width="3"/><path d="M-20 -50Q0 -10 -6 50M14 -50Q26 0 12 52" stroke="#d8cfbd" stroke-width="3" fill="none"/><path d="M0 -56q4 -20 16 -26" stroke="#8a9a5a" stroke-width="5" fill="none"/></g>`;
  }
  // Paper wrap band with the label
  const band = c.c2;
  g += rect(222, 690, 686, 130, band) + rect(222, 690, 686, 6, "#000", `opacity=".1"`);
  g += textBlock(c, { text: c.label, x: 565, y: 755, w: 560, h: 90, size: 52, min: 15, lines: 2, fill: ink(band), bold: true, serif: true });
  return `<g transform="rotate(${f(rot)} 640 615) translate(-40 20)">${g}</g>`;
}

/** Whether a textile's name says it is striped or checked (it, en, fr, de, es). */
function textileHint(label: string): "stripes" | "check" | undefined {
  const l = label.toLowerCase();
  if (/quadr|check|gingham|carreau|vichy|karier|cuadro/.test(l)) return "check";
  if (/righ|strip|ray|streif|rayas|bande/.test(l)) return "stripes";
  return undefined;
}

function apron(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const strap = darken(body, 0.12);
  let s = "";
  // Hook on the wall
  s += `<circle cx="600" cy="158" r="22" fill="#b88b5a"/><circle cx="600" cy="158" r="10" fill="#8f6535"/><ellipse cx="606" cy="188" rx="30" ry="8" fill="#000" opacity=".1"/>`;
  const strapEdge = lum(strap) > 0.45 ? darken(strap, 0.25) : "";
  const neck = "M488 304C494 220 560 168 600 168C640 168 706 220 712 304";
  if (strapEdge) s += `<path d="${neck}" stroke="${strapEdge}" stroke-width="26" fill="none"/>`;
  s += `<path d="${neck}" stroke="${strap}" stroke-width="22" fill="none"/>`;
  const shape = "M470 300H730L738 520C760 596 826 610 872 616L884 1030Q884 1056 858 1056H342Q316 1056 316 1030L328 616C374 610 440 596 462 520Z";
  s += `<path d="${shape}" fill="#2a1c10" opacity=".12" transform="translate(16 20)"/>`;
  // Waist ties
  const tie = (side: number): string => {
    const x = side < 0 ? 332 : 868;
    const a = r.range(-30, 30);
    const d = `M${x} 630C${x + side * 70} ${f(650 + a)} ${x + side * 60} ${f(740 - a)} ${x + side * 40} 820C${x + side * 24} 880 ${x + side * 60} 920 ${x + side * 50} 960`;
    return (strapEdge ? `<path d="${d}" stroke="${strapEdge}" stroke-width="24" fill="none" stroke-linecap="round"/>` : "") + `<path d="${d}" stroke="${strap}" stroke-width="20" fill="none" stroke-linecap="round"/>`;
  };
  s += tie(-1) + tie(1);
  s += `<path d="${shape}" fill="${lg(c, [[0, darken(body, 0.1)], [0.3, body], [0.7, lighten(body, 0.06)], [1, darken(body, 0.14)]])}"${edge(body)}/>`;
  const ci = clip(c, `<path d="${shape}"/>`);
  const pat = textileHint(c.label) === "check" ? "check" : textileHint(c.label) === "stripes" ? r.pick(["pinstripe", "stripes"] as const) : r.pick(["plain", "pinstripe", "stripes", "check"] as const);
  const pc = c.c2;
  let p = "";
  if (pat === "pinstripe") {
    let d = "";
    for (let x = 320; x < 890; x += 26) d += `M${x} 290V1060`;
    p = `<path d="${d}" stroke="${pc}" stroke-width="3" opacity=".5"/>`;
  } else if (pat === "stripes") {
    for (let x = 330; x < 890; x += 70) p += rect(x, 290, 26, 780, pc, `opacity=".35"`);
  } else if (pat === "check") {
    p = gingham(310, 290, 580, 780, 22, pc, 0.3);
  }
  // Soft folds
  p += `<path d="M520 640C510 800 540 900 520 1056M700 660C716 820 690 920 706 1056" stroke="#000" stroke-width="24" opacity=".05" fill="none"/>`;
  s += `<g ${ci}>${p}</g>`;
  // Stitching
  s += `<path d="M482 312H718L726 520C748 606 812 622 860 628L870 1030Q870 1042 858 1042H342Q330 1042 330 1030L340 628C388 622 452 606 474 520Z" fill="none" stroke="${lighten(body, 0.5)}" stroke-width="2.5" stroke-dasharray="10 7" opacity=".8"/>`;
  // Pocket
  const pocket = pat === "plain" ? c.c2 : body;
  const py = 740;
  s += rect(450, py, 300, 170, pocket, `rx="14"${edge(pocket, 2)}`) + rect(450, py, 300, 24, darken(pocket, 0.12), `rx="10"`) + rect(462, py + 34, 276, 124, "none", `rx="8" stroke="${lighten(pocket, 0.5)}" stroke-width="2.5" stroke-dasharray="9 6"`);
  if (r.chance(0.5)) s += `<path d="M600 ${py + 24}V${py + 170}" stroke="${lighten(pocket, 0.5)}" stroke-width="2.5" stroke-dasharray="9 6"/>`;
  else s += textBlock(c, { text: c.brand, x: 600, y: py + 98, w: 230, h: 50, size: 30, min: 12, lines: 1, fill: accentOn(pocket, lum(pocket) > 0.45 ? darken(pocket, 0.5) : lighten(pocket, 0.6)), serif: true, italic: true, bold: true, opacity: 0.9 });
  // Woven tag at the bib
  s += rect(548, 330, 104, 40, "#fbf7ee", `rx="4"`) + textBlock(c, { text: initials(c.brand) || c.brand, x: 600, y: 350, w: 84, h: 26, size: 22, min: 10, lines: 1, fill: accentOn("#fbf7ee", c.c2), serif: true, bold: true });
  // Hang tag from the strap
  s += hangTag(c, 706, 270, { len: 50, w: 180, h: 236, dx: 60, angle: r.range(-12, 0) });
  return s;
}

function teaTowel(c: Ctx): string {
  const r = c.r;
  const body = c.body;
  const stripe = c.c2;
  let s = "";
  // Wooden rod
  s += `<ellipse cx="606" cy="272" rx="300" ry="10" fill="#000" opacity=".08"/>`;
  s += rect(300, 238, 600, 26, lg(c, [[0, "#d7ab74"], [1, "#9b6b3a"]], 0, 0, 0, 1), `rx="13"`) + `<circle cx="300" cy="251" r="22" fill="#a77545"/><circle cx="900" cy="251" r="22" fill="#a77545"/>`;
  const L = 385;
  const R = 815;
  const top = 222;
  const bot = 1000;
  const shape = `M${L} ${top + 30}Q${L} ${top} ${L + 30} ${top}H${R - 30}Q${R} ${top} ${R} ${top + 30}V${bot}H${L}Z`;
  s += `<path d="${shape}" fill="#2a1c10" opacity=".12" transform="translate(18 18)"/>`;
  s += `<path d="${shape}" fill="${body}"${edge(body)}/>`;
  const ci = clip(c, `<path d="${shape}"/>`);
  const hint = textileHint(c.label);
  const pat = hint === "check" ? "check" : hint === "stripes" ? r.pick(["bands", "border"] as const) : r.pick(["bands", "check", "border"] as const);
  let p = "";
  if (pat === "bands") {
    for (const y0 of [330, 830]) p += rect(L, y0, R - L, 30, stripe) + rect(L, y0 + 44, R - L, 10, stripe) + rect(L, y0 - 24, R - L, 10, stripe);
  } else if (pat === "check") {
    p = gingham(L, top, R - L, bot - top, 30, stripe, 0.45);
  } else {
    p = rect(L + 26, top, 16, bot - top, stripe) + rect(R - 42, top, 16, bot - top, stripe) + rect(L, 900, R - L, 16, stripe) + rect(L, 360, R - L, 16, stripe) + rect(L + 52, top, 5, bot - top, stripe) + rect(R - 57, top, 5, bot - top, stripe);
  }
  // Folds and waffle texture
  let weave = "";
  for (let y = top + 6; y < bot; y += 12) weave += `M${L} ${y}H${R}`;
  p += `<path d="${weave}" stroke="#000" stroke-width="3" opacity=".035"/>`;
  p += rect(L, top, R - L, bot - top, lg(c, [[0, "#000", 0.1], [0.25, "#fff", 0.08], [0.55, "#000", 0.04], [0.8, "#fff", 0.06], [1, "#000", 0.14]]));
  p += rect(L, top, R - L, 44, "#000", `opacity=".1"`);
  s += `<g ${ci}>${p}</g>`;
  // Fringe
  let d = "";
  for (let x = L + 6; x < R; x += 9) d += `M${x} ${bot}l${f(r.range(-3, 3))} ${f(r.range(16, 26))}`;
  s += `<path d="${d}" stroke="${darken(body, 0.08)}" stroke-width="4" stroke-linecap="round"/>`;
  // Paper band with the label
  const band = r.chance(0.5) ? "#fbf6ea" : mix("#fbf6ea", c.c2, 0.25);
  const by = 560;
  const bh = 170;
  s += rect(L - 8, by, R - L + 16, bh, band, `rx="4"`) + rect(L - 8, by, 12, bh, "#000", `opacity=".1"`) + rect(R - 4, by, 12, bh, "#000", `opacity=".16"`);
  const acc = accentOn(band, darken(stripe, 0.1));
  s += rect(L + 30, by + 16, R - L - 60, 3, acc) + rect(L + 30, by + bh - 19, R - L - 60, 3, acc);
  s += brandText(c, 600, by + 44, 330, acc, 20, true);
  s += textBlock(c, { text: c.label, x: 600, y: by + 104, w: 350, h: 84, size: 48, min: 14, lines: 2, fill: INK, serif: true, bold: true });
  return s;
}

function book(c: Ctx): string {
  const r = c.r;
  const cover = c.body;
  const acc = c.c2;
  const L = 370;
  const R = 850;
  const T = 225;
  const B = 985;
  let g = shadow(c, 620, B + 10, 330, 30);
  g += rect(L + 22, T + 20, R - L, B - T, "#2a1c10", `opacity=".14"`);
  // Pages
  g += rect(L + 8, T + 10, R - L - 2, B - T - 4, "#f4eedf") + `<path d="M${L + 12} ${B + 2}H${R + 4}M${L + 12} ${B - 3}H${R + 4}" stroke="#d9cfb8" stroke-width="1.5"/><path d="M${R + 2} ${T + 14}V${B + 4}M${R - 3} ${T + 14}V${B}" stroke="#d9cfb8" stroke-width="1.5"/>`;
  // Spine
  g += `<polygon points="${pts([
    [L - 46, T + 14],
    [L, T],
    [L, B],
    [L - 46, B + 8],
  ])}" fill="${darken(cover, 0.3)}"/>`;
  g += `<path d="M${L - 40} ${T + 70}L${L - 6} ${T + 62}M${L - 40} ${B - 60}L${L - 6} ${B - 62}" stroke="${acc}" stroke-width="6"/>`;
  // Cover
  g += rect(L, T, R - L, B - T, lg(c, [[0, lighten(cover, 0.06)], [1, darken(cover, 0.08)]], 0, 0, 1, 1), `rx="4"${edge(cover)}`);
  g += rect(L, T, 18, B - T, "#000", `opacity=".12"`) + rect(L + 18, T, 4, B - T, "#fff", `opacity=".12"`);
  const layout = r.pick(["frame", "band", "plate"] as const);
  const tcol = ink(cover);
  const mid = (L + R) / 2 + 10;
  if (layout === "frame") {
    g += rect(L + 46, T + 36, R - L - 80, B - T - 72, "none", `stroke="${acc}" stroke-width="4"`) + rect(L + 58, T + 48, R - L - 104, B - T - 96, "none", `stroke="${acc}" stroke-width="1.5"`);
    g += textBlock(c, { text: c.label, x: mid, y: T + 190, w: R - L - 150, h: 200, size: 64, min: 18, lines: 3, fill: tcol, serif: true, bold: true });
    g += motifArt(c, mid, T + 480, 1, acc, cover);
  } else if (layout === "band") {
    g += motifArt(c, mid, T + 250, 1, acc, cover);
    g += rect(L + 22, T + 430, R - L - 22, 220, acc);
    g += textBlock(c, { text: c.label, x: mid, y: T + 540, w: R - L - 110, h: 170, size: 64, min: 18, lines: 3, fill: ink(acc), serif: true, bold: true });
  } else {
    g += textBlock(c, { text: c.label, x: mid, y: T + 150, w: R - L - 110, h: 180, size: 64, min: 18, lines: 3, fill: tcol, serif: true, bold: true });
    g += `<circle cx="${mid}" cy="${T + 470}" r="150" fill="${lighten(acc, 0.7)}" stroke="${acc}" stroke-width="6"/><circle cx="${mid}" cy="${T + 470}" r="110" fill="none" stroke="${acc}" stroke-width="2" opacity=".6"/>`;
    g += motifArt(c, mid, T + 470, 0.72, acc, lighten(acc, 0.7));
    g += `<g fill="${lighten(tcol === INK ? INK : "#ffffff", 0)}" opacity=".8"><rect x="${mid - 205}" y="${T + 360}" width="14" height="220" rx="7"/><rect x="${mid + 191}" y="${T + 360}" width="14" height="220" rx="7"/><path d="M${mid - 212} ${T + 360}v60h28v-60" fill="none" stroke="${tcol}" stroke-width="5"/></g>`;
  }
  g += brandText(c, mid, B - 70, R - L - 140, tcol === INK ? darken(cover, 0.6) : lighten(cover, 0.75), 24, true, 2);
  // Ribbon
  g += `<path d="M${R - 90} ${B - 4}V${B + 46}L${R - 76} ${B + 34}L${R - 62} ${B + 46}V${B - 4}Z" fill="${acc}"/>`;
  const rot = r.range(-4, 4);
  return `<g transform="rotate(${f(rot)} 610 990)">${g}</g>`;
}

/** A simple kitchen drawing for book covers and banners. */
function motifArt(c: Ctx, x: number, y: number, s: number, col: string, bg: string): string {
  const kind = c.r.pick(["plate", "lemon", "herbs", "pasta"] as const);
  let g = "";
  const line = contrast(col, bg) < 1.6 ? darken(col, 0.4) : col;
  if (kind === "plate") {
    g = `<circle r="120" fill="none" stroke="${line}" stroke-width="8"/><circle r="82" fill="none" stroke="${line}" stroke-width="4"/><path d="M-170 -110V-40Q-170 -20 -160 -14V110M-186 -110V-50M-154 -110V-50" stroke="${line}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M160 -110Q196 -60 170 0V110" stroke="${line}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  } else if (kind === "lemon") {
    g = `<path d="M-130 60C-60 10 0 -40 100 -110" stroke="${line}" stroke-width="6" fill="none"/>` + leaf(-60, 20, 90, 28, -80, line) + leaf(10, -30, 90, 28, 20, line) + `<ellipse cx="70" cy="40" rx="70" ry="52" fill="${line}" transform="rotate(-25 70 40)"/><ellipse cx="-100" cy="-40" rx="56" ry="42" fill="${line}" opacity=".8" transform="rotate(20 -100 -40)"/>`;
  } else if (kind === "herbs") {
    g = `<path d="M0 120V-120M0 60L-70 -10M0 0L70 -70M0 90L60 30" stroke="${line}" stroke-width="6" fill="none"/>` + leaf(0, -120, 70, 22, -90, line) + leaf(-70, -10, 70, 22, -130, line) + leaf(70, -70, 70, 22, -50, line) + leaf(60, 30, 60, 20, -30, line) + leaf(0, 20, 60, 20, -150, line);
  } else {
    g = `<path d="M0 -20V140M-22 -130V-40Q-22 -20 0 -20Q22 -20 22 -40V-130M0 -130V-50" stroke="${line}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    let d = "";
    for (let i = 0; i < 5; i++) d += `M${-70 + i * 4} ${-40 + i * 16}Q0 ${-70 + i * 16} ${70 - i * 4} ${-40 + i * 16}`;
    g += `<path d="${d}" stroke="${line}" stroke-width="7" fill="none"/>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(2)})">${g}</g>`;
}

const DRAWERS: Record<ProductImageKind, Drawer> = {
  "pasta-pack": pastaPack,
  "egg-pasta-nest": eggPasta,
  "oil-bottle": oilBottle,
  "vinegar-bottle": vinegarBottle,
  "sauce-jar": sauceJar,
  "preserve-jar": preserveJar,
  "biscuit-box": biscuitBox,
  "honey-jar": honeyJar,
  "coffee-bag": coffeeBag,
  "coffee-tin": coffeeTin,
  "wine-bottle": wineBottle,
  "sparkling-bottle": sparklingBottle,
  "tea-box": teaBox,
  "frying-pan": fryingPan,
  pot,
  "moka-pot": mokaPot,
  knife,
  "cutting-board": cuttingBoard,
  apron,
  "tea-towel": teaTowel,
  book,
};

/** How much each kind may be moved, turned and scaled. */
const WIGGLE: Partial<Record<ProductImageKind, { rot: number; dx: number }>> = {
  knife: { rot: 0, dx: 10 },
  "cutting-board": { rot: 0, dx: 10 },
  "frying-pan": { rot: 1.5, dx: 0 },
  apron: { rot: 0, dx: 10 },
  "tea-towel": { rot: 0, dx: 10 },
  book: { rot: 0, dx: 15 },
};

// ---------------------------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------------------------

const BG = ["#f7f1e6", "#f5ebe3", "#edf2e8", "#e9f0f5", "#f6eedb", "#f0ebf5", "#f8f3df", "#e6f1ed", "#f7e8e2", "#eceff4", "#f3efe9", "#eef4f1"];

const ACCENTS = ["#e8b9a2", "#b9d0a9", "#a9c6dc", "#ead08f", "#d9bcd3", "#a9d3c8", "#f0c0b0"];

/** Saturation (HSL) of a colour, 0..1. */
function saturation(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => v / 255) as RGB;
  const mx = Math.max(r, g, b);
  const mn = Math.min(r, g, b);
  const l = (mx + mn) / 2;
  if (mx === mn) return 0;
  return l > 0.5 ? (mx - mn) / (2 - mx - mn) : (mx - mn) / (mx + mn);
}

function background(c: Ctx, W: number, H: number, floorY: number, allowFloor = true): string {
  const r = c.r;
  // Grey or near-black product colours would make a dull backdrop: borrow a soft accent instead.
  const hue1 = saturation(c.c1) < 0.2 || lum(c.c1) < 0.02 ? r.pick(ACCENTS) : c.c1;
  const hue2 = saturation(c.c2) < 0.2 || lum(c.c2) < 0.02 ? r.pick(ACCENTS) : c.c2;
  const a = atLeastLight(mix(r.pick(BG), hue1, 0.07), 0.78);
  const b = atLeastLight(mix(r.pick(BG), hue2, 0.1), 0.72);
  const ang = r.range(0, Math.PI * 2);
  const gx = Math.cos(ang) * 0.5;
  const gy = Math.sin(ang) * 0.5;
  let s = rect(0, 0, W, H, lg(c, [[0, a], [1, b]], 0.5 - gx, 0.5 - gy, 0.5 + gx, 0.5 + gy));
  const tint = atLeastLight(mix(b, hue2, 0.22), 0.6);
  const tint2 = atLeastLight(mix(a, hue1, 0.18), 0.6);
  const cx = W / 2;
  const base = r.pick(["disc", "arch", "disc", "none"] as const);
  if (base === "disc") s += `<circle cx="${f(cx + r.range(-50, 50))}" cy="${f(H * r.range(0.4, 0.48))}" r="${f(H * r.range(0.3, 0.37))}" fill="#fff" opacity="${r.range(0.32, 0.55).toFixed(2)}"/>`;
  else if (base === "arch") {
    const w = W * r.range(0.46, 0.58);
    const t = H * r.range(0.1, 0.16);
    s += `<path d="M${f(cx - w / 2)} ${H}V${f(t + w / 2)}A${f(w / 2)} ${f(w / 2)} 0 0 1 ${f(cx + w / 2)} ${f(t + w / 2)}V${H}Z" fill="${r.chance(0.5) ? "#fff" : tint}" opacity="${r.range(0.3, 0.5).toFixed(2)}"/>`;
  }
  const extras = [...(["dots", "stripes", "blobs", "rings", "sprinkles", "wave", "leaves"] as const)];
  const n = r.int(1, 2);
  const chosen: string[] = [];
  for (let i = 0; i < n; i++) chosen.push(extras.splice(r.int(0, extras.length - 1), 1)[0] ?? "blobs");
  let floor = allowFloor && r.chance(0.65);
  const corner = (): [number, number] => [r.pick([W * 0.13, W * 0.87]), floor || r.chance(0.6) ? H * r.range(0.1, 0.2) : H * 0.82];
  for (const k of chosen) {
    if (k === "dots") {
      const [x, y] = corner();
      const rad = r.range(150, 220);
      s += dots(x - rad, y - rad, rad * 2, rad * 2, 30, 30, 4, darken(tint, 0.1), `opacity=".6"`, [x, y, rad]);
    } else if (k === "stripes") {
      // Diagonal lines inside a circle (plain lines render faster than a rotated pattern).
      const [x, y] = corner();
      const rad = r.range(140, 210);
      let d = "";
      for (let o = -rad * 2; o < rad * 2; o += 28) d += `M${f(x + o - rad)} ${f(y + rad)}L${f(x + o + rad)} ${f(y - rad)}`;
      s += `<g ${clip(c, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}"/>`)}><path d="${d}" stroke="${darken(tint, 0.06)}" stroke-width="9" opacity=".55"/></g>`;
    } else if (k === "blobs") {
      for (let i = 0; i < 3; i++) {
        const [x, y] = corner();
        s += `<circle cx="${f(x + r.range(-60, 60))}" cy="${f(y + r.range(-60, 60))}" r="${f(r.range(60, 170))}" fill="${i % 2 ? tint : tint2}" opacity="${r.range(0.35, 0.6).toFixed(2)}"/>`;
      }
    } else if (k === "rings") {
      for (let i = 0; i < 4; i++) {
        const [x, y] = corner();
        s += `<circle cx="${f(x + r.range(-90, 90))}" cy="${f(y + r.range(-90, 90))}" r="${f(r.range(20, 60))}" fill="none" stroke="${darken(tint, 0.08)}" stroke-width="${f(r.range(5, 10))}" opacity=".55"/>`;
      }
    } else if (k === "sprinkles") {
      let d = "";
      for (let i = 0; i < 14; i++) {
        const ang2 = r.range(0, Math.PI * 2);
        const dist = r.range(0.4, 0.5) * W;
        const x = cx + Math.cos(ang2) * dist;
        const y = H * 0.46 + Math.sin(ang2) * dist * 0.95;
        const a2 = r.range(0, Math.PI);
        d += `M${f(x)} ${f(y)}l${f(Math.cos(a2) * 22)} ${f(Math.sin(a2) * 22)}`;
      }
      s += `<path d="${d}" stroke="${darken(tint, 0.12)}" stroke-width="9" stroke-linecap="round" opacity=".6"/>`;
    } else if (k === "wave" && allowFloor) {
      const y = floorY - r.range(60, 140);
      s += `<path d="M0 ${f(y)}C${f(W * 0.25)} ${f(y - 70)} ${f(W * 0.5)} ${f(y + 70)} ${f(W * 0.75)} ${f(y)}S${W} ${f(y - 40)} ${W} ${f(y)}V${H}H0Z" fill="${tint}" opacity=".5"/>`;
      floor = false;
    } else if (k === "leaves") {
      for (let i = 0; i < 3; i++) {
        const [x, y] = corner();
        s += `<g opacity=".35">${leaf(x, y, r.range(90, 150), r.range(26, 40), r.range(0, 360), darken(tint2, 0.1), tint)}</g>`;
      }
    }
  }
  if (floor) {
    const fy = floorY - r.range(110, 190);
    s += rect(0, fy, W, H - fy, lg(c, [[0, darken(mix(a, b, 0.5), 0.05)], [1, darken(mix(a, b, 0.5), 0.1)]], 0, 0, 0, 1), `opacity=".65"`) + rect(0, fy, W, 3, "#fff", `opacity=".5"`);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** An SVG string, 1200×1200, of the product drawn as a recognisable flat illustration. */
export function drawProductSvg(spec: ProductImageSpec): string {
  const c = makeCtx(spec);
  const drawer = DRAWERS[spec.kind] ?? pastaPack;
  const bg = background(c, 1200, 1200, 1000, spec.kind !== "knife" && spec.kind !== "cutting-board");
  const w = WIGGLE[spec.kind] ?? { rot: 1, dx: 22 };
  const rot = c.r.range(-w.rot, w.rot);
  const dx = c.r.range(-w.dx, w.dx);
  const sc = c.r.range(0.94, 1);
  const obj = drawer(c);
  const tr = `translate(${f(600 + dx)} 1000) rotate(${f(rot)}) scale(${sc.toFixed(3)}) translate(-600 -1000)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><defs>${c.defs.join("")}</defs>${bg}<g transform="${tr}">${obj}</g></svg>`;
}

/** The same rendered by sharp as a high quality JPEG buffer (1200×1200). */
export async function renderProductImage(spec: ProductImageSpec): Promise<Buffer> {
  const svg = drawProductSvg(spec);
  return sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88, progressive: true, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** A brand logo: 600×300 SVG with the brand name set in a typeface-like style, coloured. Transparent background. */
export function drawBrandLogoSvg(name: string, colour: string): string {
  const clean = String(name ?? "").replace(/\s+/g, " ").trim();
  let col = norm(colour, "#3b3b3b");
  if (lum(col) > 0.6) col = darken(col, 0.45);
  const c = makeCtx({ kind: "book", colours: [col, col], label: clean, brand: clean, seed: hashStr(clean) });
  const style = hashStr(clean) % 5;
  const W = 600;
  const H = 300;
  let s = "";
  // A trailing year ("Moretti 1921") is set apart as a small "dal 1921"-like line.
  const m = /^(.*?)[\s,]+((?:18|19|20)\d\d)$/.exec(clean);
  const main = m?.[1] ?? clean;
  const year = m?.[2];
  const small = (y: number, text: string, size = 22, w = 360): string => textBlock(c, { text, x: W / 2, y, w, h: size * 1.3, size, min: 10, lines: 1, fill: col, upper: true, ls: 0.3, serif: true });
  switch (style) {
    case 0: {
      // Serif italic with a rule and a diamond
      s += textBlock(c, { text: main, x: W / 2, y: 128, w: 540, h: 150, size: 72, min: 18, lines: 2, fill: col, serif: true, italic: true, bold: true });
      s += `<path d="M120 226H280M320 226H480" stroke="${col}" stroke-width="3"/><path d="M300 214L312 226L300 238L288 226Z" fill="${col}"/>`;
      if (year) s += small(262, year, 18);
      break;
    }
    case 1: {
      // Bold sans capitals in a double frame
      s += rect(20, 40, 560, 220, "none", `rx="18" stroke="${col}" stroke-width="6"`) + rect(34, 54, 532, 192, "none", `rx="10" stroke="${col}" stroke-width="2"`);
      s += textBlock(c, { text: main, x: W / 2, y: year ? 138 : 150, w: 480, h: year ? 120 : 150, size: 66, min: 16, lines: 2, fill: col, bold: true, upper: true, ls: 0.06 });
      if (year) s += small(220, year, 18);
      break;
    }
    case 2: {
      // Round emblem with initials and the name beside it
      const ini = initials(main) || main.slice(0, 1).toUpperCase();
      s += `<circle cx="110" cy="150" r="88" fill="${col}"/><circle cx="110" cy="150" r="76" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>`;
      s += textBlock(c, { text: ini, x: 110, y: 150, w: 110, h: 80, size: 70, min: 20, lines: 1, fill: "#ffffff", serif: true, bold: true });
      s += textBlock(c, { text: main, x: 222, y: year ? 135 : 150, w: 360, h: 170, size: 56, min: 14, lines: 3, fill: col, bold: true, anchor: "start" });
      if (year) s += textBlock(c, { text: year, x: 222, y: 240, w: 200, h: 26, size: 20, min: 10, lines: 1, fill: col, ls: 0.3, anchor: "start", serif: true });
      break;
    }
    case 3: {
      // A seal: serif capitals in an oval with little stars
      s += `<ellipse cx="300" cy="150" rx="285" ry="135" fill="none" stroke="${col}" stroke-width="5"/><ellipse cx="300" cy="150" rx="270" ry="120" fill="none" stroke="${col}" stroke-width="1.5"/>`;
      s += textBlock(c, { text: main, x: W / 2, y: 146, w: 400, h: 130, size: 56, min: 14, lines: 2, fill: col, serif: true, bold: true, upper: true, ls: 0.04 });
      const star = (x: number, y: number): string => `<path d="M${x} ${y - 9}L${x + 3} ${y - 3}L${x + 9} ${y}L${x + 3} ${y + 3}L${x} ${y + 9}L${x - 3} ${y + 3}L${x - 9} ${y}L${x - 3} ${y - 3}Z" fill="${col}"/>`;
      s += star(300, 48) + (year ? small(246, year, 18, 200) : star(300, 252));
      break;
    }
    default: {
      // Light sans with a swash underline
      s += textBlock(c, { text: main, x: W / 2, y: 130, w: 540, h: 150, size: 76, min: 18, lines: 2, fill: col, serif: false, bold: false, ls: 0.02 });
      s += `<path d="M90 236C200 206 380 206 510 232" stroke="${col}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M140 250C240 232 360 232 450 248" stroke="${col}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".7"/>`;
      if (year) s += small(276, year, 16);
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${c.defs.length ? `<defs>${c.defs.join("")}</defs>` : ""}${s}</svg>`;
}

/** A wide banner 1600×600 (slider, blog cover, category header) with two colours and an optional motif kind. */
export function drawBannerSvg(opts: { colours: [string, string]; seed: number; motif?: ProductImageKind }): string {
  const c1 = norm(opts.colours?.[0], "#8c5a2b");
  const c2 = norm(opts.colours?.[1], "#e8c66a");
  const W = 1600;
  const H = 600;
  const c = makeCtx({ kind: opts.motif ?? "book", colours: [c1, c2], label: "", brand: "", seed: opts.seed }, true);
  const r = c.r;
  const ang = r.range(-0.5, 0.5);
  let s = rect(0, 0, W, H, lg(c, [[0, c1], [0.45, mix(c1, c2, 0.18)], [1, c2]], 0, 0.5 - ang, 1, 0.5 + ang));
  const light = "#ffffff";
  // Big soft shapes
  const kind = r.pick(["circles", "waves", "stripes", "dots"] as const);
  if (kind === "circles") {
    for (let i = 0; i < 4; i++) s += `<circle cx="${f(r.range(0, W))}" cy="${f(r.range(-100, H + 100))}" r="${f(r.range(120, 320))}" fill="${light}" opacity="${r.range(0.05, 0.12).toFixed(2)}"/>`;
  } else if (kind === "waves") {
    for (let i = 0; i < 3; i++) {
      const y = H * (0.55 + i * 0.15) + r.range(-30, 30);
      s += `<path d="M0 ${f(y)}C${f(W * 0.3)} ${f(y - 90)} ${f(W * 0.6)} ${f(y + 90)} ${W} ${f(y - 20)}V${H}H0Z" fill="${light}" opacity="${(0.06 + i * 0.02).toFixed(2)}"/>`;
    }
  } else if (kind === "stripes") {
    const slope = r.range(0.6, 1.6);
    let d = "";
    for (let x = -H * slope; x < W; x += 46) d += `M${f(x)} ${H}L${f(x + H * slope)} 0`;
    s += `<path d="${d}" stroke="#fff" stroke-width="16" opacity=".09"/>`;
  } else {
    const x = r.range(0, W * 0.4);
    const y = r.range(0, H);
    const rad = r.range(160, 260);
    s += dots(x - rad, y - rad, rad * 2, rad * 2, 34, 34, 4, "#fff", `opacity=".16"`, [x, y, rad]);
  }
  // A little sprig in a corner
  if (r.chance(0.5)) s += `<g opacity=".22">${leaf(r.range(60, 300), H - 40, 160, 45, -40, light)}${leaf(r.range(60, 300) + 60, H - 20, 130, 38, -80, light)}</g>`;
  if (opts.motif && DRAWERS[opts.motif]) {
    const mx = W * r.range(0.7, 0.76);
    const my = H * 0.5;
    s += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(H * 0.44)}" fill="${atLeastLight(mix("#fbf7ef", c2, 0.12), 0.82)}"/>`;
    s += `<circle cx="${f(mx)}" cy="${f(my)}" r="${f(H * 0.48)}" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>`;
    const obj = DRAWERS[opts.motif](c);
    const k = 0.48;
    s += `<g transform="translate(${f(mx)} ${f(my)}) scale(${k}) translate(-600 -610)">${obj}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join("")}</defs>${s}</svg>`;
}
