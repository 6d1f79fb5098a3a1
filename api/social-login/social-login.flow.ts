import { timingSafeEqual } from "node:crypto";
import * as oidc from "openid-client";
import type { Database } from "#db/client.ts";
import type { Locale } from "#domain/locale.ts";
import { toSafeRedirect } from "#domain/safe-redirect.ts";
import { ApiError } from "#api/http/errors.ts";
import { hashToken, newOpaqueToken } from "#api/auth/tokens.ts";
import { consumeAttempt, insertAttempt, type AttemptRow } from "./social-login.queries.ts";
import { ProviderAnswerError, providerNotConfigured, providerUnavailable, type SocialProvider, type SocialProviders } from "./social-providers.ts";
import type { SocialClaims } from "./social-claims.ts";

/** The provider sends the shopper back here, a storefront address (app/routes.ts): one URI to register per provider. */
export const CALLBACK_PATH = "/social-login/callback";

export type LogEvent = (msg: string, fields: Record<string, unknown>) => void;

export function stateInvalid(): ApiError {
  return new ApiError(400, "VALIDATION_FAILED", "This sign-in is not valid any more. Start it again from the sign-in page.", undefined, "social_state_invalid");
}

function refused(cancelled: boolean): ApiError {
  return cancelled
    ? new ApiError(400, "VALIDATION_FAILED", "The sign-in was cancelled at the provider.", undefined, "social_cancelled")
    : new ApiError(400, "VALIDATION_FAILED", "The provider's answer could not be accepted. Start the sign-in again.", undefined, "social_refused");
}

export function createSocialFlow(deps: { db: Database; providers: SocialProviders; publicBaseUrl: string; log: LogEvent }) {
  const { db, providers } = deps;
  const redirectUri = new URL(CALLBACK_PATH, deps.publicBaseUrl).href;

  function providerFor(code: string): SocialProvider {
    const provider = providers.get(code as never);
    if (!provider) throw providerNotConfigured();
    return provider;
  }

  async function configurationOf(provider: SocialProvider): Promise<oidc.Configuration> {
    try {
      return await provider.configuration();
    } catch (error) {
      deps.log("social login: provider discovery failed", { provider: provider.code, error: String(error) });
      throw providerUnavailable();
    }
  }

  /**
   * The provider's authorization URL, and the binding the shopper's browser keeps; state, nonce and PKCE
   * verifier stay here. OAuth 2 has no ID token, so no nonce (kept empty): state and PKCE bind its code.
   */
  async function start(code: string, input: { purpose: "login" | "link"; customerId: string | null; lang: Locale; redirectTo?: string }) {
    const provider = providerFor(code);
    const configuration = await configurationOf(provider);
    const openid = provider.protocol === "openid";
    const state = oidc.randomState();
    const nonce = openid ? oidc.randomNonce() : "";
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const binding = newOpaqueToken();
    await insertAttempt(db, {
      provider: provider.code, purpose: input.purpose, stateHash: hashToken(state), bindingHash: hashToken(binding), nonce, codeVerifier,
      customerId: input.customerId, lang: input.lang, redirectTo: toSafeRedirect(input.redirectTo, null),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri, scope: provider.scope, state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: "S256",
      ...(openid ? { nonce, ui_locales: input.lang } : {}), ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
    });
    return { url: url.href, binding };
  }

  /**
   * The provider's answer, checked by openid-client: the state, the code exchanged with the PKCE verifier;
   * for OpenID Connect the ID token's signature, issuer, audience, expiry and nonce, for OAuth 2 the
   * provider's API asked with the access token (provider.identify). Either way the same claims come out,
   * and everything after (handlers) is shared. The attempt is used up first, whatever follows.
   */
  async function finish(query: string, binding: string): Promise<{ attempt: AttemptRow; claims: SocialClaims; provider: SocialProvider }> {
    const params = new URLSearchParams(query);
    const state = params.get("state");
    if (!state || state.length > 512) throw stateInvalid();
    const attempt = await consumeAttempt(db, state);
    if (!attempt || !sameHash(attempt.bindingHash, hashToken(binding))) throw stateInvalid();
    const provider = providerFor(attempt.provider);
    const configuration = await configurationOf(provider);
    const currentUrl = new URL(redirectUri);
    currentUrl.search = params.toString();
    try {
      const checks: oidc.AuthorizationCodeGrantChecks = provider.protocol === "openid"
        ? { pkceCodeVerifier: attempt.codeVerifier, expectedState: state, expectedNonce: attempt.nonce, idTokenExpected: true }
        : { pkceCodeVerifier: attempt.codeVerifier, expectedState: state };
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, checks);
      return { attempt, claims: await provider.identify(configuration, tokens), provider };
    } catch (error) {
      const answered = error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError
        || error instanceof oidc.WWWAuthenticateChallengeError || error instanceof ProviderAnswerError;
      // openid-client's ClientError wraps oauth4webapi's, whose cause names the claim that did not check out,
      // or holds the body: GitHub answers a token endpoint error with status 200 and { error } in it.
      const detail = error as { code?: unknown; error?: unknown; cause?: { message?: unknown; cause?: { claim?: unknown; body?: { error?: unknown } } } };
      deps.log("social login: the provider's answer was refused", {
        provider: provider.code, error: String(error), code: detail.code, oauthError: detail.error ?? detail.cause?.cause?.body?.error,
        why: detail.cause?.message, claim: detail.cause?.cause?.claim,
      });
      if (!answered) throw providerUnavailable();
      throw refused(error instanceof oidc.AuthorizationResponseError && error.error === "access_denied");
    }
  }

  return { start, finish, providerFor, redirectUri };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type SocialFlow = ReturnType<typeof createSocialFlow>;
