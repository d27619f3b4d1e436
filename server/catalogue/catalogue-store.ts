import type { Database, Queryable } from '../db/database';
import type { CatalogueFilm } from './film';
import { readVegaFilms } from './vega-movies';

/** Rows per statement: one JSON parameter each, small enough for PGlite's memory. */
const BATCH = 2000;

/**
 * Inserts or replaces films by id in one statement per batch: the films travel as a single
 * JSON parameter and search_title is computed by the database's own unaccent().
 */
export async function upsertFilms(tx: Queryable, films: readonly CatalogueFilm[]): Promise<void> {
  for (let start = 0; start < films.length; start += BATCH) {
    await tx.query(
      `insert into movies (id, source, title, original_title, original_language, overview, tagline,
         release_date, runtime, adult, popularity, vote_average, vote_count, poster_path, backdrop_path,
         budget, revenue, status, imdb_id, homepage, genre_ids, director, "cast", crew, search_title)
       select r.id, r.source, r.title, r.original_title, r.original_language, r.overview, r.tagline,
         r.release_date, r.runtime, r.adult, r.popularity, r.vote_average, r.vote_count, r.poster_path,
         r.backdrop_path, r.budget, r.revenue, r.status, r.imdb_id, r.homepage,
         array(select jsonb_array_elements_text(r.genre_ids)::integer), r.director, r."cast", r.crew,
         lower(unaccent(r.title))
       from jsonb_to_recordset($1::jsonb) as r(id integer, source text, title text, original_title text,
         original_language text, overview text, tagline text, release_date date, runtime integer,
         adult boolean, popularity double precision, vote_average double precision, vote_count integer,
         poster_path text, backdrop_path text, budget bigint, revenue bigint, status text, imdb_id text,
         homepage text, genre_ids jsonb, director text, "cast" jsonb, crew jsonb)
       on conflict (id) do update set source = excluded.source, title = excluded.title,
         original_title = excluded.original_title, original_language = excluded.original_language,
         overview = excluded.overview, tagline = excluded.tagline, release_date = excluded.release_date,
         runtime = excluded.runtime, adult = excluded.adult, popularity = excluded.popularity,
         vote_average = excluded.vote_average, vote_count = excluded.vote_count,
         poster_path = excluded.poster_path, backdrop_path = excluded.backdrop_path,
         budget = excluded.budget, revenue = excluded.revenue, status = excluded.status,
         imdb_id = excluded.imdb_id, homepage = excluded.homepage, genre_ids = excluded.genre_ids,
         director = excluded.director, "cast" = excluded."cast", crew = excluded.crew,
         search_title = excluded.search_title`,
      [JSON.stringify(films.slice(start, start + BATCH))],
    );
  }
}

/** An arbitrary constant: the advisory lock that lets one node load the catalogue while others wait. */
const CATALOGUE_LOCK = 727_003;

/**
 * Loads the embedded data set when no embedded film is stored yet, in one transaction, and
 * reports how many films it loaded (0 when the catalogue was already there).
 */
export async function loadEmbeddedCatalogueIfEmpty(db: Database): Promise<number> {
  const present = async (tx: Queryable) =>
    (await tx.query("select 1 from movies where source = 'embedded' limit 1")).length > 0;
  if (await present(db)) return 0;
  const films = await readVegaFilms();
  const loaded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
    if (await present(tx)) return 0;
    await upsertFilms(tx, films);
    return films.length;
  });
  if (loaded > 0) await refreshSearchIndex(db);
  return loaded;
}

/**
 * Readies the search index after a bulk write. A GIN index gathers new entries in a pending
 * list that every search reads through row by row until a vacuum merges it; the embedded
 * catalogue alone stays under the list's 4 MB limit, so without the merge each search pays
 * about 3 ms more. Without statistics the planner scans every row and computes trigram
 * similarity for each (about 20 ms a search at 3,200 films) instead of asking the index.
 */
export async function refreshSearchIndex(db: Database): Promise<void> {
  await db.query("select gin_clean_pending_list('movies_search_title_trgm'::regclass)");
  await db.exec('analyze movies');
}
