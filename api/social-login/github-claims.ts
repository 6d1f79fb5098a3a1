import { readClaims, type SocialClaims } from "./social-claims.ts";
import { ProviderAnswerError } from "./social-providers.ts";

/**
 * The claims of a GitHub account, from `GET /user` and `GET /user/emails` (REST API): the subject is the
 * numeric account id (the login can be renamed, the id cannot); the e-mail is the entry marked primary, and
 * it counts as verified only if GitHub says that entry is. Another verified address of the account is not
 * taken instead: the primary one is the one its owner chose to be reached at. The name is split as an
 * OpenID `name` claim is (first word, then the rest); without one, the login.
 */
export function readGitHubClaims(user: unknown, emails: unknown): SocialClaims {
  const account = (user ?? {}) as { id?: unknown; login?: unknown; name?: unknown };
  if (typeof account.id !== "number" || !Number.isSafeInteger(account.id) || account.id <= 0) {
    throw new ProviderAnswerError("GitHub's /user has no numeric id");
  }
  if (!Array.isArray(emails)) throw new ProviderAnswerError("GitHub's /user/emails is not a list");
  const primary = (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]).find((e) => e && e.primary === true);
  const name = typeof account.name === "string" && account.name.trim() ? account.name : account.login;
  return readClaims({ sub: String(account.id), email: primary?.email, email_verified: primary?.verified === true, name });
}
