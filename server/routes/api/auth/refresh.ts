import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RefreshResponseSchema } from '../../../../contract/auth';
import { DetailSchema } from '../../../../contract/errors';
import { CREDENTIALS_MISSING, TOKEN_INVALID } from '../../../auth/auth-errors';
import { clearSessionCookies, readCookie, REFRESH_COOKIE, setSessionCookies } from '../../../auth/cookies';

export default async function refreshRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/token/refresh/',
    { schema: { response: { 200: RefreshResponseSchema, 401: DetailSchema } } },
    async (request, reply) => {
      const refreshToken = readCookie(request, REFRESH_COOKIE);
      if (!refreshToken) return reply.code(401).send(CREDENTIALS_MISSING);

      const rotation = await app.sessions.rotate(refreshToken, app.config.REFRESH_TTL);
      if (rotation.status === 'rejected') {
        clearSessionCookies(reply);
        return reply.code(401).send(TOKEN_INVALID);
      }
      const access = app.issueAccessToken(rotation.user, rotation.accessId);
      const refresh = rotation.status === 'rotated' ? rotation.refreshToken : undefined;
      setSessionCookies(reply, app.config, { access: access.token, refresh });
      return { access_expiration: access.expiresAt.toISOString() };
    },
  );
}
