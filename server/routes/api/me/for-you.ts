import { FOR_YOU_PATH } from '../../../../contract/forYouPaths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RecommendationsSchema } from '../../../../contract/recommendations';
import { LanguageQuerySchema } from '../../../movies/request-schemas';
import { latestRead } from '../../../catalogue/packed-reads';
import { forYou } from '../../../recommendations/for-you';
import { ForYouIndex } from '../../../recommendations/for-you-index';

/** The catalogue's part of the ranking is read again at this age: the age a cached catalogue answer may have. */
const INDEX_AGE_MS = 5 * 60_000;

/**
 * GET /api/me/for-you/: films ranked from the user's lists (server/recommendations/for-you.ts),
 * computed on every request, so a change to a list shows at once (the catalogue's films and
 * credits are held in memory, read again every five minutes). With the TMDB upstream only
 * imported films are recommended: the embedded film world's ids mean other films on TMDB.
 */
export default async function forYouRoute(app: FastifyInstance): Promise<void> {
  const sources = app.movieSource.kind === 'tmdb' ? (['import'] as const) : (['embedded', 'import'] as const);
  const index = latestRead(() => ForYouIndex.read(app.db), INDEX_AGE_MS);
  app.withTypeProvider<ZodTypeProvider>().get(
    FOR_YOU_PATH,
    { schema: { querystring: LanguageQuerySchema, response: { 200: RecommendationsSchema } } },
    async (request) => {
      return forYou(app.db, await index(), request.user.id, sources, request.query.language);
    },
  );
}
