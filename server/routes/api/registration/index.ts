import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { RegisterRequestSchema } from '../../../../contract/auth';
import { DetailSchema, FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { replyTooManyAttempts } from '../../../auth/attempt-rules';
import { registerWithPassword } from '../../../auth/password-registration';

const SIGNUP_CLOSED = apiError('signup_closed');

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    AUTH_PATHS.register,
    { schema: { body: RegisterRequestSchema, response: { 201: DetailSchema, 400: FieldErrorsSchema, 403: RefusalSchema, 429: RefusalSchema } } },
    async (request, reply) => {
      const registration = await registerWithPassword(app, request, request.body);
      if (registration.outcome === 'closed') return reply.code(403).send(SIGNUP_CLOSED);
      if (registration.outcome === 'wait') return replyTooManyAttempts(reply, registration.seconds);
      if (registration.outcome === 'refused') return reply.code(400).send(registration.errors);
      return reply.code(201).send({ detail: 'Registration successful.' });
    },
  );
}
