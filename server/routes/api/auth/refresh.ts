import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { RefreshResponseSchema } from '../../../../contract/auth';
import { RefusalSchema } from '../../../../contract/refusal';
import { CREDENTIALS_MISSING, TOKEN_INVALID } from '../../../auth/auth-errors';
import { clearSessionCookies, readCookie, REFRESH_COOKIE, setSessionCookies } from '../../../auth/cookies';
import { seeOther } from '../../../http/see-other';

/**
 * A path and query on this server, never another origin (`//host`, `/\host`), as a browser's
 * address bar holds it: printable ASCII, anything else percent-encoded. Checked before the refresh
 * token rotates: a Location the reply cannot carry failed after the rotation, its new cookies
 * never sent, and the old token's next use revoked the whole session.
 */
const LocalPath = z
  .string()
  .max(8192)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, 'Enter a path on this server.');
const BACK_TO_PAGE = z
  .undefined()
  .describe('To `next`: with a new access cookie (and the refresh token rotated) when the session lives, else with the session cookies cleared.');

export default async function refreshRoute(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** The refresh token's session renewed: its new access token in the cookies, or null and the cookies cleared when it has ended. */
  const rotate = async (refreshToken: string, reply: FastifyReply) => {
    const rotation = await app.sessions.rotate(refreshToken, app.config.REFRESH_TTL);
    if (rotation.status === 'rejected') {
      clearSessionCookies(reply);
      return null;
    }
    const access = app.issueAccessToken(rotation.user, rotation.accessId);
    setSessionCookies(reply, app.config, { access: access.token, refresh: rotation.status === 'rotated' ? rotation.refreshToken : undefined });
    return access;
  };

  routes.post(AUTH_PATHS.refresh, { schema: { response: { 200: RefreshResponseSchema, 401: RefusalSchema } } }, async (request, reply) => {
    const refreshToken = readCookie(request, REFRESH_COOKIE);
    if (!refreshToken) return reply.code(401).send(CREDENTIALS_MISSING);
    const access = await rotate(refreshToken, reply);
    if (!access) return reply.code(401).send(TOKEN_INVALID);
    return { access_expiration: access.expiresAt.toISOString() };
  });

  /**
   * The same refresh for a browser's page request: the refresh cookie reaches only /api/auth/, so a
   * page asked for once the access cookie has expired comes here (server/routes/spa) and goes back
   * with a live session, which the server then renders the page with. A GET, as a navigation is: it
   * only renews the cookies this browser already holds (SameSite=Lax sends them on a top-level
   * navigation only), and sends the browser nowhere but this server.
   */
  routes.get(
    AUTH_PATHS.refresh,
    { schema: { querystring: z.object({ next: LocalPath }), response: { 303: BACK_TO_PAGE, 400: RefusalSchema } } },
    async (request, reply) => {
      const refreshToken = readCookie(request, REFRESH_COOKIE);
      // No session to renew (no cookie, or one that has ended, which rotate clears): the signed-in
      // hint goes with the cookies, so the page's request does not come back here.
      if (refreshToken) await rotate(refreshToken, reply);
      else clearSessionCookies(reply);
      return seeOther(reply, request.query.next);
    },
  );
}
