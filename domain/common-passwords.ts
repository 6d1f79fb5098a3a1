import { dictionary } from "@zxcvbn-ts/language-common";

// NIST SP 800-63B and OWASP ASVS 5.0 (V6.2.4, V6.2.12): a new password is compared with a list of
// common and breached ones (decision 010). Server side only: the list is ~380 kB of code and must
// never reach the shopper's bundle (the storefront shows the API's refusal instead).

/** zxcvbn-ts's "passwords-common": ~49,000 passwords seen more than ten times in leaked credentials, lowercased. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary["passwords-common"]);

/** True when the password, trimmed (spec §5) and in lowercase, is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
