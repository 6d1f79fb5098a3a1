// Flags are flag-icons' SVG files (MIT), emitted by Vite as hashed files under /assets/ and served
// by us: no request leaves the shop. Eager "?url" imports are only strings, so the browser fetches
// a flag when its <img loading="lazy"> is shown, not before; "no-inline" keeps 250 flags out of
// the JavaScript whatever build.assetsInlineLimit says. Ascension and Tristan da Cunha have
// their own numbering plans but live under Saint Helena ("sh-ac", "sh-ta") in flag-icons.
const FLAG_FILES = import.meta.glob<string>(
  ["/node_modules/flag-icons/flags/4x3/??.svg", "/node_modules/flag-icons/flags/4x3/sh-{ac,ta}.svg"],
  { eager: true, query: "?url&no-inline", import: "default" },
);

const FLAG_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(FLAG_FILES).map(([path, url]) => [readFlagCode(path), url]),
);

function readFlagCode(path: string): string {
  const file = path.slice(path.lastIndexOf("/") + 1, -".svg".length);
  return file.replace(/^sh-/, "").toUpperCase();
}

/** The URL of a country's 4:3 flag, or undefined when there is none (the caller keeps the space). */
export function getFlagUrl(country: string): string | undefined {
  return FLAG_URLS.get(country.toUpperCase());
}
