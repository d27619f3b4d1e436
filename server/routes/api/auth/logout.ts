import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { DetailSchema } from '../../../../contract/errors';
import { PAGE_PATHS } from '../../../../contract/pagePaths';
import { clearSessionCookies, readCookie, REFRESH_COOKIE } from '../../../auth/cookies';
import { tokenFromHeader } from '../../../auth/token-header';
import { seeOther } from '../../../http/see-other';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Needs no valid access token: a session whose access token has expired must still be able to
 * end, so the refresh cookie (or the key of a non-browser client) names what to revoke.
 *
 * The header's Log out is a form posting here (src/app/Header/Header.tsx), so it works before
 * the app's scripts run or without them; such a post (a form's content type, no fields) is
 * answered as a form is, with a 303 to the login page. The refresh cookie is sent only to
 * /api/auth/, which is why the form posts here and not to a page's path.
 */
export default async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
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
      if (request.headers['content-type']?.startsWith(FORM)) return seeOther(reply, PAGE_PATHS.login);
      return { detail: 'Successfully logged out.' };
    },
  );
}
