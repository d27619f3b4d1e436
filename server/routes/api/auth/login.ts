import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { LoginRequestSchema, LoginResponseSchema } from '../../../../contract/auth';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiErrorText } from '../../../http/error-codes';
import { ATTEMPT_RULES, countAttempts, replyTooManyAttempts } from '../../../auth/attempt-rules';
import { DEVICE_COOKIE, readCookie, setDeviceCookie } from '../../../auth/cookies';
import { knownDevice, newDeviceToken } from '../../../auth/device';
import { normaliseEmail } from '../../../auth/email';
import { openSession } from '../../../auth/open-session';
import { verifyNobodysPassword, verifyPassword } from '../../../auth/passwords';

/** One answer for an unknown e-mail and a wrong password, so accounts cannot be enumerated. */
const LOGIN_FAILED = { non_field_errors: [apiErrorText('invalid_credentials')] };

export default async function loginRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    AUTH_PATHS.login,
    { schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema, 400: FieldErrorsSchema, 429: RefusalSchema } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const device = knownDevice(app.sessionSecret, readCookie(request, DEVICE_COOKIE), email);
      const wait = await countAttempts(app.attemptLimiter, [
        { key: `login-ip:${request.ip}`, rule: ATTEMPT_RULES.loginPerIp },
        // A browser that signed in as this e-mail before has a count of its own: others' wrong passwords cannot lock it out.
        device
          ? { key: `login-device:${device}`, rule: ATTEMPT_RULES.loginPerEmail }
          : { key: `login-email:${email.toLowerCase()}`, rule: ATTEMPT_RULES.loginPerEmail },
      ]);
      if (wait !== null) return replyTooManyAttempts(reply, wait);

      const user = await app.usersRepository.findByEmail(email);
      // An account without a password (a sign-in provider's) answers as an unknown e-mail does, in as long.
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyNobodysPassword(request.body.password);
      if (!user || !valid) return reply.code(400).send(LOGIN_FAILED);

      const session = await openSession(app, reply, user);
      if (!device) setDeviceCookie(reply, newDeviceToken(app.sessionSecret, email));
      // It carries the session key and api_key: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { key: session.key, api_key: session.apiKey };
    },
  );
}
