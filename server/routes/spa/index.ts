import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pagePreloads } from './page-preloads';

// The .br/.gz copies are the same immutable asset and get the same header.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|ico)(\.br|\.gz)?$/;
/** Server namespaces: a miss there is a 404 even for a browser, never the SPA. */
const SERVER_PREFIXES = ['/api/', '/3/', '/images/'];

/**
 * The built SPA: content-hashed assets cached for a year, index.html revalidated every time,
 * pre-compressed .br/.gz files served when the browser accepts them, and the history fallback
 * (any other GET that wants HTML gets index.html), with a preload header for the scripts of
 * the page at that path.
 */
export default async function spaRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'no built SPA found: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const preloadsFor = pagePreloads(root);
  const sendIndex = (reply: FastifyReply, pathname: string) => {
    const link = preloadsFor(pathname);
    if (link) reply.header('link', link);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
  app.get('/', (_request, reply) => sendIndex(reply, '/'));
  app.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isServerPath = SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!wantsHtml || isServerPath || path.extname(pathname) !== '') {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    return sendIndex(reply, pathname);
  });
}
