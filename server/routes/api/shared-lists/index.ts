import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USER_LIST_PATHS } from '../../../../contract/userListPaths';
import { RefusalSchema } from '../../../../contract/refusal';
import { FILM_LOG_PAGE_SIZE, ListPageQuerySchema, SHARE_TOKEN_PATTERN, SharedListPageSchema } from '../../../../contract/filmLog';
import { pageCount, withMovies } from '../../../filmLog/movie-cards';
import { FILM_LOG_ERRORS } from '../../../filmLog/route-errors';

/**
 * GET /api/shared-lists/{token}/: a shared list, read-only and public. It answers the list's
 * name, description and films, nothing about the owner; a malformed, unknown or revoked token
 * all get the same 404, so a token cannot be told apart from one that never existed.
 */
export default async function sharedListRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    USER_LIST_PATHS.shared,
    {
      schema: {
        params: z.object({ token: z.string() }),
        querystring: ListPageQuerySchema,
        response: { 200: SharedListPageSchema, 404: RefusalSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token } = request.params;
      const list = SHARE_TOKEN_PATTERN.test(token) ? await app.filmLog.lists.shared(token) : null;
      if (!list) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      const { page } = request.query;
      const { rows, total } = await app.filmLog.lists.moviePage(list.id, page, FILM_LOG_PAGE_SIZE);
      // Shared links are unlisted: search engines are asked not to index what they find.
      reply.header('x-robots-tag', 'noindex');
      return {
        list: { name: list.name, description: list.description, movie_count: list.movie_count },
        page,
        results: await withMovies((ids) => app.movieSource.summaries(ids), rows),
        total_pages: pageCount(total, FILM_LOG_PAGE_SIZE),
        total_results: total,
      };
    },
  );
}
