import { TMDB_PROXY_PATHS } from '../../../../contract/cataloguePaths';
import { RELEASE_DATES_PATH } from '../../../../contract/releaseDatesPaths';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PERSON_PROXY_PATHS } from '../../../../contract/personPaths';
import { apiErrorText } from '../../../http/error-codes';
import { MovieSourceError } from '../../../movies/movie-source';
import { issueMessages } from '../../../movies/request-schemas';
import {
  documentSchemasOnly,
  registerMovieRoutes,
  registerPersonRoutes,
  type PayloadDialect,
} from '../../../movies/payload-handlers';

/** The proxy's failure body, as docs/PRODUCT.md §8.2 words it, with its code (contract/errors.ts). */
const ProxyErrorSchema = z.object({ error: z.string(), code: z.string() });

/** Why the movie source failed, by code; its text is the catalogue's. */
const SOURCE_FAILURES = { bad_gateway: 'source_unreachable', unavailable: 'source_busy', timeout: 'source_timeout' } as const;

/** The proxy's answers, {"error"} as docs/PRODUCT.md §8.2 words them; `notFound` names what is missing. */
function proxyDialect(notFound: 'movie_not_found' | 'person_not_found'): PayloadDialect {
  const missing = { error: apiErrorText(notFound), code: notFound };
  return {
    cacheControl: 'private, max-age=300',
    invalidQuery: (reply, error) => reply.code(400).send({ error: apiErrorText('invalid_query', { problems: issueMessages(error).join('; ') }), code: 'invalid_query' }),
    sourceFailed(reply, error) {
      if (!(error instanceof MovieSourceError)) throw error;
      reply.header('cache-control', 'no-store');
      if (error.failure === 'not_found') return reply.code(404).send(missing);
      const code = SOURCE_FAILURES[error.failure];
      return reply.code(error.statusCode).send({ error: apiErrorText(code), code });
    },
    unknownId: (reply) => reply.code(404).send(missing),
    // 401 is the session's refusal, answered before these routes (docs/API.md, "Errors").
    errorResponses: { 400: ProxyErrorSchema, 404: ProxyErrorSchema, 502: ProxyErrorSchema, 503: ProxyErrorSchema, 504: ProxyErrorSchema },
  };
}

/** The product's movie proxy (docs/PRODUCT.md §8.2): the same source as /3, behind the session. */
export default async function movieProxyRoutes(app: FastifyInstance): Promise<void> {
  documentSchemasOnly(app);
  registerMovieRoutes(app, proxyDialect('movie_not_found'), {
    popular: TMDB_PROXY_PATHS.popular,
    details: TMDB_PROXY_PATHS.movie,
    credits: TMDB_PROXY_PATHS.credits,
    releaseDates: RELEASE_DATES_PATH,
    // The SPA calls it without the trailing slash; both spellings answer (docs/PRODUCT.md §8.2).
    similar: [TMDB_PROXY_PATHS.similar, `${TMDB_PROXY_PATHS.similar}/`],
  });
  registerPersonRoutes(app, proxyDialect('person_not_found'), {
    details: PERSON_PROXY_PATHS.person,
    movieCredits: PERSON_PROXY_PATHS.movieCredits,
  });
}
