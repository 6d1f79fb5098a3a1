import type { Database } from "#db/client.ts";
import { ApiError } from "#api/http/errors.ts";
import { queueActivation, type CustomerRow } from "./auth.queries.ts";
import { checkPassword } from "./passwords.ts";

export const INVALID_CREDENTIALS = "The e-mail address or the password is not correct.";
const NOT_ACTIVATED = "Activate your account first: follow the link in the e-mail we sent you.";

export function invalidCredentials(): ApiError {
  return new ApiError(401, "UNAUTHORIZED", INVALID_CREDENTIALS, undefined, "invalid_credentials");
}

/**
 * The password check of a sign-in (the login form, and the confirmation that links a social login to an
 * existing account). An unknown account, one without a password (made through a social login) and a
 * wrong password get the same 401 in similar time; an account not activated yet gets a new activation
 * e-mail and a 403. Rate limits are the caller's.
 */
export async function requirePassword(db: Database, found: CustomerRow | null, password: string): Promise<CustomerRow> {
  if (!(await checkPassword(found?.passwordHash ?? null, password)) || !found) throw invalidCredentials();
  if (!found.activatedAt) {
    await db.transaction(async (tx) => queueActivation(tx as unknown as Database, found, found.passwordHash));
    throw new ApiError(403, "FORBIDDEN", NOT_ACTIVATED, undefined, "not_activated");
  }
  return found;
}
