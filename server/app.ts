import { API_PREFIX, IMAGES_PREFIX, MOVIE_DB_PREFIX } from '../contract/apiPaths';
import { apiError } from './http/error-codes';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config';
import { frameworkErrors, registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { type BodyPace, MIN_BODY_PACE, registerRequestDeadline } from './http/request-deadline';
import { chooseLogFormat, type LogFormat } from './http/log-format';
import { loggerOptions, OneLineRequestLog, OneRecordRequestLog } from './http/logging';
import openApiPlugin from './openapi';
import { spaDir } from './paths';
import authPlugin from './plugins/app/auth';
import filmLogRepositoryPlugin from './plugins/app/film-log-repository';
import listsRepositoryPlugin from './plugins/app/lists-repository';
import movieSourcePlugin from './plugins/app/movie-source';
import photosRepositoryPlugin from './plugins/app/photos-repository';
import popularityRefreshPlugin from './popularity/plugin';
import uploadBudgetPlugin, { type UploadLimits } from './plugins/app/upload-budget';
import usersRepositoryPlugin from './plugins/app/users-repository';
import cachePlugin from './plugins/external/cache';
import compressPlugin from './plugins/external/compress';
import configPlugin from './plugins/external/config';
import dbPlugin from './plugins/external/db';
import memoryReleasePlugin from './plugins/external/memory-release';
import securityPlugin from './plugins/external/security';
import sessionSecretPlugin from './plugins/external/session-secret';
import apiRoutes from './routes/api';
import accountFormRoutes from './routes/forms';
import imageRoutes from './routes/images';
import spaRoutes from './routes/spa';
import tmdbV3Routes from './routes/tmdb-v3';

interface AppOptions {
  config: Config;
  /** Where the built SPA lives; tests point it elsewhere or nowhere. */
  spaRoot?: string;
  /** Other limits than the product's, for tests that cannot wait out the real ones. */
  limits?: { bodyPace?: Pick<BodyPace, 'minBytes' | 'windowMs'>; uploads?: UploadLimits };
}

/** The Fastify instance's own options, which a plugin cannot set. */
export function serverOptions(
  config: Config,
  logger?: FastifyServerOptions['logger'],
  format: LogFormat = chooseLogFormat(config.LOG_FORMAT, process.stdout.isTTY === true),
): FastifyServerOptions {
  return {
    logger: logger ?? loggerOptions(config.LOG_LEVEL, format),
    // One record per request instead of Fastify's two: a short line at a terminal, else JSON.
    logController: format === 'human' ? new OneLineRequestLog() : new OneRecordRequestLog(),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    frameworkErrors,
    // The app plugin's time is the whole boot, and a first start on PGlite creates the database and
    // loads the catalogue: far past the 10 s default on a busy machine.
    pluginTimeout: 120_000,
    forceCloseConnections: 'idle',
  };
}

/**
 * The whole server as one plugin: infrastructure (plugins/external), then the app's
 * repositories and services (plugins/app), then the routes, each folder its URL prefix.
 */
async function movieBrowser(app: FastifyInstance, { config, spaRoot = config.SPA_DIR ?? spaDir, limits = {} }: AppOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerRequestDeadline(app, { deadlineMs: config.REQUEST_TIMEOUT * 1000, ...(limits.bodyPace ?? MIN_BODY_PACE) });

  await app.register(configPlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(compressPlugin);
  await app.register(memoryReleasePlugin);
  await app.register(dbPlugin);
  await app.register(cachePlugin);
  await app.register(sessionSecretPlugin);

  await app.register(usersRepositoryPlugin);
  await app.register(listsRepositoryPlugin);
  await app.register(photosRepositoryPlugin);
  await app.register(filmLogRepositoryPlugin);
  await app.register(authPlugin);
  await app.register(uploadBudgetPlugin, { limits: limits.uploads });
  await app.register(movieSourcePlugin);
  await app.register(popularityRefreshPlugin);
  // Before the routes: it collects them as they are registered.
  await app.register(openApiPlugin);

  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(tmdbV3Routes, { prefix: MOVIE_DB_PREFIX });
  await app.register(imageRoutes, { prefix: IMAGES_PREFIX });
  await app.register(accountFormRoutes);
  await app.register(spaRoutes, { root: spaRoot });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(apiError('not_found')));
}

/** Not encapsulated: its compilers, error handler and 404 handler are the root instance's. */
const appPlugin = fp(movieBrowser, { name: 'movie-browser' });
export default appPlugin;

/** A Fastify instance holding the app, for tests (which may bring their own logger). */
export async function buildApp({ logger, ...options }: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const instance = Fastify(serverOptions(options.config, logger));
  await instance.register(appPlugin, options);
  return instance;
}
