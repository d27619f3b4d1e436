import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/error-codes';
import { POSTER_FILE, POSTER_SIZES } from '../../../contract/movies';
import { posterFacts } from '../../catalogue/catalogue-queries';
import { posterSvg } from '../../catalogue/poster';
import { parseId } from '../../movies/request-schemas';

/** Ids are stable and a film's poster never changes, so browsers and CDNs may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const POSTER_VERSION = 'v2';
const NOT_FOUND = apiError('not_found');

/**
 * Generated posters at /images/<size>/poster-<id>.svg for every TMDB size (SVG scales, so the
 * size only keeps TMDB's URL shape). Other files are TMDB's own images (imported films, the
 * upstream source) and are sent on to TMDB's image server.
 */
export default async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { size: string; file: string } }>('/:size/:file', async (request, reply) => {
    const { size, file } = request.params;
    if (!(POSTER_SIZES as readonly string[]).includes(size)) return reply.code(404).send(NOT_FOUND);
    const poster = /^poster-(\d{1,10})\.svg$/.exec(file);
    if (!poster) {
      if (!POSTER_FILE.test(file)) return reply.code(404).send(NOT_FOUND);
      return reply.redirect(`https://image.tmdb.org/t/p/${size}/${file}`, 302);
    }
    const etag = `"poster-${poster[1]}-${POSTER_VERSION}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
    const id = parseId(poster[1] ?? '');
    const facts = id === null ? null : await posterFacts(app.db, id);
    if (!facts) return reply.code(404).send(NOT_FOUND);
    return reply
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .type('image/svg+xml; charset=utf-8')
      .send(posterSvg(facts));
  });
}
