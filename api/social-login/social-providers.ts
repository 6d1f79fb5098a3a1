import * as oidc from "openid-client";
import { ApiError } from "#api/http/errors.ts";
import { readClaims, type SocialClaims } from "./social-claims.ts";
import { LOOPBACK_HOSTS } from "#domain/local-address.ts";

/**
 * The providers a shop owner can configure (docs/operations.md, "Social login"): GitHub speaks plain
 * OAuth 2 (github-provider.ts), the others OpenID Connect.
 */
export const SOCIAL_PROVIDER_CODES = ["google", "microsoft", "apple", "github", "oidc"] as const;
export type SocialProviderCode = (typeof SOCIAL_PROVIDER_CODES)[number];

export interface SocialProviderConfig {
  code: SocialProviderCode;
  /** On the buttons: "Continue with Google". */
  name: string;
  /**
   * OpenID Connect: the issuer identifier; its /.well-known/openid-configuration is read once (discovery).
   * OAuth 2: the provider's site, where its authorization page is.
   */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What is asked for: the e-mail and the name. */
  scope: string;
  /** Apple sends the code back in a form post when it is asked for the e-mail (server/app.ts turns it into a GET). */
  responseMode?: "form_post";
}

export interface SocialProvider extends SocialProviderConfig {
  /** openid: an ID token names the shopper (nonce checked); oauth2: the provider's API does, asked with the access token. */
  protocol: "openid" | "oauth2";
  /** The provider's metadata and keys, discovered on first use and kept; a failed discovery is tried again next time. */
  configuration(): Promise<oidc.Configuration>;
  /** Who signed in, from the tokens openid-client has checked: the same claims whichever the protocol. */
  identify(configuration: oidc.Configuration, tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers): Promise<SocialClaims>;
}

/** The provider answered, but not with what the shop can accept (the sign-in is refused, not "unavailable"). */
export class ProviderAnswerError extends Error {
  override name = "ProviderAnswerError";
}

const FETCH_TIMEOUT_MS = 10_000;
export const MAX_ANSWER_BYTES = 512 * 1024;

/** Known issuers (GitHub: its site); `oidc` names any other provider by its issuer URL (scope "openid email profile"). */
export const KNOWN_PROVIDERS: Record<Exclude<SocialProviderCode, "oidc">, { name: string; issuer: string; scope: string; responseMode?: "form_post" }> = {
  google: { name: "Google", issuer: "https://accounts.google.com", scope: "openid email profile" },
  // Personal Microsoft accounts (the "consumers" tenant); a work tenant sets its own issuer (…/{tenant id}/v2.0).
  microsoft: { name: "Microsoft", issuer: "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0", scope: "openid email profile" },
  // Apple knows no "profile" scope, and answers with a form post when asked for the e-mail or the name.
  apple: { name: "Apple", issuer: "https://appleid.apple.com", scope: "openid email name", responseMode: "form_post" },
  // OAuth 2 without OpenID Connect: the profile and the e-mail addresses are read from its REST API (github-provider.ts).
  github: { name: "GitHub", issuer: "https://github.com", scope: "read:user user:email" },
};

/**
 * DESIGN principle 8: the provider's endpoints are fetched with a host allow-list (the issuer's, then the
 * token, keys and user-info endpoints its own metadata names), no redirects, a time cap and a size cap.
 */
export function fencedFetch(allowed: Set<string>): oidc.CustomFetch {
  return async (url, options) => {
    const origin = new URL(url).origin;
    if (!allowed.has(origin)) throw new Error(`social login: refusing to fetch ${origin}, not an endpoint of the configured provider`);
    const response = await fetch(url, { ...options, redirect: "manual", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) } as RequestInit);
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_ANSWER_BYTES) throw new Error(`social login: ${origin} answered ${length} bytes`);
    return response;
  };
}

export function createSocialProvider(config: SocialProviderConfig): SocialProvider {
  const issuer = new URL(config.issuer);
  // Plain HTTP only for a provider on this machine (the tests' local provider); every real one is HTTPS.
  const insecure = issuer.protocol === "http:" && LOOPBACK_HOSTS.has(issuer.hostname);
  let discovered: Promise<oidc.Configuration> | undefined;

  async function discover(): Promise<oidc.Configuration> {
    const allowed = new Set([issuer.origin]);
    const configuration = await oidc.discovery(issuer, config.clientId, undefined, oidc.ClientSecretPost(config.clientSecret), {
      [oidc.customFetch]: fencedFetch(allowed),
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const metadata = configuration.serverMetadata();
    for (const endpoint of [metadata.token_endpoint, metadata.jwks_uri, metadata.userinfo_endpoint]) {
      if (endpoint) allowed.add(new URL(endpoint).origin);
    }
    // The storefront sends shoppers only to the issuer's own site (its CSP's form-action names it).
    if (!metadata.authorization_endpoint || new URL(metadata.authorization_endpoint).origin !== issuer.origin) {
      throw new Error(`social login: ${config.code}'s authorization endpoint is not on its issuer's site ${issuer.origin}`);
    }
    return configuration;
  }

  return {
    ...config,
    protocol: "openid",
    async identify(_configuration, tokens) {
      const claims = tokens.claims();
      if (!claims) throw new ProviderAnswerError("no ID token");
      return readClaims(claims);
    },
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

export type SocialProviders = ReadonlyMap<SocialProviderCode, SocialProvider>;

export function providerNotConfigured(): ApiError {
  return new ApiError(404, "NOT_FOUND", "This way of signing in is not offered by the shop.", undefined, "provider_not_configured");
}

export function providerUnavailable(): ApiError {
  return new ApiError(503, "UNAVAILABLE", "The sign-in service could not be reached. Please try again in a moment, or sign in with your e-mail address.", undefined, "provider_unavailable");
}

export function isSocialProviderCode(code: string): code is SocialProviderCode {
  return (SOCIAL_PROVIDER_CODES as readonly string[]).includes(code);
}
