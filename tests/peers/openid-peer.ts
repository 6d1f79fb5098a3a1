import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// Test support only: a real, certified OpenID provider (panva's oidc-provider) on a local port, with one
// client: the shop. Its own development login and consent pages take any login and password; the login
// names the account (see claimsFor), so a test chooses who signs in by what it types there.

export interface OpenIdPeerOptions {
  clientId: string;
  clientSecret: string;
  /** The shop's callback: {shop}/social-login/callback. */
  redirectUri: string;
  /** 0 for any free port. */
  port: number;
  host?: string;
}

export interface OpenIdPeer {
  issuer: string;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * The claims of a login: the login is the e-mail address and the subject; "unverified+anna@example.com"
 * has an e-mail the provider did not verify. The first name is the address's first word.
 */
export function claimsFor(login: string) {
  const unverified = login.startsWith("unverified+");
  const email = unverified ? login.slice("unverified+".length) : login;
  const word = email.split(/[@.+_-]/)[0] ?? "";
  return {
    sub: login, email, email_verified: !unverified,
    given_name: word.charAt(0).toUpperCase() + word.slice(1), family_name: "Proveedor", name: `${word} Proveedor`,
  };
}

export async function startOpenIdPeer(options: OpenIdPeerOptions): Promise<OpenIdPeer> {
  const server: Server = createServer();
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: options.clientId, client_secret: options.clientSecret, redirect_uris: [options.redirectUri],
      grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "client_secret_post",
    }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    // As Google, Microsoft and Apple do: the ID token carries the e-mail and the name.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => claimsFor(sub) }),
    cookies: { keys: ["vetrina-openid-peer-cookie-key-0123456789"] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
