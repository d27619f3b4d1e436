import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CurrentUserSchema } from '../../../../contract/auth';
import { DetailSchema } from '../../../../contract/errors';
import { TOKEN_INVALID } from '../../../auth/auth-errors';
import { profilePictureUrl } from '../../../profile/photo-url';

export default async function currentUserRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/user/',
    { schema: { response: { 200: CurrentUserSchema, 401: DetailSchema } } },
    async (request, reply) => {
      const user = await app.usersRepository.findById(request.user.id);
      if (!user) return reply.code(401).send(TOKEN_INVALID);
      // api_key goes beyond the design's {pk, email, profile_picture} (docs/PRODUCT.md §13): the SPA holds login's
      // answer in memory only, so after a reload this is where it gets the key for /3 back.
      const profilePicture = await profilePictureUrl(app.photosRepository, user.id);
      reply.header('cache-control', 'no-store');
      return { pk: user.id, email: user.email, profile_picture: profilePicture, api_key: user.apiKey };
    },
  );
}
