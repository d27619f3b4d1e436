import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * JSON answers over 1 KiB (a page of films is ~7 KiB): brotli at quality 4, a fraction of the
 * CPU of the default 11 for nearly the same size (docs/PERFORMANCE.md, "Text compression").
 * The built SPA's files are pre-compressed at build time and skip this.
 */
export default fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
    });
  },
  { name: 'compress' },
);
