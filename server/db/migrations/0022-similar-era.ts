import type { Migration } from '../migrate';

/** TMDB's 19 movie genres, each a bit of movies.genre_mask in this order; fixed here, whatever the code's list becomes. */
const GENRE_BITS = [28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37];

const GENRE_MASK = GENRE_BITS.map((genre, bit) => `case when ${genre} = any(genre_ids) then ${2 ** bit} else 0 end`).join(' | ');

/**
 * Similar films (server/catalogue/similarity.ts) read from an index (issue 40). A film's
 * same-genre films within three years are about 12,000 films on the 92,158-film world, spread
 * over most of the movies table's 4,000 pages: each similar list read nearly the whole table
 * and tested every candidate's genre array, which cost about 60 ms of CPU. movies_similar_era
 * holds what the score reads of them (6 MB), and genre_mask the genres as bits, so that a shared
 * genre is an AND and counting them a bit_count. Generated, so the catalogue load and imports
 * write it without knowing of it. Adding the column rewrites the table, which leaves its
 * visibility map empty and every index-only read going to the table after all; the version key
 * is removed so that the next start loads the film world again, and vacuums after it.
 */
export const similarEra: Migration = {
  id: '0022-similar-era',
  sql: `
    alter table movies add column genre_mask integer not null generated always as (${GENRE_MASK}) stored;
    create index movies_similar_era on movies (release_year)
      include (id, genre_mask, director, popularity, vote_average, vote_count) where not adult;
    delete from app_settings where key = 'catalogue.film-world';
  `,
};
