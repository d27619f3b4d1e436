import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memoryAttemptLimiter, redisAttemptLimiter, type AttemptLimiter } from '../../auth/attempt-limiter';
import { CREDENTIALS_MISSING, TOKEN_INVALID } from '../../auth/auth-errors';
import { ACCESS_COOKIE, readCookie } from '../../auth/cookies';
import { tokenFromHeader } from '../../auth/token-header';
import { sessionStore, type SessionStore, type SessionUser } from '../../auth/session-store';

/** What the access token carries: enough to serve a request without reading the database. */
interface AccessClaims {
  sub: string;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: SessionUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in routes' onRequest hook: the access cookie or `Authorization: Token <key>` sets request.user, else 401. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    issueAccessToken: (user: SessionUser) => { token: string; expiresAt: Date };
    sessions: SessionStore;
    attemptLimiter: AttemptLimiter;
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
    app.decorate('sessions', sessionStore(app.db, { reuseGraceSeconds: app.config.REFRESH_REUSE_GRACE }));
    app.decorate(
      'attemptLimiter',
      app.redis
        ? redisAttemptLimiter(app.redis, 'mb:attempts:', (error) => app.log.warn({ err: error }, 'attempt limiter unavailable'), memoryAttemptLimiter())
        : memoryAttemptLimiter(),
    );

    app.decorate('issueAccessToken', (user: SessionUser) => ({
      token: app.jwt.sign({ sub: String(user.id), email: user.email }),
      expiresAt: new Date(Date.now() + accessTtlMs),
    }));

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
      try {
        const claims = app.jwt.verify<AccessClaims>(token);
        request.user = { id: Number(claims.sub), email: claims.email };
      } catch {
        await reply.code(401).send(TOKEN_INVALID);
      }
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'cache', 'session-secret'] },
);
