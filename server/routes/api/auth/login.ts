import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { LoginRequestSchema, LoginResponseSchema } from '../../../../contract/auth';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiErrorText } from '../../../http/error-codes';
import { replyTooManyAttempts } from '../../../auth/attempt-rules';
import { signInWithPassword } from '../../../auth/password-sign-in';

const LOGIN_FAILED = { non_field_errors: [apiErrorText('invalid_credentials')] };

export default async function loginRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    AUTH_PATHS.login,
    { schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema, 400: FieldErrorsSchema, 429: RefusalSchema } } },
    async (request, reply) => {
      const signIn = await signInWithPassword(app, request, reply, request.body);
      if (signIn.outcome === 'wait') return replyTooManyAttempts(reply, signIn.seconds);
      if (signIn.outcome === 'refused') return reply.code(400).send(LOGIN_FAILED);
      // It carries the session key and api_key: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { key: signIn.session.key, api_key: signIn.session.apiKey };
    },
  );
}
