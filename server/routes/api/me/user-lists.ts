import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillPath } from '../../../../contract/apiPaths';
import { USER_LIST_PATHS } from '../../../../contract/userListPaths';
import { PAGE_PATHS } from '../../../../contract/pagePaths';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiErrorText } from '../../../http/error-codes';
import {
  FILM_LOG_PAGE_SIZE,
  ListCreateSchema,
  ListMovieOrderSchema,
  ListOrderSchema,
  ListPageQuerySchema,
  ListPageSchema,
  ListsSchema,
  ListSummarySchema,
  ListUpdateSchema,
  ShareLinkSchema,
} from '../../../../contract/filmLog';
import { TOKEN_INVALID } from '../../../auth/auth-errors';
import { idOrRefuse } from '../../../http/id-param';
import { pageCount, withMovies } from '../../../filmLog/movie-cards';
import { FILM_LOG_ERRORS, repeatedIds } from '../../../filmLog/route-errors';

const ListParamsSchema = z.object({ listId: z.string() });
const EntryParamsSchema = z.object({ listId: z.string(), movieId: z.string() });
const NO_CONTENT = { 204: z.undefined(), 400: z.union([RefusalSchema, FieldErrorsSchema]), 404: RefusalSchema };

/** /api/me/lists/: the person's own lists, private unless shared (docs/API.md, "Film log"). */
export default async function userListRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lists = app.filmLog.lists;
  const listId = (reply: FastifyReply, raw: string) =>
    idOrRefuse(reply, raw, FILM_LOG_ERRORS.badListId, FILM_LOG_ERRORS.listNotFound);

  api.get(USER_LIST_PATHS.lists, { schema: { response: { 200: ListsSchema } } }, async (request) => {
    return { results: await lists.all(request.user.id) };
  });

  api.post(
    USER_LIST_PATHS.lists,
    { schema: { body: ListCreateSchema, response: { 201: ListSummarySchema, 401: RefusalSchema, 409: RefusalSchema } } },
    async (request, reply) => {
      const created = await lists.create(request.user.id, request.body.name, request.body.description ?? '');
      if (created.kind === 'gone') return reply.code(401).send(TOKEN_INVALID);
      if (created.kind === 'limit') return reply.code(409).send(FILM_LOG_ERRORS.tooManyLists);
      return reply.code(201).send(created.list);
    },
  );

  api.put(USER_LIST_PATHS.order, { schema: { body: ListOrderSchema, response: NO_CONTENT } }, async (request, reply) => {
    const { list_ids } = request.body;
    const repeated = repeatedIds('list_ids', list_ids);
    if (repeated) return reply.code(400).send(repeated);
    if ((await lists.reorder(request.user.id, list_ids)) === 'not_found') return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
    return reply.code(204).send();
  });

  api.get(
    USER_LIST_PATHS.list,
    { schema: { params: ListParamsSchema, querystring: ListPageQuerySchema, response: { 200: ListPageSchema, 400: RefusalSchema, 404: RefusalSchema } } },
    async (request, reply) => {
      const id = listId(reply, request.params.listId);
      if (id === null) return reply;
      const list = await lists.get(request.user.id, id);
      if (!list) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      const { page } = request.query;
      const { rows, total } = await lists.moviePage(id, page, FILM_LOG_PAGE_SIZE);
      return {
        list,
        page,
        results: await withMovies((ids) => app.movieSource.summaries(ids), rows),
        total_pages: pageCount(total, FILM_LOG_PAGE_SIZE),
        total_results: total,
      };
    },
  );

  api.patch(
    USER_LIST_PATHS.list,
    { schema: { params: ListParamsSchema, body: ListUpdateSchema, response: { 200: ListSummarySchema, 400: RefusalSchema, 404: RefusalSchema } } },
    async (request, reply) => {
      const id = listId(reply, request.params.listId);
      if (id === null) return reply;
      const list = await lists.update(request.user.id, id, request.body);
      if (!list) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      return list;
    },
  );

  api.delete(USER_LIST_PATHS.list, { schema: { params: ListParamsSchema, response: NO_CONTENT } }, async (request, reply) => {
    const id = listId(reply, request.params.listId);
    if (id === null) return reply;
    if (!(await lists.remove(request.user.id, id))) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
    return reply.code(204).send();
  });

  api.put(
    USER_LIST_PATHS.movieOrder,
    { schema: { params: ListParamsSchema, body: ListMovieOrderSchema, response: NO_CONTENT } },
    async (request, reply) => {
      const id = listId(reply, request.params.listId);
      if (id === null) return reply;
      const { movie_ids } = request.body;
      const repeated = repeatedIds('movie_ids', movie_ids);
      if (repeated) return reply.code(400).send(repeated);
      const result = await lists.reorderMovies(request.user.id, id, movie_ids);
      if (result === 'not_found') return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      if (result === 'unknown_ids') return reply.code(400).send({ movie_ids: [apiErrorText('films_not_on_list')] });
      return reply.code(204).send();
    },
  );

  api.put(
    USER_LIST_PATHS.movie,
    { schema: { params: EntryParamsSchema, response: { 204: z.undefined(), 400: RefusalSchema, 404: RefusalSchema, 409: RefusalSchema } } },
    async (request, reply) => {
      const id = listId(reply, request.params.listId);
      if (id === null) return reply;
      const movieId = idOrRefuse(reply, request.params.movieId, FILM_LOG_ERRORS.badMovieId, FILM_LOG_ERRORS.movieNotFound);
      if (movieId === null) return reply;
      const [film] = await app.movieSource.summaries([movieId]);
      if (!film) return reply.code(404).send(FILM_LOG_ERRORS.movieNotFound);
      const result = await lists.addMovie(request.user.id, id, movieId);
      if (result === 'not_found') return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      if (result === 'limit') return reply.code(409).send(FILM_LOG_ERRORS.listFull);
      return reply.code(204).send();
    },
  );

  api.delete(USER_LIST_PATHS.movie, { schema: { params: EntryParamsSchema, response: NO_CONTENT } }, async (request, reply) => {
    const id = listId(reply, request.params.listId);
    if (id === null) return reply;
    const movieId = idOrRefuse(reply, request.params.movieId, FILM_LOG_ERRORS.badMovieId, FILM_LOG_ERRORS.movieNotFound);
    if (movieId === null) return reply;
    if ((await lists.removeMovie(request.user.id, id, movieId)) === 'not_found') return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
    return reply.code(204).send();
  });

  api.post(
    USER_LIST_PATHS.share,
    { schema: { params: ListParamsSchema, response: { 200: ShareLinkSchema, 400: RefusalSchema, 404: RefusalSchema } } },
    async (request, reply) => {
      const id = listId(reply, request.params.listId);
      if (id === null) return reply;
      const token = await lists.share(request.user.id, id);
      if (!token) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
      return { token, path: fillPath(PAGE_PATHS.sharedList, { token }) };
    },
  );

  api.delete(USER_LIST_PATHS.share, { schema: { params: ListParamsSchema, response: NO_CONTENT } }, async (request, reply) => {
    const id = listId(reply, request.params.listId);
    if (id === null) return reply;
    if (!(await lists.unshare(request.user.id, id))) return reply.code(404).send(FILM_LOG_ERRORS.listNotFound);
    return reply.code(204).send();
  });
}
