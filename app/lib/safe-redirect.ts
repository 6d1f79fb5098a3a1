/** Only a path of our own site: never a host (DESIGN.md, security principle 9). */
export function toSafeRedirect(target: string | undefined | null): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return "/";
  try {
    const url = new URL(target, "http://site.invalid");
    // "/.//evil.example" normalizes to "//evil.example", which a browser reads as another host.
    if (url.host !== "site.invalid" || url.pathname.startsWith("//")) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
