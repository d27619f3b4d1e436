import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { INVALID_API_KEY } from './tmdb-errors';

/** What registration issues (server/auth/secrets.ts): anything else names no user, unasked. */
const API_KEY_FORMAT = /^[0-9a-f]{32}$/;

/**
 * A valid key stays trusted for a minute without asking the database again: hot catalogue
 * reads would otherwise cost a database query each. A deleted account's key therefore keeps
 * working for at most that minute.
 */
const TRUST_MS = 60_000;

/** The preHandler every /3 route runs: a user's api_key in the query, or 401 in TMDB's form. */
export function apiKeyGuard(app: FastifyInstance) {
  const trusted = new LRUCache<string, true>({ max: 10_000, ttl: TRUST_MS });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const apiKey = (request.query as Record<string, unknown> | undefined)?.api_key;
    if (typeof apiKey === 'string' && API_KEY_FORMAT.test(apiKey)) {
      if (trusted.has(apiKey)) return;
      if ((await app.usersRepository.findIdByApiKey(apiKey)) !== null) {
        trusted.set(apiKey, true);
        return;
      }
    }
    return reply.code(401).header('cache-control', 'no-store').send(INVALID_API_KEY);
  };
}
