import { http, HttpResponse } from 'msw';
import { IMPORT_FIELD, IMPORT_MAX_BYTES, type ImportJob, type ImportReport } from '../../../contract/filmLogImport';
import { refusal } from './errors';

/**
 * Import and export (contract/filmLog.ts, docs/API.md "Import and export"): an upload becomes a
 * job that reports progress on the first polls and then `portabilityState.outcome`; a file whose
 * text starts with "junk" is refused as the server refuses a file it cannot read.
 */
export const portabilityState = {
  nextId: 1,
  /** How many polls answer "matching" before the job ends. */
  pollsBeforeEnd: 2,
  outcome: { status: 'done' } as { status: 'done'; report?: ImportReport } | ({ status: 'failed' } & Pick<ImportJob, 'error' | 'error_code' | 'error_params'>),
  polls: new Map<number, number>(),
  uploads: [] as string[],
};

export const sampleReport: ImportReport = {
  files: [
    { name: 'diary.csv', kind: 'diary', rows: 5 },
    { name: 'watchlist.csv', kind: 'watchlist', rows: 1 },
  ],
  matched: 2,
  unmatched: 4,
  unmatched_rows: [
    { file: 'diary.csv', line: 3, title: 'Nowhere Film', year: 1990, reason: 'not_found' },
    { file: 'diary.csv', line: 4, title: 'Twin', year: 2001, reason: 'ambiguous' },
    { file: 'diary.csv', line: 5, title: '', year: null, reason: 'malformed' },
    { file: 'diary.csv', line: 6, title: 'Late Film', year: 1950, reason: 'year_differs' },
  ],
  created: { diary: 1, ratings: 0, watchlist: 1, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 },
  skipped_existing: 0,
};

export function resetPortabilityState(): void {
  portabilityState.nextId = 1;
  portabilityState.pollsBeforeEnd = 2;
  portabilityState.outcome = { status: 'done', report: sampleReport };
  portabilityState.polls = new Map();
  portabilityState.uploads = [];
}
resetPortabilityState();

const TOTAL = 4;

export const dataPortabilityHandlers = [
  http.post('*/api/me/imports/', async ({ request }) => {
    const file = (await request.formData()).get(IMPORT_FIELD);
    // Node's File under jest-fixed-jsdom, not the jsdom global: told apart from a text field by type.
    if (file === null || typeof file === 'string') return refusal(400, 'import_missing');
    if (file.size > IMPORT_MAX_BYTES) return refusal(413, 'import_too_big', { megabytes: IMPORT_MAX_BYTES / (1024 * 1024) });
    const text = await file.text();
    if (text.startsWith('junk')) return refusal(400, 'import_not_utf8', { file: file.name });
    portabilityState.uploads.push(file.name);
    const id = portabilityState.nextId++;
    portabilityState.polls.set(id, 0);
    return HttpResponse.json({ id }, { status: 202 });
  }),

  http.get('*/api/me/imports/:id/', ({ params }) => {
    const id = Number(params.id);
    const polls = portabilityState.polls.get(id);
    if (polls === undefined) return refusal(404, 'import_not_found');
    portabilityState.polls.set(id, polls + 1);
    if (polls < portabilityState.pollsBeforeEnd) {
      return HttpResponse.json({ id, status: 'matching', processed: Math.min(TOTAL, polls * 2), total: TOTAL } satisfies ImportJob);
    }
    const { outcome } = portabilityState;
    const job: ImportJob =
      outcome.status === 'done'
        ? { id, status: 'done', processed: TOTAL, total: TOTAL, report: outcome.report ?? sampleReport }
        : { ...outcome, id, processed: TOTAL, total: TOTAL };
    return HttpResponse.json(job);
  }),

  http.get('*/api/me/imports/:id/unmatched.csv', ({ params }) =>
    new HttpResponse('File,Line,Title,Year,Reason,Detail\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="unmatched-${String(params.id)}.csv"` },
    }),
  ),

  http.get('*/api/me/export/', () =>
    new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
      headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="movie-browser-export-2026-11-23.zip"' },
    }),
  ),
];
