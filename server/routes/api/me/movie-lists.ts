import { PERSONAL_LIST_PATHS } from '../../../../contract/listPaths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { MoviePageSchema } from '../../../../contract/movies';
import { MOVIE_LISTS, type MovieListName } from '../../../../contract/lists';
import { ListPageQuerySchema } from '../../../../contract/profile';
import { PAGE_SIZE } from '../../../catalogue/tmdb-shapes';
import { readIdParam } from '../../../http/id-param';

const MOVIE_NOT_FOUND = apiError('movie_not_found');
const BAD_MOVIE_ID = apiError('bad_movie_id');

const MovieParamsSchema = z.object({ movieId: z.string() });

/** /api/me/favorites/ and /api/me/watchlist/: the same routes over two lists. */
export default async function movieListRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const list of MOVIE_LISTS) registerList(list);

  function registerList(list: MovieListName) {
    api.get(
      PERSONAL_LIST_PATHS[list],
      { schema: { querystring: ListPageQuerySchema, response: { 200: MoviePageSchema } } },
      async (request) => {
        const { page } = request.query;
        const { ids, total } = await app.listsRepository.moviePage(request.user.id, list, page, PAGE_SIZE);
        // Resolved at read time, so entries show the catalogue as it is now; a film gone
        // from the catalogue is left out rather than failing the page.
        const results = await app.movieSource.summaries(ids);
        return { page, results, total_pages: Math.ceil(total / PAGE_SIZE), total_results: total };
      },
    );

    const entryRoute = {
      schema: { params: MovieParamsSchema, response: { 204: z.undefined(), 400: RefusalSchema, 404: RefusalSchema } },
    };

    api.put(`${PERSONAL_LIST_PATHS[list]}:movieId/`, entryRoute, async (request, reply) => {
      const param = readIdParam(request.params.movieId);
      if (param.kind === 'invalid') return reply.code(400).send(BAD_MOVIE_ID);
      if (param.kind === 'unknown') return reply.code(404).send(MOVIE_NOT_FOUND);
      const [film] = await app.movieSource.summaries([param.id]);
      if (!film) return reply.code(404).send(MOVIE_NOT_FOUND);
      await app.listsRepository.addMovie(request.user.id, list, param.id);
      return reply.code(204).send();
    });

    api.delete(`${PERSONAL_LIST_PATHS[list]}:movieId/`, entryRoute, async (request, reply) => {
      const param = readIdParam(request.params.movieId);
      if (param.kind === 'invalid') return reply.code(400).send(BAD_MOVIE_ID);
      // Removing what is not there, a film the catalogue lost included, is already done.
      if (param.kind === 'id') await app.listsRepository.removeMovie(request.user.id, list, param.id);
      return reply.code(204).send();
    });
  }
}
