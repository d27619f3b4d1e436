import type { FastifyInstance } from 'fastify';
import { DATA_PORTABILITY_PATHS } from '../../../../contract/dataPortabilityPaths';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { exportArchive, exportFileName } from '../../../filmLog/export/export-archive';

const NOT_FOUND = apiError('not_found');

/** GET /api/me/export/: everything the person keeps, as one ZIP download. */
export default async function exportRoute(app: FastifyInstance): Promise<void> {
  app.get(DATA_PORTABILITY_PATHS.export, { schema: { response: { 404: RefusalSchema } } }, async (request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    const archive = await exportArchive(app, request.user.id, today);
    if (!archive) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName(today)}"`)
      .send(archive);
  });
}
