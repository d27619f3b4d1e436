import fp from 'fastify-plugin';
import { photosRepository, type PhotosRepository } from '../../profile/photos-repository';

declare module 'fastify' {
  interface FastifyInstance {
    photosRepository: PhotosRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('photosRepository', photosRepository(app.db));
  },
  { name: 'photos-repository', dependencies: ['db'] },
);
