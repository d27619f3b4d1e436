import { apiPath, AUTH_PATHS } from '../../../contract/apiPaths';
import { DATA_PORTABILITY_PATHS } from '../../../contract/dataPortabilityPaths';
import { type ImportJob, ImportJobSchema } from '../../../contract/filmLogImport';
import { productApi } from '../../api/productApi';

/** A downloaded file held by the browser until it is saved. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Import jobs and downloads (docs/API.md, "Import and export"). Downloads go through the
 * product API's refresh-on-401 like every other call; the file stays a blob URL, not in the store.
 * A finished import changes the log other features show, so their tags are refetched.
 */
export const dataPortabilityApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    importJob: build.query<ImportJob, number>({
      query: (id) => apiPath(DATA_PORTABILITY_PATHS.importJob, { jobId: id }),
      transformResponse: (body: unknown) => ImportJobSchema.parse(body),
    }),
    downloadFile: build.mutation<DownloadedFile, string>({
      query: (url) => ({
        url,
        cache: 'no-store',
        responseHandler: async (response) =>
          response.ok ? { url: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response.headers.get('content-disposition'), 'download') } : response.json(),
      }),
    }),
    /** Called after an upload met a 401: the refresh this call triggers makes the retry count. */
    checkSession: build.mutation<unknown, void>({ query: () => apiPath(AUTH_PATHS.user) }),
  }),
});

export const { useImportJobQuery, useDownloadFileMutation, useCheckSessionMutation } = dataPortabilityApi;

/** What the log's other views read, refetched once an import has written. */
export const importedTags = () => dataPortabilityApi.util.invalidateTags(['Diary', 'FilmStats', 'FilmState', 'UserLists', 'UserList', 'Watchlist']);

/** Hands a downloaded file to the browser as a download, then lets the blob go. */
export function saveFile({ url, fileName }: DownloadedFile): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
