import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RecommendationsSchema } from '../../../../contract/recommendations';
import { LanguageQuerySchema } from '../../../movies/request-schemas';
import { forYou } from '../../../recommendations/for-you';

/**
 * GET /api/me/for-you/: films ranked from the user's lists (server/recommendations/for-you.ts),
 * computed on every request, so a change to a list shows at once. With the TMDB upstream only
 * imported films are recommended: the embedded film world's ids mean other films on TMDB.
 */
export default async function forYouRoute(app: FastifyInstance): Promise<void> {
  const sources = app.movieSource.kind === 'tmdb' ? (['import'] as const) : (['embedded', 'import'] as const);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/for-you/',
    { schema: { querystring: LanguageQuerySchema, response: { 200: RecommendationsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return forYou(app.db, request.user.id, sources, request.query.language);
    },
  );
}
