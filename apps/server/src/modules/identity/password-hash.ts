import { hash, verify } from "@node-rs/argon2";

// DESIGN §7: argon2id, 19 MiB, 2 iterations, parallelism 1 (about 14 ms a hash here).
// `Algorithm` is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2;
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the same time on a decoy, so response times do not
 * tell which user names exist.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
