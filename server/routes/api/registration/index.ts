import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { RegisterRequestSchema } from '../../../../contract/auth';
import { DetailSchema, FieldErrorsSchema, type FieldErrors } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError, apiErrorText } from '../../../http/error-codes';
import { ATTEMPT_RULES, countAttempts, replyTooManyAttempts } from '../../../auth/attempt-rules';
import { normaliseEmail } from '../../../auth/email';
import { hashPassword } from '../../../auth/passwords';
import { passwordProblems } from '../../../auth/password-rules';

const EMAIL_TAKEN = apiErrorText('email_taken');
/** PASSWORD_SIGNUP=false: accounts come from the sign-in providers only. */
const SIGNUP_CLOSED = apiError('signup_closed');

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    AUTH_PATHS.register,
    { schema: { body: RegisterRequestSchema, response: { 201: DetailSchema, 400: FieldErrorsSchema, 403: RefusalSchema, 429: RefusalSchema } } },
    async (request, reply) => {
      if (!app.config.PASSWORD_SIGNUP) return reply.code(403).send(SIGNUP_CLOSED);
      const { password1, password2 } = request.body;
      const email = normaliseEmail(request.body.email);
      const wait = await countAttempts(app.attemptLimiter, [
        { key: `register-ip:${request.ip}`, rule: ATTEMPT_RULES.registerPerIp },
        { key: `register-email:${email.toLowerCase()}`, rule: ATTEMPT_RULES.registerPerEmail },
      ]);
      if (wait !== null) return replyTooManyAttempts(reply, wait);

      // Field errors first and all together; the cross-field check only once the fields are valid.
      const errors: FieldErrors = {};
      if (await app.usersRepository.isEmailTaken(email)) errors.email = [EMAIL_TAKEN];
      const problems = passwordProblems(password1, email);
      if (problems.length > 0) errors.password1 = problems;
      if (Object.keys(errors).length > 0) return reply.code(400).send(errors);
      if (password1 !== password2) return reply.code(400).send({ non_field_errors: [apiErrorText('passwords_differ')] });

      const created = await app.usersRepository.create({ email, passwordHash: await hashPassword(password1) });
      if (!created) return reply.code(400).send({ email: [EMAIL_TAKEN] });
      return reply.code(201).send({ detail: 'Registration successful.' });
    },
  );
}
