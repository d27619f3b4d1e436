import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter';
import { CREDENTIALS_MISSING, TOKEN_INVALID } from '../../auth/auth-errors';
import { ACCESS_COOKIE, readCookie } from '../../auth/cookies';
import { tokenFromHeader } from '../../auth/token-header';
import { sessionStore, type SessionStore, type SessionUser } from '../../auth/session-store';

/**
 * What the access token carries: the user, and the session it belongs to by its random id, so
 * that it ends with the session and names nobody after a restore hands the user id out again.
 * Checked, not trusted: a token signed with the secret may still carry anything.
 */
const AccessClaimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,14}$/),
  email: z.string(),
  sid: z.uuid(),
});
type AccessClaims = z.infer<typeof AccessClaimsSchema>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether the request's access cookie is one this server signed and has not expired, read
     * without the session store: the session it names may still have ended.
     */
    hasAccessCookie: (request: FastifyRequest) => boolean;
    /** The signed-in routes' onRequest hook: the access cookie or `Authorization: Token <key>` sets request.user, else 401. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueAccessToken: (user: SessionUser, accessId: string) => { token: string; expiresAt: Date };
    sessions: SessionStore;
    attemptLimiter: AttemptLimiter;
  }
  interface FastifyRequest {
    /** The session a signed-in route's access cookie names; null for `Authorization: Token <key>`. */
    accessId: string | null;
  }
}

export default fp(
  async (app) => {
    const accessTtlMs = app.config.ACCESS_TTL * 1000;
    await app.register(fastifyJwt, {
      secret: app.sessionSecret,
      // @fastify/jwt reads a numeric expiresIn as seconds, as jsonwebtoken does.
      sign: { algorithm: 'HS256', expiresIn: app.config.ACCESS_TTL },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('sessions', sessionStore(app.db, { reuseGraceSeconds: app.config.REFRESH_REUSE_GRACE, maxAgeSeconds: app.config.SESSION_MAX_AGE }));
    app.decorate(
      'attemptLimiter',
      app.redis
        ? redisAttemptLimiter(app.redis, 'mb:attempts:', (error) => app.log.warn({ err: error }, 'attempt limiter unavailable'), memoryAttemptLimiter())
        : memoryAttemptLimiter(),
    );

    app.decorate('issueAccessToken', (user: SessionUser, accessId: string) => ({
      token: app.jwt.sign({ sub: String(user.id), email: user.email, sid: accessId }),
      expiresAt: new Date(Date.now() + accessTtlMs),
    }));

    const accessClaims = (token: string): AccessClaims | null => {
      try {
        return AccessClaimsSchema.parse(app.jwt.verify(token));
      } catch {
        return null;
      }
    };
    app.decorate('hasAccessCookie', (request: FastifyRequest) => {
      const token = readCookie(request, ACCESS_COOKIE);
      return token !== undefined && accessClaims(token) !== null;
    });

    app.decorateRequest('accessId', null);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = tokenFromHeader(request);
      if (key !== undefined) {
        const user = await app.sessions.userForKey(key);
        if (user) request.user = user;
        else await reply.code(401).send(TOKEN_INVALID);
        return;
      }
      const token = readCookie(request, ACCESS_COOKIE);
      if (!token) {
        await reply.code(401).send(CREDENTIALS_MISSING);
        return;
      }
      const claims = accessClaims(token);
      if (!claims) {
        await reply.code(401).send(TOKEN_INVALID);
        return;
      }
      const user = { id: Number(claims.sub), email: claims.email };
      if (await app.sessions.isAccessLive(claims.sid, user.id)) {
        request.user = user;
        request.accessId = claims.sid;
      } else await reply.code(401).send(TOKEN_INVALID);
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'cache', 'session-secret'] },
);
