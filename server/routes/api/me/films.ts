import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILM_LOG_PATHS } from '../../../../contract/filmLogPaths';
import { RefusalSchema } from '../../../../contract/refusal';
import { FilmStateSchema, MAX_WATCHED_PER_FILM } from '../../../../contract/filmLog';
import { idOrRefuse } from '../../../http/id-param';
import { withMovies } from '../../../filmLog/movie-cards';
import { FILM_LOG_ERRORS } from '../../../filmLog/route-errors';

/**
 * GET /api/me/films/{movieId}/: a film page's state in the person's log in one call. A film
 * never logged answers empty state, not 404: the page asks before anything is logged.
 */
export default async function filmStateRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    FILM_LOG_PATHS.film,
    { schema: { params: z.object({ movieId: z.string() }), response: { 200: FilmStateSchema, 400: RefusalSchema, 404: RefusalSchema } } },
    async (request, reply) => {
      const movieId = idOrRefuse(reply, request.params.movieId, FILM_LOG_ERRORS.badMovieId, FILM_LOG_ERRORS.movieNotFound);
      if (movieId === null) return reply;
      const userId = request.user.id;
      const [rating, viewings, listIds] = await Promise.all([
        app.filmLog.ratings.of(userId, movieId),
        app.filmLog.diary.forFilm(userId, movieId, MAX_WATCHED_PER_FILM),
        app.filmLog.lists.holding(userId, movieId),
      ]);
      return {
        movie_id: movieId,
        rating,
        watched: await withMovies((ids) => app.movieSource.summaries(ids), viewings),
        list_ids: listIds,
      };
    },
  );
}
