import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_PORTABILITY_PATHS } from '../../../../contract/dataPortabilityPaths';
import { IMPORT_FIELD, IMPORT_MAX_BYTES, ImportAcceptedSchema, ImportJobSchema } from '../../../../contract/filmLogImport';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError, type CodedDetail } from '../../../http/error-codes';
import { csvText } from '../../../filmLog/export/csv-cells';
import { failAbandonedImports, readImportJob, readUnmatched, releaseImportSlot, runImportJob, takeImportSlot } from '../../../filmLog/import/import-job';
import type { ParsedImport } from '../../../filmLog/import/import-rows';
import { ImportRejectedError } from '../../../filmLog/import/limits';
import { parseImport } from '../../../filmLog/import/parse-csv';
import { oneAtATime } from '../../../filmLog/import/one-at-a-time';
import { uploadedFiles } from '../../../filmLog/import/upload-files';
import {
  acceptSingleFileUploads,
  answerUnread,
  countRefusedUpload,
  isUnread,
  mayUpload,
  readSingleFile,
  reserveUpload,
  type UnreadUpload,
} from '../single-file-upload';
import type { UploadReservation } from '../../../plugins/app/upload-budget';
import { readIdParam } from '../../../http/id-param';

const TOO_BIG = apiError('import_too_big', { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) });
const NOT_MULTIPART = apiError('import_not_multipart', { field: IMPORT_FIELD });
const MISSING = apiError('import_missing');
const UNREADABLE = apiError('upload_unreadable');
const RUNNING = apiError('import_running');
const NOT_FOUND = apiError('import_not_found');

const JobParamsSchema = z.object({ jobId: z.string() });

/** The upload read and parsed (in `parsing`'s turn), why it is refused, or why it was not read whole. */
async function readImport(
  request: FastifyRequest,
  reservation: UploadReservation,
  parsing: ReturnType<typeof oneAtATime>,
): Promise<ParsedImport | UnreadUpload | { status: 400 | 413; refusal: CodedDetail }> {
  const upload = await readSingleFile(request, reservation, IMPORT_FIELD, IMPORT_MAX_BYTES);
  if (isUnread(upload)) return upload;
  if (upload.kind === 'too-big') return { status: 413, refusal: TOO_BIG };
  if (upload.kind === 'unreadable') return { status: 400, refusal: UNREADABLE };
  if (upload.kind === 'missing') return { status: 400, refusal: MISSING };
  try {
    return await parsing(async () => parseImport(await uploadedFiles(upload.chunks, upload.fileName), upload.fileName));
  } catch (error) {
    if (error instanceof ImportRejectedError) return { status: error.status, refusal: error.refusal };
    throw error;
  }
}

/**
 * /api/me/imports/: a Letterboxd export or an IMDb ratings CSV into the person's film log
 * (docs/ARCHITECTURE.md, "Imports"). The person's one import slot is taken before the body is
 * read, and the file is read and checked while the request is open, so a bad file is refused at
 * once with nothing stored; matching and writing then run as a job the SPA polls, on whichever
 * node took the upload.
 */
export default async function importRoutes(app: FastifyInstance): Promise<void> {
  const requireMultipart = await acceptSingleFileUploads(app, IMPORT_MAX_BYTES, NOT_MULTIPART);
  const abandoned = await failAbandonedImports(app.db);
  if (abandoned > 0) app.log.warn({ jobs: abandoned }, 'imports left running by a stopped server marked failed');
  const running = new Set<Promise<void>>();
  // Uploads arrive side by side; parsing them, and matching and writing them, go one at a
  // time on a node (a job waiting its turn reads as matching, 0 of its rows).
  const parsing = oneAtATime();
  const jobs = oneAtATime();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    DATA_PORTABILITY_PATHS.imports,
    {
      onRequest: requireMultipart,
      schema: { response: { 202: ImportAcceptedSchema, 400: RefusalSchema, 409: RefusalSchema, 413: RefusalSchema, 415: RefusalSchema, 429: RefusalSchema, 503: RefusalSchema } },
    },
    async (request, reply) => {
      if (!(await mayUpload(request, reply, IMPORT_MAX_BYTES, TOO_BIG))) return reply;
      // The person's slot before the upload budget: a second import of theirs is told that one runs (409).
      const jobId = await takeImportSlot(app.db, request.user.id);
      if (jobId === null) return reply.code(409).send(RUNNING);
      const reservation = await reserveUpload(request, reply);
      if (!reservation) {
        await releaseImportSlot(app.db, jobId);
        return reply;
      }
      const giveBack = async () => {
        reservation.release();
        await releaseImportSlot(app.db, jobId);
      };
      const parsed = await readImport(request, reservation, parsing).catch(async (error: unknown) => {
        await giveBack();
        throw error;
      });
      if ('kind' in parsed) {
        await giveBack();
        await answerUnread(request, reply, parsed);
        return reply;
      }
      if ('status' in parsed) {
        // Before the answer, so the client's next upload finds the slot free.
        await giveBack();
        await countRefusedUpload(request);
        return reply.code(parsed.status).send(parsed.refusal);
      }
      const job = runImportJob(app.db, request.log, jobId, request.user.id, parsed, jobs).finally(() => {
        reservation.release();
        running.delete(job);
      });
      running.add(job);
      return reply.code(202).send({ id: jobId });
    },
  );

  const jobRoute = { schema: { params: JobParamsSchema, response: { 200: ImportJobSchema, 404: RefusalSchema } } };
  api.get(DATA_PORTABILITY_PATHS.importJob, jobRoute, async (request, reply) => {
    const param = readIdParam(request.params.jobId);
    const job = param.kind === 'id' ? await readImportJob(app.db, request.user.id, param.id) : null;
    return job ?? reply.code(404).send(NOT_FOUND);
  });

  const csvRoute = { schema: { params: JobParamsSchema, response: { 200: z.string(), 404: RefusalSchema } } };
  api.get(DATA_PORTABILITY_PATHS.unmatched, csvRoute, async (request, reply) => {
    const param = readIdParam(request.params.jobId);
    if (param.kind !== 'id') return reply.code(404).send(NOT_FOUND);
    const rows = await readUnmatched(app.db, request.user.id, param.id);
    if (!rows) return reply.code(404).send(NOT_FOUND);
    const csv = csvText(
      ['File', 'Line', 'Title', 'Year', 'Reason', 'Detail'],
      rows.map((row) => [row.file, row.line, row.title, row.year, row.reason, row.detail]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="unmatched-${param.id}.csv"`)
      .send(csv);
  });
}
