import type { Migration } from '../migrate';

/**
 * The import job that wrote each row of a person's log, null for rows made any other way. On
 * PGlite an import commits a chunk of rows at a time (one transaction would hold the embedded
 * database's only connection, and every other request with it, for seconds), so a job that
 * fails or dies with its server is undone by deleting its rows (server/filmLog/import-log.ts).
 * No index: the rows are found by the person's own index, and only when a job fails.
 */
export const importSteps: Migration = {
  id: '0015-import-steps',
  sql: `
    alter table diary_entries add column import_job_id bigint;
    alter table movie_ratings add column import_job_id bigint;
    alter table movie_list_entries add column import_job_id bigint;
    alter table favorite_actors add column import_job_id bigint;
    alter table user_lists add column import_job_id bigint;
    alter table user_list_entries add column import_job_id bigint;
  `,
};
