import type { Migration } from '../migrate';

/**
 * Imports (issue 38):
 * - movies.match_title and match_original_title hold normaliseTitle() of the titles
 *   (server/catalogue/world/titles.ts), written by every load and import, so an import matches a
 *   whole file's titles by index in a few queries instead of one trigram search per film. The
 *   rows this migration finds are filled by fillMatchTitles at start.
 * - One running import per person, held by the database (a unique index over the running
 *   jobs) rather than by a check that two uploads can pass at once. Before the index, a running
 *   job is failed when its heartbeat is a minute old (its server stopped) or when a newer one
 *   of the same person runs (two let in by the old check); an old node's live job runs on.
 * - import_jobs.node names the process that runs a job; updated_at is its heartbeat.
 */
export const importMatching: Migration = {
  id: '0013-import-matching',
  sql: `
    alter table movies add column match_title text, add column match_original_title text;
    create index movies_match_title on movies (match_title);
    create index movies_match_original_title on movies (match_original_title);

    update import_jobs set status = 'failed',
      error = 'The import stopped before it finished (the server restarted); nothing was imported. Upload the file again.',
      updated_at = now()
    where status in ('matching', 'writing')
      and (updated_at <= now() - interval '60 seconds'
        or id <> (select max(id) from import_jobs j where j.user_id = import_jobs.user_id and j.status in ('matching', 'writing')));
    alter table import_jobs add column node text;
    create unique index import_jobs_one_running on import_jobs (user_id) where status in ('matching', 'writing');
  `,
};
