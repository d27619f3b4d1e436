import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, type CodedDetail } from '../../http/error-codes';
import { UPLOAD_RULES } from '../../auth/attempt-rules';
import type { UploadRefusal, UploadReservation } from '../../plugins/app/upload-budget';
import { wasCutOff } from '../../http/request-deadline';

/** What a route that takes one uploaded file needs to know of the upload, before it looks inside. */
export type SingleFileUpload =
  /** The file as its parts arrived: a 20 MB upload is never copied into one buffer unless its reader needs one. */
  | { kind: 'file'; chunks: readonly Buffer[]; fileName: string }
  | { kind: 'missing' }
  | { kind: 'too-big' }
  | { kind: 'unreadable' }
  /** The bytes that arrived did not fit in the sender's, its address's or the node's share of the upload budget. */
  | { kind: 'busy'; refusal: UploadRefusal }
  /** Cut off with 408 for arriving too slowly (http/request-deadline.ts): the connection is gone. */
  | { kind: 'too-slow' };

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

const BUSY = {
  node: apiError('uploads_busy', { seconds: BUSY_RETRY_AFTER }),
  person: apiError('uploads_busy_person', { seconds: BUSY_RETRY_AFTER }),
  address: apiError('uploads_busy_address', { seconds: BUSY_RETRY_AFTER }),
} satisfies Record<UploadRefusal, CodedDetail>;

/**
 * Decides on an upload before its body is read, so a refused one costs its sender more than
 * it costs the server: a person or address refused too often lately waits (429), a body that
 * says it is too big is refused unread (413, counted as a refusal), and a person or address
 * with its uploads in flight already, or a node with none of its upload memory left, is asked
 * to come back (503 with Retry-After). Returns the upload's reservation, which takes the
 * body's bytes as they arrive (readSingleFile), or null when it has answered.
 */
export async function admitUpload(request: FastifyRequest, reply: FastifyReply, maxBytes: number, tooBig: unknown): Promise<UploadReservation | null> {
  return (await mayUpload(request, reply, maxBytes, tooBig)) ? reserveUpload(request, reply) : null;
}

/** admitUpload's first half, without the reservation: false when it has answered 429 or 413. */
export async function mayUpload(request: FastifyRequest, reply: FastifyReply, maxBytes: number, tooBig: unknown): Promise<boolean> {
  const waits = await Promise.all(refusalKeys(request).map(({ key, rule }) => request.server.attemptLimiter.waitFor(key, rule)));
  const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) {
    await reply
      .code(429)
      .header('retry-after', String(wait))
      .header('connection', 'close')
      .send(apiError('uploads_refused', { seconds: wait }));
    return false;
  }
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes + MULTIPART_OVERHEAD) {
    await countRefusedUpload(request);
    await reply.code(413).header('connection', 'close').send(tooBig);
    return false;
  }
  return true;
}

/** admitUpload's second half: the upload's reservation, or null when it has answered 503. */
export async function reserveUpload(request: FastifyRequest, reply: FastifyReply): Promise<UploadReservation | null> {
  const reservation = request.server.uploadBudget.open(String(request.user.id), request.ip);
  if (typeof reservation !== 'string') return reservation;
  await replyBusy(reply, reservation);
  return null;
}

/**
 * 503 with Retry-After for an upload that does not fit in the budget. The connection closes
 * with the answer: its body is not read, and a client still sending it holds nothing.
 */
async function replyBusy(reply: FastifyReply, refusal: UploadRefusal): Promise<void> {
  await reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER))
    .header('connection', 'close')
    .send(BUSY[refusal]);
}

/** An upload whose body was not read whole for want of room or of pace, whatever the file held. */
export type UnreadUpload = Extract<SingleFileUpload, { kind: 'busy' | 'too-slow' }>;

export const isUnread = (upload: SingleFileUpload): upload is UnreadUpload => upload.kind === 'busy' || upload.kind === 'too-slow';

/**
 * Answers an upload that was not read whole: 503 when its bytes did not fit in the budget; one
 * cut off for arriving too slowly has had its 408 on the socket already and counts as refused
 * against its sender, so that a client that keeps trickling uploads waits like one whose files
 * keep being refused (429).
 */
export async function answerUnread(request: FastifyRequest, reply: FastifyReply, upload: UnreadUpload): Promise<void> {
  if (upload.kind === 'busy') return replyBusy(reply, upload.refusal);
  await countRefusedUpload(request);
  reply.hijack();
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
 * without an error); an empty file counts as missing. Each part of the file takes its bytes of
 * `reservation` as it arrives, so a body declared large but trickling in holds only what came.
 */
export async function readSingleFile(request: FastifyRequest, reservation: UploadReservation, field: string, maxBytes: number): Promise<SingleFileUpload> {
  // A request already cut off would never deliver its parts (the parser learns of the close from events that have passed).
  if (wasCutOff(request)) return { kind: 'too-slow' };
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
      const refusal = reservation.grow(chunk.length);
      if (refusal) {
        part.file.resume();
        return { kind: 'busy', refusal };
      }
      chunks.push(chunk);
    }
    if (part.file.truncated) return { kind: 'too-big' };
    return size === 0 ? { kind: 'missing' } : { kind: 'file', chunks, fileName: part.filename };
  } catch (error) {
    if (wasCutOff(request)) return { kind: 'too-slow' };
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return { kind: 'too-big' };
    // A body that is not valid multipart (no boundary, cut short) is the client's fault.
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'unreadable' };
  }
}
