import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '../../contract/auth';
import { ATTEMPT_RULES, countAttempts } from './attempt-rules';
import { DEVICE_COOKIE, readCookie, setDeviceCookie } from './cookies';
import { knownDevice, newDeviceToken } from './device';
import { normaliseEmail } from './email';
import { openSession } from './open-session';
import { verifyNobodysPassword, verifyPassword } from './passwords';

export type PasswordSignIn =
  | { outcome: 'signed-in'; session: Awaited<ReturnType<typeof openSession>> }
  /** One outcome for an unknown e-mail and a wrong password, so accounts cannot be enumerated. */
  | { outcome: 'refused' }
  | { outcome: 'wait'; seconds: number };

/**
 * A sign-in with an e-mail and password, for the JSON login (routes/api/auth/login.ts) and the
 * login page's form (routes/forms): the attempt limits, the check, and on success a session whose
 * cookies are set on `reply`.
 */
export async function signInWithPassword(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, credentials: LoginRequest): Promise<PasswordSignIn> {
  const email = normaliseEmail(credentials.email);
  const device = knownDevice(app.sessionSecret, readCookie(request, DEVICE_COOKIE), email);
  const wait = await countAttempts(app.attemptLimiter, [
    { key: `login-ip:${request.ip}`, rule: ATTEMPT_RULES.loginPerIp },
    // A browser that signed in as this e-mail before has a count of its own: others' wrong passwords cannot lock it out.
    device
      ? { key: `login-device:${device}`, rule: ATTEMPT_RULES.loginPerEmail }
      : { key: `login-email:${email.toLowerCase()}`, rule: ATTEMPT_RULES.loginPerEmail },
  ]);
  if (wait !== null) return { outcome: 'wait', seconds: wait };

  const user = await app.usersRepository.findByEmail(email);
  // An account without a password (a sign-in provider's) answers as an unknown e-mail does, in as long.
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, credentials.password) : await verifyNobodysPassword(credentials.password);
  if (!user || !valid) return { outcome: 'refused' };

  const session = await openSession(app, reply, user);
  if (!device) setDeviceCookie(reply, newDeviceToken(app.sessionSecret, email));
  return { outcome: 'signed-in', session };
}
