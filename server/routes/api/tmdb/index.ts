import type { FastifyInstance } from 'fastify';
import { MovieSourceError } from '../../../movies/movie-source';
import { registerMovieRoutes } from '../../../movies/payload-handlers';

const NOT_FOUND = 'Movie not found.';

/** The product's movie proxy (docs/PRODUCT.md §8.2): the same source as /3, behind the session. */
export default async function movieProxyRoutes(app: FastifyInstance): Promise<void> {
  registerMovieRoutes(
    app,
    {
      cacheControl: 'private, max-age=300',
      invalidQuery: (reply, messages) => reply.code(400).send({ error: messages.join('; ') }),
      sourceFailed(reply, error) {
        if (!(error instanceof MovieSourceError)) throw error;
        reply.header('cache-control', 'no-store');
        return reply.code(error.statusCode).send({ error: error.failure === 'not_found' ? NOT_FOUND : error.message });
      },
      unknownMovie: (reply) => reply.code(404).send({ error: NOT_FOUND }),
    },
    {
      popular: '/populares/',
      details: '/movie/:id/',
      credits: '/movie/:id/credits/',
      // The SPA calls it without the trailing slash; both spellings answer (docs/PRODUCT.md §8.2).
      similar: ['/movie/:id/similar', '/movie/:id/similar/'],
    },
  );
}
