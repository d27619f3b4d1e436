import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { JsonPayload } from './movie-source';

type PayloadEncoding = 'br' | 'gzip';

/** Below this, headers outweigh the saving (the same threshold as the global compression). */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Compressed bodies by encoding and ETag: a cached answer is compressed once per server, not on
 * every request (compressing a page of films per request cost 3/4 of the endpoint's req/s).
 * An ETag names its body's content, so one entry serves every cache key with the same answer.
 */
const compressedBodies = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => body.length || 1 });

/**
 * Uncompressed bodies as UTF-8 bytes by ETag: writing the cached string to the socket encoded it
 * again on every request, an eighth of the process's time under load on the cached popular page
 * (docs/PERFORMANCE.md). Only what is asked for again and again is worth keeping, and kept
 * briefly: the memory a burst of distinct answers took goes back within a minute of it.
 */
const plainBodies = new LRUCache<string, Buffer>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (body) => body.length || 1,
  ttl: 60_000,
  ttlAutopurge: true,
});

function stored(bodies: LRUCache<string, Buffer>, key: string, encode: () => Buffer): Buffer {
  let body = bodies.get(key);
  if (!body) {
    body = encode();
    bodies.set(key, body);
  }
  return body;
}

/** The payload's body as UTF-8 bytes. */
export const payloadBytes = (payload: JsonPayload): Buffer => stored(plainBodies, payload.etag, () => Buffer.from(payload.body));

/** Clients send one of a few accept-encoding headers, each on every request: each read once. */
const preferredByHeader = new Map<string, PayloadEncoding | null>();
const PREFERRED_BY_HEADER_MAX = 256;

/** The best encoding `accept-encoding` allows: brotli, then gzip; q=0 refuses one. */
export function preferredEncoding(acceptEncoding: string | undefined): PayloadEncoding | null {
  const header = acceptEncoding ?? '';
  const known = preferredByHeader.get(header);
  if (known !== undefined) return known;
  const preferred = readPreferredEncoding(header);
  if (preferredByHeader.size >= PREFERRED_BY_HEADER_MAX) preferredByHeader.clear();
  preferredByHeader.set(header, preferred);
  return preferred;
}

function readPreferredEncoding(acceptEncoding: string): PayloadEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: PayloadEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** The payload's body in `encoding`, or null when it is too small to be worth it. */
export function compressedBody(payload: JsonPayload, encoding: PayloadEncoding): Buffer | null {
  // A string's UTF-8 bytes are at least its length: only a short body needs counting.
  if (payload.body.length < MIN_COMPRESSED_BYTES && Buffer.byteLength(payload.body) < MIN_COMPRESSED_BYTES) return null;
  // Done once per answer, so the best brotli quality costs little.
  return stored(compressedBodies, `${encoding}:${payload.etag}`, () =>
    encoding === 'br'
      ? brotliCompressSync(payload.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(payload.body, { level: 9 }),
  );
}
