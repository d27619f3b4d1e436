import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/passwords';

/** Accounts made straight in the database, all with one password so that argon2 hashes once per file. */
export const TEST_PASSWORD = 'correct horse battery staple';
let sharedHash: Promise<string> | undefined;

/**
 * Letters only: the password similarity check compares a password with each part of the e-mail,
 * and a random hex part such as 1234a56b0c was close enough to a test's numeric password ("123456")
 * to add a message that test does not expect (seen once in CI).
 */
export function uniqueEmail(name = 'user'): string {
  const unique = Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
  return `${name}-${unique}@example.test`;
}

/** A distinct client address per test, so that one test's per-IP attempt counts never reach another. */
export function uniqueIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export interface TestAccount {
  id: number;
  email: string;
  /** Of a session opened for the account, as a login would. */
  apiKey: string;
  /** That session's key, for `Authorization: Token <key>`. */
  key: string;
}

export async function createAccount(app: FastifyInstance, email = uniqueEmail()): Promise<TestAccount> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  const created = await app.usersRepository.create({ email, passwordHash: await sharedHash });
  if (!created) throw new Error(`${email} already exists`);
  const { apiKey, key } = await app.sessions.create(created.id, app.config.REFRESH_TTL);
  return { id: created.id, email, apiKey, key };
}

export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((cookie) => cookie.name === name);
}

/** Logs in from its own address; the response carries the cookies and {key, api_key}. */
export function login(app: FastifyInstance, email: string, password = TEST_PASSWORD, remoteAddress = uniqueIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress });
}
