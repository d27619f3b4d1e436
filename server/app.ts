import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { originCheck } from './auth/origin-check';
import type { Config } from './config';
import { registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { loggerOptions } from './http/logging';
import { spaDir } from './paths';
import cachePlugin from './plugins/external/cache';
import authPlugin from './plugins/app/auth';
import usersRepositoryPlugin from './plugins/app/users-repository';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import sessionSecretPlugin from './plugins/external/session-secret';
import securityPlugin from './plugins/external/security';
import movieSourcePlugin from './plugins/app/movie-source';
import imageRoutes from './routes/images';
import movieProxyRoutes from './routes/api/tmdb';
import tmdbV3Routes from './routes/tmdb-v3';
import authRoutes from './routes/api/auth';
import healthRoutes from './routes/api/health';
import registrationRoutes from './routes/api/registration';
import listsRepositoryPlugin from './lists/lists-repository';
import photosRepositoryPlugin from './profile/photos-repository';
import meRoutes from './routes/api/me';
import profileRoutes from './routes/api/profile';
import spaRoutes from './routes/spa';

declare module 'fastify' {
  interface FastifyInstance {
    movieSourceKind: 'embedded' | 'tmdb';
  }
}

interface AppOptions {
  config: Config;
  /** Where the built SPA lives; tests point it elsewhere or nowhere. */
  spaRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server as a Fastify instance; only server.ts listens. */
export async function buildApp({ config, spaRoot = spaDir, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // A first start on PGlite creates the database and loads the catalogue: far past the 10 s default on a busy machine.
    pluginTimeout: 120_000,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app);

  await app.register(configPlugin, { config });
  await app.register(securityPlugin, { config });
  // JSON answers over 1 KiB (a page of films is ~7 KiB): brotli at quality 4, a fraction of the
  // CPU of the default 11 for nearly the same size (docs/PERFORMANCE.md, "Text compression").
  // The built SPA's files are pre-compressed at build time and skip this.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
  });
  await app.register(dbPlugin);
  await app.register(cachePlugin);
  await app.register(sessionSecretPlugin);
  await app.register(usersRepositoryPlugin);
  await app.register(authPlugin);
  await app.register(movieSourcePlugin);
  app.decorate('movieSourceKind', config.TMDB_API_KEY ? 'tmdb' : 'embedded');

  await app.register(
    async (api) => {
      api.addHook('onRequest', originCheck(config.CORS_ORIGINS));
      await api.register(photosRepositoryPlugin);
      await api.register(listsRepositoryPlugin);
      await api.register(healthRoutes);
      await api.register(movieProxyRoutes, { prefix: '/tmdb' });
      await api.register(registrationRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(meRoutes);
      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
    },
    { prefix: '/api' },
  );
  await app.register(tmdbV3Routes, { prefix: '/3' });
  await app.register(imageRoutes, { prefix: '/images' });
  await app.register(spaRoutes, { root: spaRoot });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  return app;
}
