import { hash, verify } from '@node-rs/argon2';

// Argon2id is the library's default algorithm (Algorithm.Argon2id = 2); the const enum cannot be imported under
// isolatedModules, so the numeric value is named here.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with no stored hash it still spends the time of one verification (no user enumeration). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no such user: constant-time filler');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
