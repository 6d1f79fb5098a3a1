import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { ApiError } from "#api/http/errors.ts";
import { markPersonal, type RequestInfo } from "#api/http/request-context.ts";

export type OpsEnv = { Variables: { info: RequestInfo; operator: string } };

/** An operator's name and the SHA-256 of their key: keys are compared as digests, in constant time. */
export type Operators = ReadonlyMap<string, Buffer>;

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** OPERATORS=`name:key,name:key` (decision 013): names of letters, digits, dots, dashes; keys of 24 characters or more. */
export function parseOperators(config: string): Operators {
  const operators = new Map<string, Buffer>();
  for (const entry of config.split(",").map((e) => e.trim()).filter(Boolean)) {
    const at = entry.indexOf(":");
    const name = entry.slice(0, at);
    const key = entry.slice(at + 1);
    if (at < 1 || !/^[A-Za-z0-9._-]{1,64}$/.test(name)) throw new Error(`OPERATORS: "${name || entry.slice(0, 10)}" is not a name (letters, digits, . _ -) followed by :key`);
    if (key.length < 24) throw new Error(`OPERATORS: the key of ${name} is shorter than 24 characters (make one with openssl rand -base64 32)`);
    operators.set(name, digest(key));
  }
  return operators;
}

const UNKNOWN = digest("no operator has this name");

/**
 * The operations API's door (decision 013): HTTP Basic with an operator's name and key, never a customer's
 * token. The key's digest is compared in constant time, also for a name nobody has, so the answer's time
 * says nothing. Every answer is personal (no cache keeps it).
 */
export function requireOperator(operators: Operators) {
  return createMiddleware<OpsEnv>(async (c, next) => {
    markPersonal(c.var.info);
    // A browser that holds an operator's Basic credentials would send them with another site's request too:
    // what a browser says comes from another site is refused before the credentials are read.
    const site = c.req.header("sec-fetch-site");
    if (site === "cross-site" || site === "same-site") throw new ApiError(403, "FORBIDDEN", "The operations API does not take requests from other sites' pages.");
    const refuse = (why: string) => new ApiError(401, "UNAUTHORIZED", why, undefined, "operator_unauthorized", { "WWW-Authenticate": 'Basic realm="Vetrina operations", charset="UTF-8"' });
    if (operators.size === 0) throw refuse("No operator is configured in this shop: set OPERATORS (docs/operations.md).");
    const basic = /^Basic ([A-Za-z0-9+/=]{4,512})$/.exec(c.req.header("authorization") ?? "")?.[1];
    const decoded = basic ? Buffer.from(basic, "base64").toString("utf8") : "";
    const at = decoded.indexOf(":");
    const name = at > 0 ? decoded.slice(0, at) : "";
    const expected = operators.get(name);
    const matches = timingSafeEqual(digest(at > 0 ? decoded.slice(at + 1) : ""), expected ?? UNKNOWN) && Boolean(expected);
    if (!matches) throw refuse("Give an operator's name and key (HTTP Basic).");
    c.set("operator", name);
    await next();
  });
}
