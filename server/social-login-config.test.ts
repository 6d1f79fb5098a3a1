import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";
import { socialLoginOrigins, socialProvidersFrom } from "./social-login-config.ts";

describe("social login providers from the environment", () => {
  it("offers none without client ids and secrets", () => {
    const env = loadEnv({});
    expect(socialProvidersFrom(env).size).toBe(0);
    expect(socialLoginOrigins(env)).toEqual([]);
  });

  it("offers a provider only with both its client id and secret, on its known issuer", () => {
    const env = loadEnv({ SOCIAL_GOOGLE_CLIENT_ID: "id", SOCIAL_GOOGLE_CLIENT_SECRET: "secret", SOCIAL_APPLE_CLIENT_ID: "only-an-id" });
    const providers = socialProvidersFrom(env);
    expect([...providers.keys()]).toEqual(["google"]);
    expect(providers.get("google")).toMatchObject({ name: "Google", issuer: "https://accounts.google.com", scope: "openid email profile" });
    // A storefront node needs no secret to know where shoppers may be sent.
    expect(socialLoginOrigins(env)).toEqual(["https://accounts.google.com", "https://appleid.apple.com"]);
  });

  it("takes Microsoft's tenant and any OpenID provider by its issuer, named on its button", () => {
    const env = loadEnv({
      SOCIAL_MICROSOFT_CLIENT_ID: "m", SOCIAL_MICROSOFT_CLIENT_SECRET: "s", SOCIAL_MICROSOFT_ISSUER: "https://login.microsoftonline.com/0000-tenant/v2.0",
      SOCIAL_OIDC_ISSUER: "https://id.example.com/realms/shop", SOCIAL_OIDC_CLIENT_ID: "o", SOCIAL_OIDC_CLIENT_SECRET: "s", SOCIAL_OIDC_NAME: "Keycloak",
    });
    const providers = socialProvidersFrom(env);
    expect(providers.get("microsoft")?.issuer).toBe("https://login.microsoftonline.com/0000-tenant/v2.0");
    expect(providers.get("oidc")).toMatchObject({ name: "Keycloak", issuer: "https://id.example.com/realms/shop" });
    expect(() => loadEnv({ SOCIAL_MICROSOFT_ISSUER: "http://login.example.com" })).toThrow(/SOCIAL_MICROSOFT_ISSUER/);
  });

  it("offers GitHub (OAuth 2) on github.com and api.github.com, or, for tests only, on a peer of this machine", () => {
    const env = loadEnv({ SOCIAL_GITHUB_CLIENT_ID: "Iv1.abc", SOCIAL_GITHUB_CLIENT_SECRET: "s" });
    expect(socialProvidersFrom(env).get("github")).toMatchObject({ name: "GitHub", protocol: "oauth2", issuer: "https://github.com", scope: "read:user user:email" });
    expect(socialLoginOrigins(env)).toEqual(["https://github.com"]);
    const local = loadEnv({ SOCIAL_GITHUB_CLIENT_ID: "i", SOCIAL_GITHUB_CLIENT_SECRET: "s", SOCIAL_GITHUB_BASE_URL: "http://127.0.0.1:4423", SOCIAL_GITHUB_API_URL: "http://127.0.0.1:4424" });
    expect(socialLoginOrigins(local)).toEqual(["http://127.0.0.1:4423"]);
    expect(() => loadEnv({ SOCIAL_GITHUB_BASE_URL: "https://github.example.com" })).toThrow(/SOCIAL_GITHUB_BASE_URL/);
    expect(() => loadEnv({ SOCIAL_GITHUB_API_URL: "http://api.example.com" })).toThrow(/SOCIAL_GITHUB_API_URL/);
  });
});
