import type { Migration } from '../migrate';

/**
 * For you (server/recommendations/for-you.ts) read from indexes alone (issue 39).
 *
 * - The credits: a full profile's seeds reach about 3,000 credits of the people in them, each a
 *   lead or a director; the indexes held the keys only, so every credit cost a page of the table
 *   to tell a lead from a bit part. Both now carry what the ranking tests (kind, billing, job).
 * - The same-genre, same-era candidates: five years of the 92,158 films are about 9,400 films per
 *   seed, read for their genres, id and popularity only. movies_discover_by_year holds them among
 *   Discover's titles and countries (19 MB); this one holds just those (6 MB), a third of the pages.
 */
export const forYouIndexes: Migration = {
  id: '0019-for-you-indexes',
  sql: `
    drop index movie_credits_person;
    create index movie_credits_person on movie_credits (person_id, movie_id) include (kind, billing_order, job);
    drop index movie_credits_billing;
    create unique index movie_credits_billing on movie_credits (movie_id, kind, billing_order) include (person_id, job);
    create index movies_genres_by_year on movies (release_year) include (id, genre_ids, popularity);
  `,
};
