import type { FastifyInstance } from 'fastify';
import exportRoute from './export';
import favoriteActorRoutes from './favorite-actors';
import importRoutes from './imports';
import listIdsRoute from './list-ids';
import movieListRoutes from './movie-lists';
import photoRoute from './photo';

/** /api/me/: what belongs to the signed-in user, visible to them only. */
export default async function meRoutes(app: FastifyInstance): Promise<void> {
  await app.register(photoRoute);
  await app.register(movieListRoutes);
  await app.register(favoriteActorRoutes);
  await app.register(listIdsRoute);
  await app.register(importRoutes);
  await app.register(exportRoute);
}
