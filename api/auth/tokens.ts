import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: the refresh tokens and the one-time links of account e-mails. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Opaque tokens are stored only as their SHA-256: a copy of the table opens no account. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
