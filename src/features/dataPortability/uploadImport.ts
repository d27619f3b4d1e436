import { apiPath } from '../../../contract/apiPaths';
import { DATA_PORTABILITY_PATHS } from '../../../contract/dataPortabilityPaths';
import { IMPORT_FIELD, ImportAcceptedSchema } from '../../../contract/filmLogImport';
import { refusalReason, type ServerReason } from '../../api/serverErrors/serverReason';
import { getRuntimeConfig } from '../../config/runtimeConfig';

export type UploadOutcome =
  | { kind: 'accepted'; id: number }
  | { kind: 'refused'; status: number; reason: ServerReason | null; retryAfterSeconds: number | null }
  | { kind: 'network' };

/**
 * POST /api/me/imports/ through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not), with the session cookies. `onProgress` gets 0..1.
 */
export function uploadImport(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${getRuntimeConfig().apiBaseUrl}${apiPath(DATA_PORTABILITY_PATHS.imports)}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status alone says what happened.
      }
      const accepted = ImportAcceptedSchema.safeParse(body);
      if (request.status === 202 && accepted.success) resolve({ kind: 'accepted', id: accepted.data.id });
      else {
        // Readable across origins only when the API exposes it; without it the message says "later".
        const retryAfter = Number(request.getResponseHeader('retry-after') ?? Number.NaN);
        resolve({
          kind: 'refused',
          status: request.status,
          reason: refusalReason(body),
          retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        });
      }
    });
    request.addEventListener('error', () => resolve({ kind: 'network' }));
    const form = new FormData();
    form.append(IMPORT_FIELD, file, file.name);
    request.send(form);
  });
}
