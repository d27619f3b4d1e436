import type { FastifyInstance, FastifyReply } from 'fastify';
import { setApiKeyCookie, setSessionCookies } from './cookies';
import type { SessionUser } from './session-store';

/**
 * A new session for `user`, as every way of signing in opens one: its access, refresh and
 * api_key cookies set on `reply`. Returns the session (its key and api_key for a login's answer).
 */
export async function openSession(app: FastifyInstance, reply: FastifyReply, user: SessionUser) {
  const session = await app.sessions.create(user.id, app.config.REFRESH_TTL);
  setSessionCookies(reply, app.config, { access: app.issueAccessToken(user, session.accessId).token, refresh: session.refreshToken });
  setApiKeyCookie(reply, app.config, session.apiKey);
  return session;
}
