import type { Migration } from '../migrate';

/**
 * A finished import's unmatched rows, one row each, instead of one jsonb array in its job:
 * written 500 a statement, so the 10,000 unmatched rows of a large import no longer make one
 * 1.7 MB statement that held PGlite's only connection (and everyone's requests) for about
 * 150 ms while it parsed and compressed the array (issue 38). The arrays already stored move here.
 */
export const importUnmatched: Migration = {
  id: '0023-import-unmatched',
  sql: `
    create table import_unmatched (
      job_id bigint not null references import_jobs (id) on delete cascade,
      n integer not null,
      detail jsonb not null,
      primary key (job_id, n)
    );
    insert into import_unmatched (job_id, n, detail)
      select job.id, row.n, row.detail
      from import_jobs job, jsonb_array_elements(job.unmatched) with ordinality as row(detail, n);
    alter table import_jobs drop column unmatched;
  `,
};
