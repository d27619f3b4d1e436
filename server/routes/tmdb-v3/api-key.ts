import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_API_KEY } from './tmdb-errors';

/** What a login issues (server/auth/secrets.ts): anything else names no user, unasked. */
const API_KEY_FORMAT = /^[0-9a-f]{32}$/;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The key as TMDB takes it: `api_key` in the query, or `Authorization: Bearer <key>` (what TMDB's
 * docs now recommend, and all tmdb-ts sends). The query wins when both are given, as on TMDB;
 * an empty `api_key=` (a client built without a query key) is none.
 */
function requestApiKey(request: FastifyRequest): unknown {
  const inQuery = (request.query as Record<string, unknown> | undefined)?.api_key;
  if (inQuery !== undefined && inQuery !== '') return inQuery;
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Every /3 route asks for a user's key in the query or a Bearer header, and answers 401 in TMDB's
 * form without one. (An answer to a Bearer request is `private`: server/movies/send-payload.ts.)
 */
export function registerApiKeyGuard(app: FastifyInstance): void {
  const refuse = (reply: FastifyReply) => reply.code(401).header('cache-control', 'no-store').send(INVALID_API_KEY);
  // A callback hook: a key this node verified lately passes without a promise or a query.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const apiKey = requestApiKey(request);
    if (typeof apiKey !== 'string' || !API_KEY_FORMAT.test(apiKey)) return void refuse(reply);
    if (app.sessions.trustedUserIdForApiKey(apiKey) !== undefined) return done();
    app.sessions.userIdForApiKey(apiKey).then((userId) => (userId === null ? void refuse(reply) : done()), done);
  });
}
