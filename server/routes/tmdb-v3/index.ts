import { MOVIE_DB_PATHS } from '../../../contract/cataloguePaths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERSON_SEARCH_PATH } from '../../../contract/personPaths';
import { GenreListSchema, MoviePageSchema } from '../../../contract/movies';
import { PersonSearchPageSchema } from '../../../contract/people';
import {
  DiscoverQuerySchema,
  discoverRequest,
  FindParamsSchema,
  FindQuerySchema,
  LanguageQuerySchema,
  PageQuerySchema,
  PersonSearchQuerySchema,
  PopularQuerySchema,
  SearchQuerySchema,
} from '../../movies/request-schemas';
import { registerApiKeyGuard } from './api-key';
import { registerConfigurationRoutes } from './configuration';
import {
  documentSchemasOnly,
  payloadHandlers,
  registerMovieRoutes,
  registerPersonRoutes,
  type PayloadDialect,
} from '../../movies/payload-handlers';
import {
  RESOURCE_NOT_FOUND,
  sendSourceError,
  sendValidationErrors,
  TmdbStatusSchema,
  TmdbValidationErrorsSchema,
} from './tmdb-errors';
import {
  CombinedCreditsSchema,
  FindResultsSchema,
  KeywordsSchema,
  MovieExternalIdsSchema,
  MovieImagesSchema,
  MultiSearchPageSchema,
  PersonExternalIdsSchema,
  PersonImagesSchema,
  ReleaseWindowPageSchema,
  VideosSchema,
} from './schemas';
import { registerTrendingRoutes } from './trending';

const TMDB_DIALECT: PayloadDialect = {
  cacheControl: 'public, max-age=300',
  invalidQuery: sendValidationErrors,
  sourceFailed: sendSourceError,
  unknownId: (reply) => reply.code(404).header('cache-control', 'no-store').send(RESOURCE_NOT_FOUND),
  errorResponses: {
    400: TmdbStatusSchema,
    401: TmdbStatusSchema,
    404: TmdbStatusSchema,
    422: TmdbValidationErrorsSchema,
    502: TmdbStatusSchema,
    503: TmdbStatusSchema,
    504: TmdbStatusSchema,
  },
};

/** The query parameters search and discover share, in the movie source's spelling. */
const listOptions = (query: { include_adult: boolean; language?: string | undefined; page: number }) => ({
  includeAdult: query.include_adult,
  language: query.language,
  page: query.page,
});

/** The movie database in TMDB v3's dialect under /3. */
export default async function tmdbV3Routes(app: FastifyInstance): Promise<void> {
  documentSchemasOnly(app);
  registerApiKeyGuard(app);
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send(RESOURCE_NOT_FOUND);
  app.setNotFoundHandler(notFound);
  // A route, not only the not-found handler: the SPA's catch-all GET /* would otherwise answer
  // a miss here in the product API's words, and TMDB clients read TMDB's status 34.
  app.get('/*', { schema: { hide: true } }, notFound);
  registerMovieRoutes(app, TMDB_DIALECT, {
    popular: '/movie/popular',
    details: '/movie/:id',
    credits: '/movie/:id/credits',
    releaseDates: '/movie/:id/release_dates',
    alternativeTitles: '/movie/:id/alternative_titles',
    similar: ['/movie/:id/similar'],
  });
  registerPersonRoutes(app, TMDB_DIALECT, { details: '/person/:id', movieCredits: '/person/:id/movie_credits' });
  const { answer, getRoute, getIdRoute } = payloadHandlers(TMDB_DIALECT);
  getIdRoute(app, '/movie/:id/recommendations', PageQuerySchema, MoviePageSchema, (id, query) =>
    app.movieSource.movieExtra(id, 'recommendations', query),
  );
  const movieExtras = [
    ['external_ids', MovieExternalIdsSchema],
    ['images', MovieImagesSchema],
    ['videos', VideosSchema],
    ['keywords', KeywordsSchema],
  ] as const;
  for (const [name, body] of movieExtras) {
    getIdRoute(app, `/movie/:id/${name}`, LanguageQuerySchema, body, (id, query) => app.movieSource.movieExtra(id, name, { page: 1, ...query }));
  }
  const personExtras = [
    ['combined_credits', CombinedCreditsSchema],
    ['external_ids', PersonExternalIdsSchema],
    ['images', PersonImagesSchema],
  ] as const;
  for (const [name, body] of personExtras) {
    getIdRoute(app, `/person/:id/${name}`, LanguageQuerySchema, body, (id, query) => app.movieSource.personExtra(id, name, query.language));
  }
  getRoute(app, '/person/popular', PageQuerySchema, PersonSearchPageSchema, (query) => app.movieSource.popularPeople(query));
  for (const window of ['upcoming', 'now_playing'] as const) {
    getRoute(app, `/movie/${window}`, PopularQuerySchema, ReleaseWindowPageSchema, (query) => app.movieSource.releasesAround(window, query));
  }
  getRoute(app, '/search/multi', PersonSearchQuerySchema, MultiSearchPageSchema, (query) =>
    app.movieSource.searchMulti({ ...listOptions(query), query: query.query }),
  );
  const find = (externalId: string) => (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, FindQuerySchema, (query) => app.movieSource.find(externalId, query.external_source, query.language));
  app.get<{ Params: { external_id: string } }>(
    '/find/:external_id',
    { schema: { params: FindParamsSchema, querystring: FindQuerySchema, response: { 200: FindResultsSchema, ...TMDB_DIALECT.errorResponses } } },
    (request, reply) => find(request.params.external_id)(request, reply),
  );
  // Clients put a Freebase id (/m/07g1sm) in the path as it is: /find//m/07g1sm.
  app.get<{ Params: { '*': string } }>('/find/*', { schema: { hide: true } }, (request, reply) => find(request.params['*'])(request, reply));
  getRoute(app, PERSON_SEARCH_PATH, PersonSearchQuerySchema, PersonSearchPageSchema, (query) =>
    app.movieSource.searchPeople({ ...listOptions(query), query: query.query }),
  );
  getRoute(app, MOVIE_DB_PATHS.searchMovie, SearchQuerySchema, MoviePageSchema, (query) =>
    app.movieSource.search({
      ...listOptions(query),
      query: query.query,
      year: query.year,
      primaryReleaseYear: query.primary_release_year,
    }),
  );
  getRoute(app, MOVIE_DB_PATHS.discoverMovie, DiscoverQuerySchema, MoviePageSchema, (query) => app.movieSource.discover(discoverRequest(query)));
  getRoute(app, '/movie/top_rated', PopularQuerySchema, MoviePageSchema, (query) => app.movieSource.topRated(query));
  registerTrendingRoutes(app, TMDB_DIALECT);
  getRoute(app, MOVIE_DB_PATHS.movieGenres, LanguageQuerySchema, GenreListSchema, (query) => app.movieSource.genres(query.language));
  registerConfigurationRoutes(app, TMDB_DIALECT);
}
