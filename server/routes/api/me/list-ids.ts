import { LIST_IDS_PATH } from '../../../../contract/listPaths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ListIdsSchema } from '../../../../contract/lists';

/** GET /api/me/list-ids/: every id on the three lists, for toggles on cards without a call per card. */
export default async function listIdsRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    LIST_IDS_PATH,
    { schema: { response: { 200: ListIdsSchema } } },
    async (request) => {
      return app.listsRepository.allIds(request.user.id);
    },
  );
}
