import type { FastifyInstance } from 'fastify';
import deleteAccountRoute from './account';
import diaryRoutes from './diary';
import exportRoute from './export';
import favoriteActorRoutes from './favorite-actors';
import filmStateRoute from './films';
import forYouRoute from './for-you';
import importRoutes from './imports';
import listIdsRoute from './list-ids';
import movieListRoutes from './movie-lists';
import photoRoute from './photo';
import ratingRoutes from './ratings';
import signInProviderSettingsRoutes from './sign-in-providers';
import type { SignInProvider } from '../../../auth/oidc/sign-in';
import statsRoute from './stats';
import userListRoutes from './user-lists';

/**
 * /api/me/: what belongs to the signed-in user, visible to them only. No answer here is kept by
 * a browser or a cache, its errors (a 401 too) included: one hook says so for every route. The
 * photo alone may be kept, to be revalidated by its ETag on every use (photo.ts), and answers
 * with an ETag say so themselves.
 */
export default async function meRoutes(app: FastifyInstance, { providers }: { providers: Map<string, SignInProvider> }): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('etag')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(photoRoute);
  await app.register(movieListRoutes);
  await app.register(favoriteActorRoutes);
  await app.register(listIdsRoute);
  await app.register(diaryRoutes);
  await app.register(ratingRoutes);
  await app.register(filmStateRoute);
  await app.register(statsRoute);
  await app.register(userListRoutes);
  await app.register(deleteAccountRoute);
  await app.register(forYouRoute);
  await app.register(importRoutes);
  await app.register(exportRoute);
  await app.register(signInProviderSettingsRoutes, { providers });
}
