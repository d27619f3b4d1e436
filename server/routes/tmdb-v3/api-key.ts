import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_API_KEY } from './tmdb-errors';

/** What a login issues (server/auth/secrets.ts): anything else names no user, unasked. */
const API_KEY_FORMAT = /^[0-9a-f]{32}$/;

/** The preHandler every /3 route runs: a user's api_key in the query, or 401 in TMDB's form. */
export function apiKeyGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = (request.query as Record<string, unknown> | undefined)?.api_key;
    if (typeof apiKey === 'string' && API_KEY_FORMAT.test(apiKey) && (await app.sessions.userIdForApiKey(apiKey)) !== null) return;
    return reply.code(401).header('cache-control', 'no-store').send(INVALID_API_KEY);
  };
}
