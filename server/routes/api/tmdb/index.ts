import type { FastifyInstance } from 'fastify';
import { MovieSourceError } from '../../../movies/movie-source';
import { registerMovieRoutes, registerPersonRoutes, type PayloadDialect } from '../../../movies/payload-handlers';

/** The proxy's answers, {"error"} as docs/PRODUCT.md §8.2 words them; `notFound` names what is missing. */
function proxyDialect(notFound: string): PayloadDialect {
  return {
    cacheControl: 'private, max-age=300',
    invalidQuery: (reply, messages) => reply.code(400).send({ error: messages.join('; ') }),
    sourceFailed(reply, error) {
      if (!(error instanceof MovieSourceError)) throw error;
      reply.header('cache-control', 'no-store');
      return reply.code(error.statusCode).send({ error: error.failure === 'not_found' ? notFound : error.message });
    },
    unknownId: (reply) => reply.code(404).send({ error: notFound }),
  };
}

/** The product's movie proxy (docs/PRODUCT.md §8.2): the same source as /3, behind the session. */
export default async function movieProxyRoutes(app: FastifyInstance): Promise<void> {
  registerMovieRoutes(app, proxyDialect('Movie not found.'), {
    popular: '/populares/',
    details: '/movie/:id/',
    credits: '/movie/:id/credits/',
    // The SPA calls it without the trailing slash; both spellings answer (docs/PRODUCT.md §8.2).
    similar: ['/movie/:id/similar', '/movie/:id/similar/'],
  });
  registerPersonRoutes(app, proxyDialect('Person not found.'), {
    details: '/person/:id/',
    movieCredits: '/person/:id/movie_credits/',
  });
}
