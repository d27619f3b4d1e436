import { PERSONAL_LIST_PATHS } from '../../../../contract/listPaths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { ListPageQuerySchema, PersonPageSchema } from '../../../../contract/profile';
import { PAGE_SIZE } from '../../../catalogue/tmdb-shapes';
import { findPeople } from '../../../lists/people';
import { readIdParam } from '../../../http/id-param';

const PERSON_NOT_FOUND = apiError('person_not_found');
const BAD_PERSON_ID = apiError('bad_person_id');

const PersonParamsSchema = z.object({ personId: z.string() });

/** /api/me/favorite-actors/: people credited in the catalogue (server/lists/people.ts). */
export default async function favoriteActorRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    PERSONAL_LIST_PATHS.favoriteActors,
    { schema: { querystring: ListPageQuerySchema, response: { 200: PersonPageSchema } } },
    async (request) => {
      const { page } = request.query;
      const { ids, total } = await app.listsRepository.actorPage(request.user.id, page, PAGE_SIZE);
      const people = await findPeople(app.db, ids);
      return {
        page,
        results: ids.flatMap((id) => people.get(id) ?? []),
        total_pages: Math.ceil(total / PAGE_SIZE),
        total_results: total,
      };
    },
  );

  const entryRoute = {
    schema: { params: PersonParamsSchema, response: { 204: z.undefined(), 400: RefusalSchema, 404: RefusalSchema } },
  };

  api.put(`${PERSONAL_LIST_PATHS.favoriteActors}:personId/`, entryRoute, async (request, reply) => {
    const param = readIdParam(request.params.personId);
    if (param.kind === 'invalid') return reply.code(400).send(BAD_PERSON_ID);
    if (param.kind === 'unknown') return reply.code(404).send(PERSON_NOT_FOUND);
    const people = await findPeople(app.db, [param.id]);
    if (!people.has(param.id)) return reply.code(404).send(PERSON_NOT_FOUND);
    await app.listsRepository.addActor(request.user.id, param.id);
    return reply.code(204).send();
  });

  api.delete(`${PERSONAL_LIST_PATHS.favoriteActors}:personId/`, entryRoute, async (request, reply) => {
    const param = readIdParam(request.params.personId);
    if (param.kind === 'invalid') return reply.code(400).send(BAD_PERSON_ID);
    if (param.kind === 'id') await app.listsRepository.removeActor(request.user.id, param.id);
    return reply.code(204).send();
  });
}
