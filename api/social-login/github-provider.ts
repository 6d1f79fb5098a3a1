import * as oidc from "openid-client";
import { readGitHubClaims } from "./github-claims.ts";
import { LOOPBACK_HOSTS } from "#domain/local-address.ts";
import { fencedFetch, KNOWN_PROVIDERS, MAX_ANSWER_BYTES, ProviderAnswerError, type SocialProvider } from "./social-providers.ts";

// GitHub has no OpenID Connect for its users' sign-in (issue 17: "others through OAuth 2"): an OAuth App's
// authorization code grant, run by openid-client's plain OAuth 2.0 functions from hand-made metadata (no
// discovery, no ID token), then the REST API asked who the access token belongs to.

export const GITHUB_API_URL = "https://api.github.com";

export interface GitHubProviderConfig {
  clientId: string;
  clientSecret: string;
  /** Tests only: where github.com's pages and token endpoint answer (a loopback HTTP peer). */
  baseUrl?: string;
  /** Tests only: where api.github.com answers. */
  apiUrl?: string;
}

/** Real GitHub is HTTPS; plain HTTP only for a peer on this machine (server/env.ts allows no other). */
function checkedUrl(value: string): URL {
  const url = new URL(value.endsWith("/") ? value : `${value}/`);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`social login: GitHub's address ${url.origin} must be HTTPS (plain HTTP only on this machine)`);
  }
  return url;
}

export function createGitHubProvider(config: GitHubProviderConfig): SocialProvider {
  const known = KNOWN_PROVIDERS.github;
  const site = checkedUrl(config.baseUrl ?? known.issuer);
  const api = checkedUrl(config.apiUrl ?? GITHUB_API_URL);
  const metadata: oidc.ServerMetadata = {
    issuer: site.origin,
    authorization_endpoint: new URL("login/oauth/authorize", site).href,
    token_endpoint: new URL("login/oauth/access_token", site).href,
  };
  const configuration = new oidc.Configuration(metadata, config.clientId, undefined, oidc.ClientSecretPost(config.clientSecret));
  // DESIGN principle 8: GitHub's site (token endpoint) and its API, nothing else, no redirects, capped.
  configuration[oidc.customFetch] = fencedFetch(new Set([site.origin, api.origin]));
  if (site.protocol === "http:" || api.protocol === "http:") oidc.allowInsecureRequests(configuration);

  async function getJson(accessToken: string, path: string): Promise<unknown> {
    const headers = new Headers({ accept: "application/vnd.github+json", "x-github-api-version": "2022-11-28" });
    const response = await oidc.fetchProtectedResource(configuration, accessToken, new URL(path, api), "GET", null, headers);
    if (!response.ok) {
      await response.body?.cancel();
      const message = `social login: GitHub answered ${response.status} to GET ${path}`;
      throw response.status >= 500 ? new Error(message) : new ProviderAnswerError(message);
    }
    const text = await readCapped(response);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderAnswerError(`social login: GitHub's answer to GET ${path} is not JSON`);
    }
  }

  return {
    code: "github", name: known.name, issuer: site.origin, scope: known.scope, clientId: config.clientId, clientSecret: config.clientSecret,
    protocol: "oauth2",
    configuration: () => Promise.resolve(configuration),
    async identify(_configuration, tokens) {
      const [user, emails] = await Promise.all([getJson(tokens.access_token, "user"), getJson(tokens.access_token, "user/emails")]);
      return readGitHubClaims(user, emails);
    },
  };
}

/** The body as text, refused past the size cap even when no Content-Length announced it (a chunked answer). */
async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new ProviderAnswerError(`social login: GitHub's answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
