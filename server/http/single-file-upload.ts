import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../../contract/errors';
import { UPLOAD_RULES } from '../auth/attempt-rules';

/** What a route that takes one uploaded file needs to know of the upload, before it looks inside. */
export type SingleFileUpload =
  /** The file as its parts arrived: a 20 MB upload is never copied into one buffer unless its reader needs one. */
  | { kind: 'file'; chunks: readonly Buffer[]; fileName: string }
  | { kind: 'missing' }
  | { kind: 'too-big' }
  | { kind: 'unreadable' };

/**
 * What a multipart body may add to its file: the boundaries and the part's headers, a long
 * file name included. A Content-Length over the file's cap by more than this is refused unread.
 */
const MULTIPART_OVERHEAD = 16 * 1024;
/** Seconds a client is told to wait when the node's upload memory is taken (an import's job holds it for up to a minute). */
const BUSY_RETRY_AFTER = 15;

/**
 * Multipart parsing for the routes of this scope only (so no other route pays for it), at most one
 * file of `maxBytes`. Returns the onRequest hook that refuses a body that is not multipart with
 * 415 and `notMultipart`: checked from the header before the body is read (isMultipart() is known
 * only after parsing), and after the signed-in scope's session check so that strangers learn nothing.
 */
export async function acceptSingleFileUploads(
  app: FastifyInstance,
  maxBytes: number,
  notMultipart: unknown,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  await app.register(fastifyMultipart, {
    // One byte over the cap, so that a file of exactly maxBytes is not cut (readSingleFile counts what it reads).
    limits: { fileSize: maxBytes + 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  return async function requireMultipart(request, reply) {
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') await reply.code(415).send(notMultipart);
  };
}

/**
 * Decides on an upload before its body is read, so a refused one costs its sender more than
 * it costs the server: a person or address refused too often lately waits (429), a body that
 * says it is too big is refused unread (413, counted as a refusal), and past the node's
 * memory for uploads in flight the client is asked to come back (503 with Retry-After).
 * Returns the release of the upload's share of that memory, or null when it has answered.
 */
export async function admitUpload(request: FastifyRequest, reply: FastifyReply, maxBytes: number, tooBig: unknown): Promise<(() => void) | null> {
  const { attemptLimiter, uploadBudget } = request.server;
  const waits = await Promise.all(refusalKeys(request).map(({ key, rule }) => attemptLimiter.waitFor(key, rule)));
  const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) {
    await reply
      .code(429)
      .header('retry-after', String(wait))
      .send(apiError('uploads_refused', { seconds: wait }));
    return null;
  }
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes + MULTIPART_OVERHEAD) {
    await countRefusedUpload(request);
    await reply.code(413).send(tooBig);
    return null;
  }
  const release = uploadBudget.reserve(Number.isFinite(declared) ? Math.min(declared, maxBytes) : maxBytes);
  if (!release) {
    await reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER))
      .send(apiError('uploads_busy', { seconds: BUSY_RETRY_AFTER }));
    return null;
  }
  return release;
}

/** Counts a refused upload against its person and address (shared through Redis when configured). */
export async function countRefusedUpload(request: FastifyRequest): Promise<void> {
  await Promise.all(refusalKeys(request).map(({ key, rule }) => request.server.attemptLimiter.attempt(key, rule)));
}

function refusalKeys(request: FastifyRequest) {
  return [
    { key: `upload-refused-user:${request.user.id}`, rule: UPLOAD_RULES.refusedPerUser },
    { key: `upload-refused-ip:${request.ip}`, rule: UPLOAD_RULES.refusedPerIp },
  ];
}

/**
 * Reads the one file of field `field` whole, counting the bytes that actually arrive: a file
 * over `maxBytes` is too big however its parts were timed (the parser may cut a stream short
 * without an error); an empty file counts as missing.
 */
export async function readSingleFile(request: FastifyRequest, field: string, maxBytes: number): Promise<SingleFileUpload> {
  try {
    const part = await request.file();
    if (part?.fieldname !== field) {
      part?.file.resume();
      return { kind: 'missing' };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        part.file.resume();
        return { kind: 'too-big' };
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) return { kind: 'too-big' };
    return size === 0 ? { kind: 'missing' } : { kind: 'file', chunks, fileName: part.filename };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return { kind: 'too-big' };
    // A body that is not valid multipart (no boundary, cut short) is the client's fault.
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'unreadable' };
  }
}
