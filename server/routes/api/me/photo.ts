import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { photoVersionFromFileName } from '../../../profile/photo-url';

const NOT_FOUND = apiError('not_found');

/**
 * A version is never reused (one sequence for all users) and its bytes never change: the
 * version is a strong validator.
 */
const etagOf = (version: number): string => `"photo-${version}"`;

/**
 * GET /api/me/photo/<version>.webp: the signed-in user's own photo. The browser keeps it
 * ("private": no shared cache) but asks again on every use ("no-cache"), a 304 when it still
 * holds this version: once the session has ended the answer is 401, so the photo is never
 * shown from the cache to whoever uses the browser after its owner has signed out. Sign-out
 * and account deletion also empty the cache (Clear-Site-Data), so the photo is not even kept.
 */
export default async function photoRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me/photo/:fileName',
    {
      schema: {
        params: z.object({ fileName: z.string() }),
        response: {
          200: { description: 'The photo', content: { 'image/webp': { schema: z.custom<Buffer>().meta({ type: 'string', format: 'binary' }) } } },
          304: z.undefined().describe('The browser holds this version (If-None-Match)'),
          404: RefusalSchema,
        },
      },
    },
    async (request, reply) => {
      const version = photoVersionFromFileName(request.params.fileName);
      const image = version === null ? null : await app.photosRepository.read(request.user.id, version);
      if (version === null || !image) return reply.code(404).send(NOT_FOUND);
      reply.header('etag', etagOf(version)).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etagOf(version)) return reply.code(304).send();
      return reply.header('content-type', 'image/webp').send(image);
    },
  );
}
