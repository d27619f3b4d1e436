import { http, HttpResponse } from 'msw';

/** /api/health/ as the server answers it with the embedded catalogue; tests of a TMDB-backed server override `source`. */
export const healthHandlers = [
  http.get('*/api/health/', () =>
    HttpResponse.json({ status: 'ok', db: { kind: 'pglite', status: 'ok' }, cache: { kind: 'memory' }, source: 'embedded' }),
  ),
];
