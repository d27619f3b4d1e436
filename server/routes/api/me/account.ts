import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILM_LOG_PATHS } from '../../../../contract/filmLogPaths';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiErrorText } from '../../../http/error-codes';
import { DeleteAccountRequestSchema } from '../../../../contract/filmLog';
import { ATTEMPT_RULES, countAttempts, replyTooManyAttempts } from '../../../auth/attempt-rules';
import { clearSessionCookies } from '../../../auth/cookies';
import { verifyPassword } from '../../../auth/passwords';

const WRONG_PASSWORD = { password: [apiErrorText('password_incorrect')] };
const WRONG_EMAIL = { password: [apiErrorText('email_confirmation_wrong')] };

/**
 * DELETE /api/me/: the account and everything of it. The password is asked again (and its
 * wrong guesses counted like login's), so a session left open on a shared computer cannot
 * delete the account by a click; an account without a password types its e-mail address. Sessions are revoked first: if the deletion then failed, the person
 * would be signed out, never left with a deleted account's session.
 */
export default async function deleteAccountRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    FILM_LOG_PATHS.account,
    { schema: { body: DeleteAccountRequestSchema, response: { 204: z.undefined(), 400: FieldErrorsSchema, 429: RefusalSchema } } },
    async (request, reply) => {
      const wait = await countAttempts(app.attemptLimiter, [{ key: `delete-account:${request.user.id}`, rule: ATTEMPT_RULES.loginPerEmail }]);
      if (wait !== null) return replyTooManyAttempts(reply, wait);
      const user = await app.usersRepository.findByEmail(request.user.email);
      if (!user || user.id !== request.user.id) return reply.code(400).send(WRONG_PASSWORD);
      if (user.passwordHash === null) {
        if (request.body.password.trim().toLowerCase() !== user.email.toLowerCase()) return reply.code(400).send(WRONG_EMAIL);
      } else if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        return reply.code(400).send(WRONG_PASSWORD);
      }
      await app.sessions.revokeAllOf(user.id);
      await app.filmLog.deleteAccount(user.id);
      clearSessionCookies(reply);
      // As at logout: the browser keeps nothing of the deleted account (its photo).
      reply.header('clear-site-data', '"cache"');
      return reply.code(204).send();
    },
  );
}
