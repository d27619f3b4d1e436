import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fillMatchTitles, loadFilmWorld } from '../../catalogue/catalogue-store';
import { embeddedCatalogue } from '../../movies/embedded-catalogue';
import type { MovieSource } from '../../movies/movie-source';
import { tmdbUpstream } from '../../movies/tmdb-upstream';
import { fillTitleSortKeys } from '../../catalogue/title-sort';

declare module 'fastify' {
  interface FastifyInstance {
    movieSource: MovieSource;
  }
}

/** Films stored before the import's match titles (migration 0013) or the title sort keys (0021) existed get them, whatever serves the catalogue. */
async function fillImportKeys(app: FastifyInstance): Promise<void> {
  const filled = await fillMatchTitles(app.db);
  if (filled > 0) app.log.info({ films: filled }, 'match titles filled');
  const sorted = await fillTitleSortKeys(app.db);
  if (sorted > 0) app.log.info({ films: sorted }, 'title sort keys filled');
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
      await fillImportKeys(app);
      app.decorate(
        'movieSource',
        tmdbUpstream({ baseUrl: config.TMDB_BASE_URL, apiKey: config.TMDB_API_KEY, timeoutMs: config.TMDB_TIMEOUT_MS, cache: app.cache }),
      );
      return;
    }
    const started = Date.now();
    const loaded = await loadFilmWorld(app.db);
    if (loaded) app.log.info({ ...loaded, ms: Date.now() - started }, 'embedded catalogue loaded');
    await fillImportKeys(app);
    app.decorate('movieSource', embeddedCatalogue(app.db, app.cache));
  },
  { name: 'movie-source', dependencies: ['config', 'db', 'cache'] },
);
