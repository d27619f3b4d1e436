import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a route that takes one uploaded file needs to know of the upload, before it looks inside. */
export type SingleFileUpload =
  | { kind: 'file'; bytes: Buffer; fileName: string }
  | { kind: 'missing' }
  | { kind: 'too-big' }
  | { kind: 'unreadable' };

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
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  return async function requireMultipart(request, reply) {
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') await reply.code(415).send(notMultipart);
  };
}

/** Reads the one file of field `field` whole; an empty file counts as missing. */
export async function readSingleFile(request: FastifyRequest, field: string): Promise<SingleFileUpload> {
  try {
    const part = await request.file();
    if (part?.fieldname !== field) {
      part?.file.resume();
      return { kind: 'missing' };
    }
    const bytes = await part.toBuffer();
    return bytes.length === 0 ? { kind: 'missing' } : { kind: 'file', bytes, fileName: part.filename };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return { kind: 'too-big' };
    // A body that is not valid multipart (no boundary, cut short) is the client's fault.
    request.log.info({ err: error }, 'unreadable multipart body');
    return { kind: 'unreadable' };
  }
}
