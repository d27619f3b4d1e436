import type { FastifyInstance } from 'fastify';
import { DiscoverQuerySchema, LanguageQuerySchema, PersonSearchQuerySchema, SearchQuerySchema } from '../../movies/request-schemas';
import { apiKeyGuard } from './api-key';
import { payloadHandlers, registerMovieRoutes, registerPersonRoutes, type PayloadDialect } from '../../movies/payload-handlers';
import { RESOURCE_NOT_FOUND, sendSourceError, sendValidationErrors } from './tmdb-errors';

const TMDB_DIALECT: PayloadDialect = {
  cacheControl: 'public, max-age=300',
  invalidQuery: sendValidationErrors,
  sourceFailed: sendSourceError,
  unknownId: (reply) => reply.code(404).header('cache-control', 'no-store').send(RESOURCE_NOT_FOUND),
};

/** The query parameters search and discover share, in the movie source's spelling. */
const listOptions = (query: { include_adult: boolean; language?: string | undefined; page: number }) => ({
  includeAdult: query.include_adult,
  language: query.language,
  page: query.page,
});

/**
 * The movie database in TMDB v3's dialect under /3. No response schemas here on purpose: the
 * bodies are already serialized JSON from the movie source's cache and go out as they are.
 */
export default async function tmdbV3Routes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', apiKeyGuard(app));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(RESOURCE_NOT_FOUND));

  registerMovieRoutes(app, TMDB_DIALECT, {
    popular: '/movie/popular',
    details: '/movie/:id',
    credits: '/movie/:id/credits',
    similar: ['/movie/:id/similar'],
  });

  registerPersonRoutes(app, TMDB_DIALECT, { details: '/person/:id', movieCredits: '/person/:id/movie_credits' });

  const { answer } = payloadHandlers(TMDB_DIALECT);

  app.get('/search/person', (request, reply) =>
    answer(request, reply, PersonSearchQuerySchema, (query) =>
      app.movieSource.searchPeople({ ...listOptions(query), query: query.query }),
    ),
  );

  app.get('/search/movie', (request, reply) =>
    answer(request, reply, SearchQuerySchema, (query) =>
      app.movieSource.search({
        ...listOptions(query),
        query: query.query,
        year: query.year,
        primaryReleaseYear: query.primary_release_year,
      }),
    ),
  );

  app.get('/discover/movie', (request, reply) =>
    answer(request, reply, DiscoverQuerySchema, (query) =>
      app.movieSource.discover({ ...listOptions(query), withGenres: query.with_genres, sortBy: query.sort_by }),
    ),
  );

  app.get('/genre/movie/list', (request, reply) =>
    answer(request, reply, LanguageQuerySchema, (query) => app.movieSource.genres(query.language)),
  );
}
