import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MovieSourceError } from '../../../movies/movie-source';
import { issueMessages } from '../../../movies/request-schemas';
import {
  documentSchemasOnly,
  registerMovieRoutes,
  registerPersonRoutes,
  type PayloadDialect,
} from '../../../movies/payload-handlers';

/** The proxy's failure body, as docs/PRODUCT.md §8.2 words it. */
const ProxyErrorSchema = z.object({ error: z.string() });

/** The proxy's answers, {"error"} as docs/PRODUCT.md §8.2 words them; `notFound` names what is missing. */
function proxyDialect(notFound: string): PayloadDialect {
  return {
    cacheControl: 'private, max-age=300',
    invalidQuery: (reply, error) => reply.code(400).send({ error: issueMessages(error).join('; ') }),
    sourceFailed(reply, error) {
      if (!(error instanceof MovieSourceError)) throw error;
      reply.header('cache-control', 'no-store');
      return reply.code(error.statusCode).send({ error: error.failure === 'not_found' ? notFound : error.message });
    },
    unknownId: (reply) => reply.code(404).send({ error: notFound }),
    // 401 is the session's refusal, answered before these routes (docs/API.md, "Errors").
    errorResponses: { 400: ProxyErrorSchema, 404: ProxyErrorSchema, 502: ProxyErrorSchema, 503: ProxyErrorSchema, 504: ProxyErrorSchema },
  };
}

/** The product's movie proxy (docs/PRODUCT.md §8.2): the same source as /3, behind the session. */
export default async function movieProxyRoutes(app: FastifyInstance): Promise<void> {
  documentSchemasOnly(app);
  registerMovieRoutes(app, proxyDialect('Movie not found.'), {
    popular: '/populares/',
    details: '/movie/:id/',
    credits: '/movie/:id/credits/',
    releaseDates: '/movie/:id/release_dates/',
    // The SPA calls it without the trailing slash; both spellings answer (docs/PRODUCT.md §8.2).
    similar: ['/movie/:id/similar', '/movie/:id/similar/'],
  });
  registerPersonRoutes(app, proxyDialect('Person not found.'), {
    details: '/person/:id/',
    movieCredits: '/person/:id/movie_credits/',
  });
}
