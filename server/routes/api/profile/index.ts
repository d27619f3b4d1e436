import type { FastifyInstance } from 'fastify';
import readPhotoRoute from './read-photo';
import uploadPhotoRoute from './upload-photo';

/** The profile photo's upload and URL (DESIGN section 3); its bytes are served under /api/me/photo/. */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(uploadPhotoRoute);
  await app.register(readPhotoRoute);
}
