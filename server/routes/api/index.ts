import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/error-codes';
import { originCheck } from '../../auth/origin-check';
import { nameFieldErrorCodes } from '../../http/errors';
import openApiRoute from '../../openapi/route';
import authRoutes from './auth';
import signInProviderRoutes, { signInProviders } from './auth/sign-in-providers';
import currentUserRoute from './auth/user';
import healthRoutes from './health';
import meRoutes from './me';
import profileRoutes from './profile';
import registrationRoutes from './registration';
import sharedListRoutes from './shared-lists';
import movieProxyRoutes from './tmdb';

/**
 * Everything a signed-in user asks for, behind one onRequest hook: a stranger is refused with
 * 401 before the request's query or body is read.
 */
async function signedInRoutes(app: FastifyInstance, { providers }: { providers: ReturnType<typeof signInProviders> }): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  await app.register(currentUserRoute);
  await app.register(profileRoutes);
  await app.register(meRoutes, { providers });
  await app.register(movieProxyRoutes);
}

/** /api: the product's own API; unsafe methods must come from an allowed Origin. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', originCheck(app.config));
  // Here, not at the root: only /api reads or writes cookies, and its parsing hook would cost /3 and the SPA's files too.
  await app.register(fastifyCookie);
  await app.register(healthRoutes);
  await app.register(openApiRoute);
  await app.register(registrationRoutes);
  await app.register(authRoutes);
  // One set for both: a provider's metadata is discovered once.
  const providers = signInProviders(app);
  await app.register(signInProviderRoutes, { providers });
  await app.register(sharedListRoutes);
  await app.register(signedInRoutes, { providers });
  // no-store as every /api/me answer is (me/index.ts): an unknown path there is answered here, outside that plugin.
  app.setNotFoundHandler((_request, reply) => reply.code(404).header('cache-control', 'no-store').send(apiError('not_found')));
  app.addHook('onSend', nameFieldErrorCodes);
}
