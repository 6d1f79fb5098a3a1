import { startOpenIdPeer, type OpenIdPeer } from "#tests/peers/openid-peer.ts";
import { startGitHubPeer, type GitHubPeer } from "#tests/peers/github-peer.ts";
import { createGitHubProvider } from "./github-provider.ts";
import { createSocialProvider, type SocialProviders } from "./social-providers.ts";

export const TEST_SHOP = "http://shop.test";
export const TEST_CLIENT = { clientId: "vetrina-test", clientSecret: "vetrina-test-secret-0123456789abcdef" };

/** A local OpenID provider on a free port, and the shop's providers pointing at it (as `oidc`). */
export async function startTestProvider(): Promise<{ peer: OpenIdPeer; providers: SocialProviders }> {
  const peer = await startOpenIdPeer({ ...TEST_CLIENT, redirectUri: `${TEST_SHOP}/social-login/callback`, port: 0 });
  const provider = createSocialProvider({ code: "oidc", name: "Test ID", issuer: peer.issuer, scope: "openid email profile", ...TEST_CLIENT });
  return { peer, providers: new Map([["oidc", provider]]) };
}

/**
 * What a browser does at the provider: opens the authorization URL, signs in on the provider's own login
 * page with `login` (any password), grants consent, and is sent back to the shop. Answers the callback's
 * query string, as the shop receives it. Cookies are kept as a browser keeps them for the provider's site.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? "POST" : "GET", redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    remember(response);
    return response;
  };
  let response = await send(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, response.url || authorizationUrl);
      if (next.origin === TEST_SHOP) return next.search.slice(1);
      response = await send(next.href);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const form: Record<string, string> = html.includes('name="login"') ? { prompt: "login", login, password: "any password" } : { prompt: "consent" };
    response = await send(new URL(action, authorizationUrl).href, form);
  }
  throw new Error("the provider never sent the shopper back");
}

/** A local peer speaking GitHub's OAuth App and REST contract (two free ports), and the shop's `github` provider on it. */
export async function startTestGitHub(): Promise<{ peer: GitHubPeer; providers: SocialProviders }> {
  const peer = await startGitHubPeer({ ...TEST_CLIENT, redirectUri: `${TEST_SHOP}/social-login/callback`, port: 0, apiPort: 0 });
  const provider = createGitHubProvider({ ...TEST_CLIENT, baseUrl: peer.base, apiUrl: peer.api });
  return { peer, providers: new Map([["github", provider]]) };
}

/**
 * What a browser does at GitHub: opens the authorization URL, types `login` (the account's e-mail, see
 * gitHubAccountFor) and presses "Authorize" (or "Cancel"). Answers the callback's query string.
 */
export async function signInAtGitHub(authorizationUrl: string, login: string, choice: "authorize" | "cancel" = "authorize"): Promise<string> {
  const html = await (await fetch(authorizationUrl)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`GitHub's page has no form: ${html.slice(0, 300)}`);
  const form = new URLSearchParams([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))]));
  form.set("login", login);
  form.set("authorize", choice === "authorize" ? "1" : "0");
  const response = await fetch(new URL(action, authorizationUrl), {
    method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString(),
  });
  const location = new URL(response.headers.get("location") ?? "", authorizationUrl);
  if (location.origin !== TEST_SHOP) throw new Error(`GitHub answered ${response.status} without sending the shopper back`);
  return location.search.slice(1);
}
