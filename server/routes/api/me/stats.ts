import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILM_LOG_PATHS } from '../../../../contract/filmLogPaths';
import { StatsQuerySchema, StatsSchema } from '../../../../contract/filmLog';
import { filmStats } from '../../../filmLog/stats';

/** GET /api/me/stats/?year=: the profile's stats panel; the year defaults to the server's current one (UTC). */
export default async function statsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    FILM_LOG_PATHS.stats,
    { schema: { querystring: StatsQuerySchema, response: { 200: StatsSchema } } },
    async (request) => {
      const year = request.query.year ?? new Date().getUTCFullYear();
      return filmStats(app.db, (ids) => app.movieSource.summaries(ids), request.user.id, year);
    },
  );
}
