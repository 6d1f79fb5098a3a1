import { createSocialProvider, KNOWN_PROVIDERS, type SocialProvider, type SocialProviderCode } from "#api/social-login/social-providers.ts";
import { createGitHubProvider } from "#api/social-login/github-provider.ts";
import type { Env } from "./env.ts";

type SocialEnv = Pick<Env, `SOCIAL_${string}` & keyof Env>;

/** Issuers of the providers whose client id and secret are set (docs/operations.md, "Social login"). */
function configuredIssuers(env: SocialEnv, needSecret = true): { code: SocialProviderCode; issuer: string; clientId: string; clientSecret: string }[] {
  const list = [
    { code: "google" as const, issuer: KNOWN_PROVIDERS.google.issuer, clientId: env.SOCIAL_GOOGLE_CLIENT_ID, clientSecret: env.SOCIAL_GOOGLE_CLIENT_SECRET },
    { code: "microsoft" as const, issuer: env.SOCIAL_MICROSOFT_ISSUER ?? KNOWN_PROVIDERS.microsoft.issuer, clientId: env.SOCIAL_MICROSOFT_CLIENT_ID, clientSecret: env.SOCIAL_MICROSOFT_CLIENT_SECRET },
    { code: "apple" as const, issuer: KNOWN_PROVIDERS.apple.issuer, clientId: env.SOCIAL_APPLE_CLIENT_ID, clientSecret: env.SOCIAL_APPLE_CLIENT_SECRET },
    // OAuth 2: the "issuer" is GitHub's site, where its authorization page is.
    { code: "github" as const, issuer: env.SOCIAL_GITHUB_BASE_URL ?? KNOWN_PROVIDERS.github.issuer, clientId: env.SOCIAL_GITHUB_CLIENT_ID, clientSecret: env.SOCIAL_GITHUB_CLIENT_SECRET },
    { code: "oidc" as const, issuer: env.SOCIAL_OIDC_ISSUER ?? "", clientId: env.SOCIAL_OIDC_CLIENT_ID, clientSecret: env.SOCIAL_OIDC_CLIENT_SECRET },
  ];
  return list.filter((p) => p.issuer && p.clientId && (p.clientSecret || !needSecret));
}

/** The social login providers of this shop; the OpenID ones' metadata is discovered on first use. */
export function socialProvidersFrom(env: SocialEnv): Map<SocialProviderCode, SocialProvider> {
  return new Map(configuredIssuers(env).map((p) => {
    if (p.code === "github") {
      return [p.code, createGitHubProvider({ ...p, baseUrl: env.SOCIAL_GITHUB_BASE_URL, apiUrl: env.SOCIAL_GITHUB_API_URL })];
    }
    const known = p.code === "oidc" ? { name: env.SOCIAL_OIDC_NAME, scope: "openid email profile" } : KNOWN_PROVIDERS[p.code];
    return [p.code, createSocialProvider({ ...known, ...p })];
  }));
}

/**
 * Where a social login sends the shopper: each provider's issuer site (the API refuses one whose
 * authorization page is elsewhere). The storefront redirects only there, and the CSP's form-action names
 * them. A storefront node of a split deployment needs the client ids (and issuers), not the secrets.
 */
export function socialLoginOrigins(env: SocialEnv): string[] {
  return [...new Set(configuredIssuers(env, false).map((p) => new URL(p.issuer).origin))];
}
