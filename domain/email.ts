/** Spec §5: e-mail fields are trimmed; we also compare them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A pragmatic check (one @, a dot in the domain), the same on server and client. No spaces, control
 * characters or the separators of address lists (`,;<>"()[]\`): "x,victim@example.com" is one
 * address to us but two recipients to a mail server.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const EMAIL_PATTERN = /^[^\s@,;<>"()[\]\\\u0000-\u001f\u007f]+@[^\s@,;<>"()[\]\\\u0000-\u001f\u007f]+\.[^\s@,;<>"()[\]\\\u0000-\u001f\u007f]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
