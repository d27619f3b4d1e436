import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILM_LOG_PATHS } from '../../../../contract/filmLogPaths';
import { RefusalSchema } from '../../../../contract/refusal';
import { MovieRatingSchema, RatingRequestSchema } from '../../../../contract/filmLog';
import { TOKEN_INVALID } from '../../../auth/auth-errors';
import { idOrRefuse } from '../../../http/id-param';
import { FILM_LOG_ERRORS } from '../../../filmLog/route-errors';

const MovieParamsSchema = z.object({ movieId: z.string() });

/** /api/me/ratings/{movieId}/: a film's current rating, set and cleared idempotently. */
export default async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    FILM_LOG_PATHS.rating,
    {
      schema: {
        params: MovieParamsSchema,
        body: RatingRequestSchema,
        response: { 200: MovieRatingSchema, 400: RefusalSchema, 401: RefusalSchema, 404: RefusalSchema },
      },
    },
    async (request, reply) => {
      const movieId = idOrRefuse(reply, request.params.movieId, FILM_LOG_ERRORS.badMovieId, FILM_LOG_ERRORS.movieNotFound);
      if (movieId === null) return reply;
      const [film] = await app.movieSource.summaries([movieId]);
      if (!film) return reply.code(404).send(FILM_LOG_ERRORS.movieNotFound);
      if (!(await app.filmLog.ratings.set(request.user.id, movieId, request.body.rating))) return reply.code(401).send(TOKEN_INVALID);
      return { movie_id: movieId, rating: request.body.rating };
    },
  );

  api.delete(
    FILM_LOG_PATHS.rating,
    { schema: { params: MovieParamsSchema, response: { 204: z.undefined(), 400: RefusalSchema } } },
    async (request, reply) => {
      const movieId = idOrRefuse(reply, request.params.movieId, FILM_LOG_ERRORS.badMovieId, FILM_LOG_ERRORS.movieNotFound);
      if (movieId === null) return reply;
      // Clearing a rating that is not there, a film the catalogue lost included, is already done.
      await app.filmLog.ratings.clear(request.user.id, movieId);
      return reply.code(204).send();
    },
  );
}
