/** The host names of this machine: a shop, a provider or a command's target there is local. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether an address (a URL) names this machine; false for anything that is not a URL. */
export function isLoopbackUrl(address: string | URL): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(address).hostname);
  } catch {
    return false;
  }
}
