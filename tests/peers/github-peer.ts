import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Test support only: a local server that speaks the part of GitHub's documented HTTP contract an OAuth App
// uses to sign someone in (docs.github.com, "Authorizing OAuth apps"; REST "Users" and "Emails"):
// github.com's authorization page and token endpoint on one port, api.github.com's /user and /user/emails
// on another. The shop's own code (openid-client's OAuth 2 functions) runs unchanged against it.

export interface GitHubPeerOptions {
  clientId: string;
  clientSecret: string;
  /** The OAuth App's registered callback URL: {shop}/social-login/callback. */
  redirectUri: string;
  /** 0 for any free port; the API answers on apiPort (0: any). */
  port: number;
  apiPort: number;
  host?: string;
}

export interface GitHubPeer {
  /** github.com: /login/oauth/authorize and /login/oauth/access_token. */
  base: string;
  /** api.github.com: /user and /user/emails. */
  api: string;
  /** What the API was asked, with which Accept and Authorization headers. */
  apiRequests: { path: string; accept: string | null; authorization: string | null }[];
  close(): Promise<void>;
}

interface Grant { clientId: string; redirectUri: string; scope: string; codeChallenge: string | null; login: string; expires: number }

/**
 * The GitHub account of a login typed on the peer's page: the login is the primary e-mail address;
 * "unverified+anna@example.com" has a primary address GitHub did not verify (and a verified noreply one
 * beside it, which the shop must not take instead). The id is a stable number of the login.
 */
export function gitHubAccountFor(login: string) {
  const unverified = login.startsWith("unverified+");
  const email = unverified ? login.slice("unverified+".length) : login;
  const word = email.split(/[@.+_-]/)[0] ?? "user";
  const id = createHash("sha256").update(login).digest().readUIntBE(0, 6);
  const handle = `${word}${id % 10_000}`;
  return {
    user: { login: handle, id, node_id: `U_${id}`, type: "User", name: `${word.charAt(0).toUpperCase()}${word.slice(1)} Octocat`, email: null, html_url: `https://github.com/${handle}` },
    emails: [
      { email: `${id}+${handle}@users.noreply.github.com`, primary: false, verified: true, visibility: null },
      { email, primary: true, verified: !unverified, visibility: "private" },
    ],
  };
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve) => server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)));
}

export async function startGitHubPeer(options: GitHubPeerOptions): Promise<GitHubPeer> {
  const host = options.host ?? "127.0.0.1";
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { login: string; scope: string }>();
  const apiRequests: GitHubPeer["apiRequests"] = [];

  /** The authorization request's parameters, checked as GitHub checks them; a wrong one is an error page. */
  function authorizationOf(params: URLSearchParams): { error: string } | { clientId: string; redirectUri: string; scope: string; state: string; codeChallenge: string | null } {
    if (params.get("client_id") !== options.clientId) return { error: "The client_id is not an OAuth App's." };
    if (params.get("redirect_uri") !== options.redirectUri) return { error: "The redirect_uri is not the callback URL registered for this application." };
    const method = params.get("code_challenge_method");
    const codeChallenge = params.get("code_challenge");
    if (codeChallenge && method !== "S256") return { error: "Only the S256 code_challenge_method is supported." };
    return { clientId: options.clientId, redirectUri: options.redirectUri, scope: params.get("scope") ?? "", state: params.get("state") ?? "", codeChallenge };
  }

  /** Errors of the token endpoint come with status 200, as GitHub answers them. */
  function tokenError(res: ServerResponse, asJson: boolean, error: string, description: string) {
    const body = { error, error_description: description, error_uri: "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors" };
    if (asJson) return json(res, 200, body);
    res.writeHead(200, { "content-type": "application/x-www-form-urlencoded; charset=utf-8" });
    res.end(new URLSearchParams(body).toString());
  }

  async function exchangeCode(req: IncomingMessage, res: ServerResponse) {
    const asJson = (req.headers.accept ?? "").includes("application/json");
    const raw = await readBody(req);
    const form = (req.headers["content-type"] ?? "").includes("application/json")
      ? new URLSearchParams(JSON.parse(raw) as Record<string, string>) : new URLSearchParams(raw);
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent) : [];
    const clientId = form.get("client_id") ?? basicId;
    const clientSecret = form.get("client_secret") ?? basicSecret;
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
      return tokenError(res, asJson, "incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.");
    }
    const code = form.get("code") ?? "";
    const grant = grants.get(code);
    // A code is good for one exchange, within ten minutes.
    grants.delete(code);
    if (!grant || grant.expires < Date.now()) return tokenError(res, asJson, "bad_verification_code", "The code passed is incorrect or expired.");
    if (form.has("redirect_uri") && form.get("redirect_uri") !== grant.redirectUri) {
      return tokenError(res, asJson, "redirect_uri_mismatch", "The redirect_uri MUST match the registered callback URL for this application.");
    }
    if (grant.codeChallenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== grant.codeChallenge) {
        return tokenError(res, asJson, "bad_verification_code", "The code_verifier does not match the code_challenge.");
      }
    }
    const accessToken = `gho_${randomBytes(18).toString("base64url")}`;
    const scope = grant.scope.split(/[\s,]+/).filter(Boolean).join(",");
    tokens.set(accessToken, { login: grant.login, scope });
    if (asJson) return json(res, 200, { access_token: accessToken, token_type: "bearer", scope });
    res.writeHead(200, { "content-type": "application/x-www-form-urlencoded; charset=utf-8" });
    res.end(new URLSearchParams({ access_token: accessToken, scope, token_type: "bearer" }).toString());
  }

  const web = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://peer");
      if (url.pathname === "/_peer/health") return json(res, 200, { ok: true });
      if (url.pathname === "/login/oauth/authorize" && req.method === "GET") {
        const asked = authorizationOf(url.searchParams);
        if ("error" in asked) return page(res, 400, "Application error", `<p>${escape(asked.error)}</p>`);
        const hidden = ["client_id", "redirect_uri", "scope", "state", "code_challenge", "code_challenge_method"]
          .map((name) => `<input type="hidden" name="${name}" value="${escape(url.searchParams.get(name) ?? "")}">`).join("");
        return page(res, 200, "Authorize application", `<form method="post" action="/login/oauth/authorize">${hidden}
<p>The application wants to read your profile and your e-mail addresses (${escape(asked.scope)}).</p>
<p><label for="login">Username or email address</label> <input id="login" name="login" required autocomplete="username"></p>
<p><button type="submit" name="authorize" value="0" formnovalidate>Cancel</button> <button type="submit" name="authorize" value="1">Authorize</button></p></form>`);
      }
      if (url.pathname === "/login/oauth/authorize" && req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        const asked = authorizationOf(form);
        if ("error" in asked) return page(res, 400, "Application error", `<p>${escape(asked.error)}</p>`);
        const back = new URL(asked.redirectUri);
        if (form.get("authorize") !== "1") {
          back.search = new URLSearchParams({ error: "access_denied", error_description: "The user has denied your application access.", state: asked.state }).toString();
        } else {
          const code = randomBytes(10).toString("hex");
          grants.set(code, { ...asked, login: form.get("login") ?? "", expires: Date.now() + 10 * 60_000 });
          back.search = new URLSearchParams({ code, state: asked.state }).toString();
        }
        res.writeHead(302, { location: back.href });
        return res.end();
      }
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") return exchangeCode(req, res);
      return page(res, 404, "Not Found", "<p>This is not a web page.</p>");
    })().catch((error: unknown) => json(res, 500, { message: String(error) }));
  });

  const api = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    apiRequests.push({ path: url.pathname, accept: req.headers.accept ?? null, authorization: req.headers.authorization ?? null });
    const token = /^(?:Bearer|token) (\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const owner = token ? tokens.get(token) : undefined;
    if (!owner) return json(res, 401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" });
    const account = gitHubAccountFor(owner.login);
    if (req.method === "GET" && url.pathname === "/user") return json(res, 200, account.user);
    // Without the user:email scope GitHub answers the list as not found.
    if (req.method === "GET" && url.pathname === "/user/emails" && owner.scope.split(",").includes("user:email")) return json(res, 200, account.emails);
    return json(res, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" });
  });

  const base = await listen(web, options.port, host);
  const apiBase = await listen(api, options.apiPort, host);
  const stop = (server: Server) => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return { base, api: apiBase, apiRequests, close: async () => { await Promise.all([stop(web), stop(api)]); } };
}
