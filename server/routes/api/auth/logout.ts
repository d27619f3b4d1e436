import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { DetailSchema } from '../../../../contract/errors';
import { clearSessionCookies, readCookie, REFRESH_COOKIE } from '../../../auth/cookies';
import { tokenFromHeader } from '../../../auth/token-header';

/**
 * Needs no valid access token: a session whose access token has expired must still be able to
 * end, so the refresh cookie (or the key of a non-browser client) names what to revoke.
 */
export default async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    AUTH_PATHS.logout,
    { schema: { response: { 200: DetailSchema } } },
    async (request, reply) => {
      const refreshToken = readCookie(request, REFRESH_COOKIE);
      if (refreshToken) await app.sessions.revokeByRefreshToken(refreshToken);
      const key = tokenFromHeader(request);
      if (key) await app.sessions.revokeByKey(key);
      clearSessionCookies(reply);
      // The browser drops what it kept of the signed-in pages' requests (the photo): whoever uses it next finds none of it.
      reply.header('clear-site-data', '"cache"');
      return { detail: 'Successfully logged out.' };
    },
  );
}
