import { argon2id, hash, verify } from 'argon2';

/**
 * One of the argon2id settings OWASP's Password Storage Cheat Sheet lists as equal in defence
 * (19 MiB × 2 passes, 12 × 3, 9 × 4, 7 × 5): the one that holds the least memory. Each hash's
 * memory stays with the thread that ran it (glibc keeps it in that thread's arena), so after the
 * load test 19 MiB × 3 were still resident; 7 MiB × 5 is also a third faster here (15 against
 * 22 ms). Hashes made with other settings still verify: a hash carries its own settings.
 * docs/PERFORMANCE.md, "Server memory".
 */
const HASH_OPTIONS = { type: argon2id, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const;

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
