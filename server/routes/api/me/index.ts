import type { FastifyInstance } from 'fastify';
import favoriteActorRoutes from './favorite-actors';
import forYouRoute from './for-you';
import listIdsRoute from './list-ids';
import movieListRoutes from './movie-lists';
import photoRoute from './photo';

/** /api/me/: what belongs to the signed-in user, visible to them only. */
export default async function meRoutes(app: FastifyInstance): Promise<void> {
  await app.register(photoRoute);
  await app.register(movieListRoutes);
  await app.register(favoriteActorRoutes);
  await app.register(listIdsRoute);
  await app.register(forYouRoute);
}
