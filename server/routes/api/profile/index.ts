import type { FastifyInstance } from 'fastify';
import readPhotoRoute from './read-photo';
import uploadPhotoRoute from './upload-photo';

/** The profile photo's upload and URL (docs/PRODUCT.md §5.3, §8.2); its bytes are served under /api/me/photo/. */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(uploadPhotoRoute);
  await app.register(readPhotoRoute);
}
