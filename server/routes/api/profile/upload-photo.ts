import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DetailSchema, FieldErrorsSchema } from '../../../../contract/errors';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PhotoUploadedSchema } from '../../../../contract/photo';
import { photoFromUpload, PhotoRejectedError, type PhotoRejection } from '../../../profile/photo-image';
import { photoUrl } from '../../../profile/photo-url';

const TOO_BIG = { detail: 'The photo must be at most 5 MiB.' };
const NOT_MULTIPART = { detail: 'Send the photo as multipart/form-data in the field "photo".' };
const MISSING = { photo: ['No photo was submitted.'] };
const UNREADABLE = { photo: ['The upload could not be read as multipart/form-data.'] };
const REJECTED: Record<PhotoRejection, { photo: string[] }> = {
  not_an_image: { photo: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] },
  too_many_pixels: { photo: ['The image is too large in pixels.'] },
};

/**
 * POST /api/actualizar-foto-de-perfil/. Multipart parsing lives in this scope only, so no
 * other route pays for it. The photo is stored only once it has been read whole and
 * re-encoded: a refused upload leaves the old photo in place.
 */
export default async function uploadPhotoRoute(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  // Checked before the body is read (so from the header: isMultipart() is known only after
  // parsing), and after the signed-in scope's session check so that strangers learn nothing.
  async function requireMultipart(request: FastifyRequest, reply: FastifyReply) {
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'multipart/form-data') await reply.code(415).send(NOT_MULTIPART);
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/actualizar-foto-de-perfil/',
    {
      onRequest: requireMultipart,
      schema: {
        response: { 200: PhotoUploadedSchema, 400: FieldErrorsSchema, 413: DetailSchema, 415: DetailSchema },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== PHOTO_FIELD) {
          part?.file.resume();
          return reply.code(400).send(MISSING);
        }
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) return reply.code(413).send(TOO_BIG);
        // A body that is not valid multipart (no boundary, cut short) is the client's fault.
        request.log.info({ err: error }, 'unreadable multipart body');
        return reply.code(400).send(UNREADABLE);
      }
      if (bytes.length === 0) return reply.code(400).send(MISSING);
      let webp: Buffer;
      try {
        webp = await photoFromUpload(bytes);
      } catch (error) {
        if (error instanceof PhotoRejectedError) return reply.code(400).send(REJECTED[error.reason]);
        throw error;
      }
      const version = await app.photosRepository.save(request.user.id, webp);
      reply.header('cache-control', 'no-store');
      return { profile_picture: photoUrl(version) };
    },
  );
}
