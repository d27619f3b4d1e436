import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_PATHS } from '../../../../contract/profilePaths';
import { ProfilePictureSchema } from '../../../../contract/photo';
import { profilePictureUrl } from '../../../profile/photo-url';

/** GET /api/obtener-foto-de-perfil/: the current photo's URL, or null before the first upload. */
export default async function readPhotoRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    PROFILE_PHOTO_PATHS.read,
    { schema: { response: { 200: ProfilePictureSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { profile_picture: await profilePictureUrl(app.photosRepository, request.user.id) };
    },
  );
}
