import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const HASH_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would, for logins with an unknown e-mail, so that the
 * answer's timing does not tell which addresses have accounts. Always false.
 */
export async function verifyNobodysPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
