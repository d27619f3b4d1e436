import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_PHOTO_PATHS } from '../../../../contract/profilePaths';
import { FieldErrorsSchema } from '../../../../contract/errors';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError, apiErrorText } from '../../../http/error-codes';
import { PHOTO_FIELD, PHOTO_MAX_BYTES, PhotoUploadedSchema } from '../../../../contract/photo';
import {
  acceptSingleFileUploads,
  admitUpload,
  answerUnread,
  countRefusedUpload,
  isUnread,
  readSingleFile,
  type SingleFileUpload,
  type UnreadUpload,
} from '../single-file-upload';
import { photoFromUpload, PhotoRejectedError, type PhotoRejection } from '../../../profile/photo-image';
import { photoUrl } from '../../../profile/photo-url';

const TOO_BIG = apiError('photo_too_big');
const NOT_MULTIPART = apiError('photo_not_multipart');
const MISSING = { photo: [apiErrorText('photo_missing')] };
const UNREADABLE = { photo: [apiErrorText('upload_unreadable')] };
const REJECTED: Record<PhotoRejection, { photo: string[] }> = {
  not_an_image: { photo: [apiErrorText('photo_not_an_image')] },
  too_many_pixels: { photo: [apiErrorText('photo_too_many_pixels')] },
};

type Refusal = { status: 400 | 413; body: { detail: string } | Record<string, string[]> };

/** The photo re-encoded, or why it is refused. */
async function readPhoto(upload: Exclude<SingleFileUpload, UnreadUpload>): Promise<Buffer | Refusal> {
  if (upload.kind === 'too-big') return { status: 413, body: TOO_BIG };
  if (upload.kind === 'unreadable') return { status: 400, body: UNREADABLE };
  if (upload.kind === 'missing') return { status: 400, body: MISSING };
  try {
    return await photoFromUpload(Buffer.concat(upload.chunks));
  } catch (error) {
    if (error instanceof PhotoRejectedError) return { status: 400, body: REJECTED[error.reason] };
    throw error;
  }
}

/**
 * POST /api/actualizar-foto-de-perfil/. The photo is stored only once it has been read whole and
 * re-encoded: a refused upload leaves the old photo in place.
 */
export default async function uploadPhotoRoute(app: FastifyInstance): Promise<void> {
  const requireMultipart = await acceptSingleFileUploads(app, PHOTO_MAX_BYTES, NOT_MULTIPART);

  app.withTypeProvider<ZodTypeProvider>().post(
    PROFILE_PHOTO_PATHS.upload,
    {
      onRequest: requireMultipart,
      schema: {
        response: { 200: PhotoUploadedSchema, 400: FieldErrorsSchema, 413: RefusalSchema, 415: RefusalSchema, 429: RefusalSchema, 503: RefusalSchema },
      },
    },
    async (request, reply) => {
      const reservation = await admitUpload(request, reply, PHOTO_MAX_BYTES, TOO_BIG);
      if (!reservation) return reply;
      let webp: Buffer | Refusal;
      try {
        const upload = await readSingleFile(request, reservation, PHOTO_FIELD, PHOTO_MAX_BYTES);
        if (isUnread(upload)) {
          await answerUnread(request, reply, upload);
          return reply;
        }
        webp = await readPhoto(upload);
      } finally {
        reservation.release();
      }
      if (!Buffer.isBuffer(webp)) {
        await countRefusedUpload(request);
        return reply.code(webp.status).send(webp.body);
      }
      const version = await app.photosRepository.save(request.user.id, webp);
      reply.header('cache-control', 'no-store');
      return { profile_picture: photoUrl(version) };
    },
  );
}
