import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { photoVersionFromFileName } from '../../../profile/photo-url';

const NOT_FOUND = apiError('not_found');

/**
 * GET /api/me/photo/<version>.webp: the signed-in user's own photo. A version is never
 * reused (one sequence for all users), so a browser may keep it for good; "private" keeps
 * shared caches from holding a photo that only its owner may fetch.
 */
export default async function photoRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/photo/:fileName',
    {
      schema: {
        params: z.object({ fileName: z.string() }),
        response: {
          200: { description: 'The photo', content: { 'image/webp': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } } },
          404: RefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const version = photoVersionFromFileName(request.params.fileName);
      const image = version === null ? null : await app.photosRepository.read(request.user.id, version);
      if (!image) return reply.code(404).header('cache-control', 'no-store').send(NOT_FOUND);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image);
    },
  );
}
