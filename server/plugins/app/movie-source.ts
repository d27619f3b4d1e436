import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadFilmWorld } from '../../catalogue/catalogue-store';
import { fillImportKeys } from '../../catalogue/import-keys';
import { embeddedCatalogue } from '../../movies/embedded-catalogue';
import type { MovieSource } from '../../movies/movie-source';
import { tmdbUpstream } from '../../movies/tmdb-upstream';

declare module 'fastify' {
  interface FastifyInstance {
    movieSource: MovieSource;
  }
}

async function fillAndLogImportKeys(app: FastifyInstance): Promise<void> {
  const { matchTitles, sortKeys } = await fillImportKeys(app.db);
  if (matchTitles > 0) app.log.info({ films: matchTitles }, 'match titles filled');
  if (sortKeys > 0) app.log.info({ films: sortKeys }, 'title sort keys filled');
}

/**
 * The real TMDB when TMDB_API_KEY is set; otherwise the embedded catalogue, loaded into the
 * database on the first start and whenever the committed film world changes (later starts
 * find the same version there and skip the load).
 */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.TMDB_API_KEY) {
      await fillAndLogImportKeys(app);
      app.decorate(
        'movieSource',
        tmdbUpstream({ baseUrl: config.TMDB_BASE_URL, apiKey: config.TMDB_API_KEY, timeoutMs: config.TMDB_TIMEOUT_MS, cache: app.cache }),
      );
      return;
    }
    const started = Date.now();
    const loaded = await loadFilmWorld(app.db);
    if (loaded) app.log.info({ ...loaded, ms: Date.now() - started }, 'embedded catalogue loaded');
    await fillAndLogImportKeys(app);
    app.decorate('movieSource', embeddedCatalogue(app.db, app.cache));
  },
  { name: 'movie-source', dependencies: ['config', 'db', 'cache'] },
);
