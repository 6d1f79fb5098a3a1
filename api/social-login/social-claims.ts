import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from "#domain/email.ts";

/** What the shop takes from a provider's ID token (already checked by openid-client). */
export interface SocialClaims {
  subject: string;
  /** Normalized; null when absent or not an address the shop accepts. */
  email: string | null;
  /** Only a verified e-mail may find an account or make one. */
  emailVerified: boolean;
  name: string;
  lastname: string;
}

const NAME_MAX = 80;

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Apple sends "true" as a string; Microsoft has no email_verified and says xms_edov (domain owner verified) when asked. */
function isTrue(value: unknown): boolean {
  return value === true || value === "true";
}

export function readClaims(claims: Record<string, unknown>): SocialClaims {
  const raw = text(claims.email);
  const email = raw && raw.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(raw) ? normalizeEmail(raw) : null;
  const full = text(claims.name);
  const [first, ...rest] = full ? full.split(/\s+/) : [];
  const name = text(claims.given_name) ?? first ?? email?.split("@")[0] ?? "";
  const lastname = text(claims.family_name) ?? (rest.length ? rest.join(" ") : "");
  return {
    subject: String(claims.sub),
    email,
    emailVerified: email !== null && (isTrue(claims.email_verified) || isTrue(claims.xms_edov)),
    name: name.slice(0, NAME_MAX),
    lastname: lastname.slice(0, NAME_MAX),
  };
}
