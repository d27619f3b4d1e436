import { createHash } from 'node:crypto';
import type { Cache } from '../cache/cache';
import type { JsonPayload } from './movie-source';

export function jsonPayload(body: string): JsonPayload {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The etag and the body in one cache string, so one cache read serves both. */
const pack = (payload: JsonPayload): string => `${payload.etag}\n${payload.body}`;

function unpack(stored: string): JsonPayload {
  const newline = stored.indexOf('\n');
  return { etag: stored.slice(0, newline), body: stored.slice(newline + 1) };
}

export async function readPayload(cache: Cache, key: string): Promise<JsonPayload | undefined> {
  const stored = await cache.get(key);
  return stored === undefined ? undefined : unpack(stored);
}

export async function writePayload(cache: Cache, key: string, payload: JsonPayload, ttlMs: number): Promise<void> {
  await cache.set(key, pack(payload), ttlMs);
}
