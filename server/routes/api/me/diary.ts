import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILM_LOG_PATHS } from '../../../../contract/filmLogPaths';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import {
  DiaryEntryCreateSchema,
  DiaryEntrySchema,
  DiaryEntryUpdateSchema,
  DiaryPageSchema,
  DiaryQuerySchema,
  FILM_LOG_PAGE_SIZE,
} from '../../../../contract/filmLog';
import { TOKEN_INVALID } from '../../../auth/auth-errors';
import { idOrRefuse } from '../../../http/id-param';
import { pageCount, withMovies } from '../../../filmLog/movie-cards';
import { FILM_LOG_ERRORS } from '../../../filmLog/route-errors';

const EntryParamsSchema = z.object({ entryId: z.string() });

/** /api/me/diary/: viewings, a rewatch being a new entry (docs/API.md, "Film log"). */
export default async function diaryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const summaries = (ids: readonly number[]) => app.movieSource.summaries(ids);

  api.get(
    FILM_LOG_PATHS.diary,
    { schema: { querystring: DiaryQuerySchema, response: { 200: DiaryPageSchema } } },
    async (request) => {
      const { page, year } = request.query;
      const { rows, total } = await app.filmLog.diary.page(request.user.id, page, FILM_LOG_PAGE_SIZE, year);
      return { page, results: await withMovies(summaries, rows), total_pages: pageCount(total, FILM_LOG_PAGE_SIZE), total_results: total };
    },
  );

  api.post(
    FILM_LOG_PATHS.diary,
    { schema: { body: DiaryEntryCreateSchema, response: { 201: DiaryEntrySchema, 400: FieldErrorsSchema, 401: RefusalSchema, 404: RefusalSchema, 409: RefusalSchema } } },
    async (request, reply) => {
      const { movie_id, watched_on, rating, note } = request.body;
      const [film] = await app.movieSource.summaries([movie_id]);
      if (!film) return reply.code(404).send(FILM_LOG_ERRORS.movieNotFound);
      // The server's UTC date when none is given; the SPA sends the person's own today.
      const watchedOn = watched_on ?? new Date().toISOString().slice(0, 10);
      const added = await app.filmLog.diary.add(request.user.id, { movieId: movie_id, watchedOn, rating: rating ?? null, note: note ?? null });
      if (added.kind === 'gone') return reply.code(401).send(TOKEN_INVALID);
      if (added.kind === 'limit') return reply.code(409).send(FILM_LOG_ERRORS.diaryFull);
      return reply.code(201).send({ ...added.entry, movie: film });
    },
  );

  api.patch(
    FILM_LOG_PATHS.diaryEntry,
    {
      schema: {
        params: EntryParamsSchema,
        body: DiaryEntryUpdateSchema,
        response: { 200: DiaryEntrySchema, 400: RefusalSchema, 404: RefusalSchema },
      },
    },
    async (request, reply) => {
      const id = idOrRefuse(reply, request.params.entryId, FILM_LOG_ERRORS.badEntryId, FILM_LOG_ERRORS.entryNotFound);
      if (id === null) return reply;
      const entry = await app.filmLog.diary.update(request.user.id, id, request.body);
      if (!entry) return reply.code(404).send(FILM_LOG_ERRORS.entryNotFound);
      const [film] = await app.movieSource.summaries([entry.movie_id]);
      return { ...entry, movie: film ?? null };
    },
  );

  api.delete(
    FILM_LOG_PATHS.diaryEntry,
    { schema: { params: EntryParamsSchema, response: { 204: z.undefined(), 400: RefusalSchema, 404: RefusalSchema } } },
    async (request, reply) => {
      const id = idOrRefuse(reply, request.params.entryId, FILM_LOG_ERRORS.badEntryId, FILM_LOG_ERRORS.entryNotFound);
      if (id === null) return reply;
      if (!(await app.filmLog.diary.remove(request.user.id, id))) return reply.code(404).send(FILM_LOG_ERRORS.entryNotFound);
      return reply.code(204).send();
    },
  );
}
