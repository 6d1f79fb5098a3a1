import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane): about 30–60 ms per hash on a server core. */
// algorithm 2 is Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot read.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Stored instead of a hash when an account is deleted: no password verifies against it. */
export const UNUSABLE_PASSWORD_HASH = "!deleted";

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// A real hash of nothing anyone knows: an unknown e-mail costs the same verification as a known one,
// so the answer's timing does not tell who has an account.
let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so the first unknown e-mail does not answer slower than the rest. */
export function primePasswordCheck(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/** An account that can sign in with a password: a social login's account has none until a reset link sets one. */
export function hasUsablePassword(storedHash: string | null): boolean {
  return storedHash !== null && storedHash.startsWith("$argon2");
}

/** True when the password matches; an account without a usable hash (or none at all) takes the same time. */
export async function checkPassword(storedHash: string | null, password: string): Promise<boolean> {
  const usable = hasUsablePassword(storedHash);
  const target = usable ? storedHash! : await primePasswordCheck();
  try {
    const ok = await verify(target, password);
    return usable && ok;
  } catch {
    return false;
  }
}
