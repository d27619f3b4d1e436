import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MovieSummarySchema, pagedSchema } from '../../../contract/movies';
import { PersonSearchPageSchema } from '../../../contract/people';
import { peopleCount, trendingPeople } from '../../catalogue/person-list-queries';
import { PAGE_SIZE } from '../../catalogue/tmdb-shapes';
import { jsonPayload } from '../../movies/json-payload';
import { payloadHandlers, type PayloadDialect } from '../../movies/payload-handlers';
import { PopularQuerySchema, TimeWindowParamsSchema } from '../../movies/request-schemas';
import { trendingFilmIds } from '../../popularity/refresh';

const TrendingPageSchema = pagedSchema(MovieSummarySchema.extend({ media_type: z.literal('movie') }));
/** TMDB serves no page past 500. */
const MAX_PAGES = 500;

/**
 * TMDB's trending lists, from this server's own people: the films with the most activity
 * (viewings, ratings, favourites, watchlist adds) in the last 24 hours or 7 days, as the
 * popularity refresh last counted it (server/popularity/), then the others by popularity, so a
 * fresh server trends too. The catalogue has films only, so `all` is the films; `person` is the
 * people in those films, by their films' activity together, then the others by popularity
 * (catalogue/person-list-queries.ts).
 */
export function registerTrendingRoutes(app: FastifyInstance, dialect: PayloadDialect): void {
  const { answer } = payloadHandlers(dialect);
  for (const media of ['movie', 'all']) {
    app.get<{ Params: { time_window: string } }>(
      `/trending/${media}/:time_window`,
      { schema: { params: TimeWindowParamsSchema, querystring: PopularQuerySchema, response: { 200: TrendingPageSchema, ...dialect.errorResponses } } },
      async (request, reply) => {
        const params = TimeWindowParamsSchema.safeParse(request.params);
        if (!params.success) return dialect.unknownId(reply);
        return answer(request, reply, PopularQuerySchema, async ({ page, language }) => {
          const { ids, total } = await trendingFilmIds(app.db, params.data.time_window, page, PAGE_SIZE);
          const films = await app.movieSource.summaries(ids, language);
          const results = films.map((film) => ({ ...film, media_type: 'movie' as const }));
          const totalResults = Math.min(total, MAX_PAGES * PAGE_SIZE);
          return jsonPayload(JSON.stringify({ page, results, total_pages: Math.ceil(totalResults / PAGE_SIZE), total_results: totalResults }));
        });
      },
    );
  }
  app.get<{ Params: { time_window: string } }>(
    '/trending/person/:time_window',
    { schema: { params: TimeWindowParamsSchema, querystring: PopularQuerySchema, response: { 200: PersonSearchPageSchema, ...dialect.errorResponses } } },
    async (request, reply) => {
      const params = TimeWindowParamsSchema.safeParse(request.params);
      if (!params.success) return dialect.unknownId(reply);
      return answer(request, reply, PopularQuerySchema, async ({ page }) =>
        jsonPayload(JSON.stringify(await trendingPeople(app.db, params.data.time_window, page, () => peopleCount(app.db)))),
      );
    },
  );
}
