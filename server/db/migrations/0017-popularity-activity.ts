import type { Migration } from '../migrate';

/**
 * Popularity that lives (issue 39): what this server's people did with each film in the last
 * 30 days, and what the periodic refresh (server/popularity/refresh.ts) wrote from it.
 * `popularity_activity` holds only films with activity, so the refresh compares a few rows, never
 * the catalogue: `month`, `week` and `day` are the activity points of the last 30 days, 7 days
 * and 24 hours; `prior` the film's popularity before activity (null when the movies table does
 * not hold the film, as with the TMDB upstream), `popularity` what the refresh wrote to
 * movies.popularity, so that a value rewritten since (a catalogue load, an import) is told apart
 * and read as the new prior. The activity indexes let the refresh read the window's rows only,
 * and hold no imported row (imports do not count): an import of 150,000 rows neither writes
 * them nor makes every refresh of the next 30 days read past them.
 */
export const popularityActivity: Migration = {
  id: '0017-popularity-activity',
  sql: `
    create index diary_entries_created on diary_entries (created_at) where import_job_id is null;
    create index movie_ratings_updated on movie_ratings (updated_at) where import_job_id is null;
    create index movie_list_entries_added on movie_list_entries (added_at) where import_job_id is null;

    create table popularity_activity (
      movie_id integer primary key,
      month double precision not null,
      week double precision not null,
      day double precision not null,
      prior double precision,
      popularity double precision
    );
    create index popularity_activity_week on popularity_activity (week desc, movie_id) where week > 0;
    create index popularity_activity_day on popularity_activity (day desc, movie_id) where day > 0;
  `,
};
