import type { Database, Queryable } from '../db/database';
import { posterPathFor, type CatalogueFilm } from './film';
import { followFormerIds, storeFormerIds } from './former-ids';
import { followFormerPeople } from './former-people';
import { asciiSearchText } from './search';
import { titleSortKey } from './title-sort';
import { normaliseTitle } from './world/titles';
import { collectGarbage } from '../memory/give-back';
import { parseFilmWorld, readFilmWorldFile, type FilmRow, type FilmWorld } from './film-world';

/** Films per statement: small enough for PGlite's memory. */
const BATCH = 2000;
/** Credits per statement: they travel as parallel arrays, far smaller per row than films. */
const CREDIT_BATCH = 50_000;

/**
 * The movies columns an upsert writes, in order: the array type each travels as and its value
 * for a film. Lists of numbers and of ISO codes travel as comma-joined text, the credit objects
 * as JSON text.
 */
const FILM_COLUMNS: ReadonlyArray<readonly [string, string, (film: CatalogueFilm) => unknown]> = [
  ['id', 'integer', (film) => film.id],
  ['source', 'text', (film) => film.source],
  ['title', 'text', (film) => film.title],
  ['original_title', 'text', (film) => film.original_title],
  ['original_language', 'text', (film) => film.original_language],
  ['overview', 'text', (film) => film.overview],
  ['tagline', 'text', (film) => film.tagline],
  ['release_date', 'date', (film) => film.release_date],
  ['release_year', 'integer', (film) => film.release_year ?? null],
  ['runtime', 'integer', (film) => film.runtime],
  ['adult', 'boolean', (film) => film.adult],
  ['popularity', 'float8', (film) => film.popularity],
  ['vote_average', 'float8', (film) => film.vote_average],
  ['vote_count', 'integer', (film) => film.vote_count],
  ['poster_path', 'text', (film) => film.poster_path],
  ['backdrop_path', 'text', (film) => film.backdrop_path],
  ['budget', 'bigint', (film) => film.budget],
  ['revenue', 'bigint', (film) => film.revenue],
  ['status', 'text', (film) => film.status],
  ['imdb_id', 'text', (film) => film.imdb_id],
  ['homepage', 'text', (film) => film.homepage],
  ['genre_ids', 'text', (film) => film.genre_ids.join(',')],
  ['director', 'text', (film) => film.director],
  ['cast', 'text', (film) => JSON.stringify(film.cast)],
  ['crew', 'text', (film) => JSON.stringify(film.crew)],
  ['search_title', 'text', (film) => asciiSearchText(film.title)],
  ['mpaa_rating', 'text', (film) => film.mpaa_rating ?? null],
  ['rotten_tomatoes_rating', 'integer', (film) => film.rotten_tomatoes_rating ?? null],
  ['wikipedia_href', 'text', (film) => film.wikipedia_href ?? null],
  ['match_title', 'text', (film) => matchTitles(film.title, film.original_title).match_title],
  ['match_original_title', 'text', (film) => matchTitles(film.title, film.original_title).match_original_title],
  ['title_sort', 'text', (film) => titleSortKey(film.title)],
  ['original_title_sort', 'text', (film) => titleSortKey(film.original_title, film.original_language)],
  ['production_countries', 'text', (film) => (film.production_countries ?? []).join(',')],
  ['spoken_languages', 'text', (film) => (film.spoken_languages ?? []).join(',')],
  ['freebase_mid', 'text', (film) => film.freebase_mid ?? null],
];

/** What the database stores of a column that travelled as text, where it is more than the value itself. */
const STORED: Readonly<Record<string, string>> = {
  release_year: 'coalesce(r.release_year, extract(year from r.release_date)::integer)',
  genre_ids: "string_to_array(r.genre_ids, ',')::integer[]",
  cast: 'r."cast"::jsonb',
  crew: 'r.crew::jsonb',
  search_title: 'coalesce(r.search_title, lower(unaccent(r.title)))',
  production_countries: "string_to_array(r.production_countries, ',')",
  spoken_languages: "string_to_array(r.spoken_languages, ',')",
};

const quoted = (column: string) => (column === 'cast' ? '"cast"' : column);
const UPSERT_FILMS = `insert into movies (${FILM_COLUMNS.map(([column]) => quoted(column)).join(', ')})
  select ${FILM_COLUMNS.map(([column]) => STORED[column] ?? `r.${quoted(column)}`).join(', ')}
  from unnest(${FILM_COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})
    as r(${FILM_COLUMNS.map(([column]) => quoted(column)).join(', ')})
  on conflict (id) do update set ${FILM_COLUMNS.slice(1).map(([column]) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ')}`;

/**
 * Inserts or replaces films by id in one statement per batch: the films travel as one array
 * per column, which PostgreSQL reads far faster than the same rows as one JSON document
 * (a first load's film inserts: 7.8 s with jsonb_to_recordset, 3.0 s so; docs/PERFORMANCE.md). search_title
 * is computed by the database's own unaccent(), or here for plain ASCII titles, which unaccent()
 * leaves alone. The match titles are the import's keys (migration 0013).
 */
export async function upsertFilms(tx: Queryable, films: readonly CatalogueFilm[]): Promise<void> {
  for (let start = 0; start < films.length; start += BATCH) {
    const batch = films.slice(start, start + BATCH);
    await tx.query(UPSERT_FILMS, FILM_COLUMNS.map(([, , value]) => batch.map(value)));
    await replaceAlternativeTitles(tx, batch);
  }
}

/** Rewrites the alternative titles of the films given, in their order; search_title as for movies. */
async function replaceAlternativeTitles(tx: Queryable, films: readonly CatalogueFilm[]): Promise<void> {
  await tx.query('delete from movie_alternative_titles where movie_id = any($1::integer[])', [films.map((film) => film.id)]);
  const rows = films.flatMap((film) => (film.alternative_titles ?? []).map((title, position) => ({ id: film.id, position, title })));
  if (rows.length === 0) return;
  await tx.query(
    `insert into movie_alternative_titles (movie_id, position, title, search_title)
     select r.id, r.position, r.title, coalesce(r.search_title, lower(unaccent(r.title)))
     from unnest($1::integer[], $2::integer[], $3::text[], $4::text[]) as r(id, position, title, search_title)`,
    [rows.map((row) => row.id), rows.map((row) => row.position), rows.map((row) => row.title), rows.map((row) => asciiSearchText(row.title))],
  );
}

/** The keys an import matches a film by; no original title key when it is the title's. */
function matchTitles(title: string, originalTitle: string): { match_title: string; match_original_title: string | null } {
  const matchTitle = normaliseTitle(title);
  const matchOriginal = normaliseTitle(originalTitle);
  return { match_title: matchTitle, match_original_title: matchOriginal === matchTitle ? null : matchOriginal };
}

/** Fills the match titles of the films stored before migration 0013, a batch at a time; once, at start. */
export async function fillMatchTitles(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const films = await db.query<{ id: number; title: string; original_title: string }>(
      `select id, title, original_title from movies where match_title is null order by id limit ${BATCH}`,
    );
    if (films.length === 0) return filled;
    const keys = films.map((film) => matchTitles(film.title, film.original_title));
    await db.query(
      `update movies m set match_title = k.match_title, match_original_title = k.match_original_title
       from unnest($1::integer[], $2::text[], $3::text[]) as k(id, match_title, match_original_title) where m.id = k.id`,
      [films.map((film) => film.id), keys.map((key) => key.match_title), keys.map((key) => key.match_original_title)],
    );
    filled += films.length;
  }
}

/**
 * A film of the film world as the movies table holds it. Unknown stays unknown: no rating is
 * vote_average 0 with vote_count 0 (TMDB's "nobody voted"), no runtime is null, no overview is
 * '' (the overview is the lead paragraph of the film's Wikipedia article, wikipedia_href), and
 * tagline and the like stay empty because no source has them.
 */
function catalogueFilm(row: FilmRow, names: ReadonlyMap<number, string>): CatalogueFilm {
  const [id, title, releaseDate, releaseYear, runtime, rating, votes, budget, gross, mpaa, rottenTomatoes, genreIds, directorIds, , href, popularity,
    originalLanguage, countries, languages, alternativeTitles, adult, freebaseMid, , , , overview] = row;
  const rated = rating !== null && votes !== null && votes > 0;
  return {
    id,
    source: 'embedded',
    title,
    original_title: title,
    original_language: originalLanguage,
    overview: overview ?? '',
    tagline: '',
    release_date: releaseDate,
    release_year: releaseYear,
    runtime,
    adult,
    popularity,
    vote_average: rated ? rating : 0,
    vote_count: rated ? votes : 0,
    poster_path: posterPathFor(id),
    backdrop_path: null,
    budget: budget ?? 0,
    revenue: gross ?? 0,
    status: 'Released',
    imdb_id: null,
    homepage: '',
    genre_ids: genreIds,
    director: directorIds[0] === undefined ? null : (names.get(directorIds[0]) ?? null),
    cast: [],
    crew: [],
    mpaa_rating: mpaa,
    rotten_tomatoes_rating: rottenTomatoes,
    wikipedia_href: href,
    production_countries: countries,
    spoken_languages: languages,
    alternative_titles: alternativeTitles,
    freebase_mid: freebaseMid,
  };
}

/** A person as the people table holds them; search_name is derived on the way in. */
export interface PersonEntry {
  id: number;
  name: string;
  department: string;
  popularity: number;
}

/** Inserts or replaces people by id, in one statement. */
export async function upsertPeople(tx: Queryable, people: readonly PersonEntry[]): Promise<void> {
  await tx.query(
    `insert into people (id, name, search_name, known_for_department, popularity)
     select p.id, p.name, coalesce(p.search_name, lower(unaccent(p.name))), p.department, p.popularity
     from unnest($1::integer[], $2::text[], $3::text[], $4::text[], $5::float8[]) as p(id, name, search_name, department, popularity)
     on conflict (id) do update set name = excluded.name, search_name = excluded.search_name,
       known_for_department = excluded.known_for_department, popularity = excluded.popularity`,
    [
      people.map((p) => p.id),
      people.map((p) => p.name),
      people.map((p) => asciiSearchText(p.name)),
      people.map((p) => p.department),
      people.map((p) => p.popularity),
    ],
  );
}

/** One movie_credits row: [movie id, kind, billing order, person id, department, job, character]. */
export type CreditEntry = readonly [number, 'cast' | 'crew', number, number, string, string, string];

/** Inserts credits in batches of parallel arrays; the caller has removed the films' old ones. */
export async function insertCredits(tx: Queryable, credits: readonly CreditEntry[]): Promise<void> {
  for (let start = 0; start < credits.length; start += CREDIT_BATCH) {
    const batch = credits.slice(start, start + CREDIT_BATCH);
    await tx.query(
      `insert into movie_credits (movie_id, kind, billing_order, person_id, department, job, character)
       select * from unnest($1::integer[], $2::text[], $3::integer[], $4::integer[], $5::text[], $6::text[], $7::text[])`,
      [0, 1, 2, 3, 4, 5, 6].map((field) => batch.map((credit) => credit[field])),
    );
  }
}

const worldCredits = (world: FilmWorld): CreditEntry[] =>
  world.films.flatMap(([movieId, , , , , , , , , , , , directors, cast]) => [
    ...cast.map((personId, order): CreditEntry => [movieId, 'cast', order, personId, 'Acting', '', '']),
    ...directors.map((personId, order): CreditEntry => [movieId, 'crew', order, personId, 'Directing', 'Director', '']),
  ]);

/**
 * Makes the database's embedded films, people and credits those of the film world: films are
 * upserted by id (list entries keep pointing at them), films the file no longer holds are
 * removed, people and credits are rewritten. Imported TMDB films are left alone.
 */
async function replaceFilmWorld(tx: Queryable, world: FilmWorld): Promise<void> {
  const names = new Map(world.people.map(([id, name]) => [id, name]));
  const ids = world.films.map((film) => film[0]);
  await tx.query(
    "delete from movie_credits where movie_id in (select id from movies where source = 'embedded')",
  );
  await tx.query(
    "delete from movie_alternative_titles where movie_id in (select id from movies where source = 'embedded' and id <> all($1::integer[]))",
    [ids],
  );
  await tx.query("delete from movies where source = 'embedded' and id <> all($1::integer[])", [ids]);
  await upsertFilms(tx, world.films.map((film) => catalogueFilm(film, names)));
  await tx.query(
    'delete from people p where p.id <> all($1::integer[]) and not exists (select 1 from movie_credits c where c.person_id = p.id)',
    [world.people.map((p) => p[0])],
  );
  await upsertPeople(tx, world.people.map(([id, name, department, popularity]) => ({ id, name, department, popularity })));
  await insertCredits(tx, worldCredits(world));
}

const FILM_WORLD_TABLES = ['movies', 'people', 'movie_credits', 'movie_alternative_titles'];

/**
 * Runs a bulk load with the tables' secondary indexes dropped and builds them again after it:
 * building an index over 37,000 titles at once costs a fraction of updating it row by row.
 * Only for a first load: the dropped indexes lock the tables until the transaction commits,
 * which a database already serving its catalogue to other nodes must not do. The definitions
 * are read back from the database, so the migrations stay their only source.
 */
async function withIndexesBuiltAfter(tx: Queryable, work: () => Promise<void>): Promise<void> {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = any($1::text[])
       and indexname not in (select conname from pg_constraint)`,
    [FILM_WORLD_TABLES],
  );
  for (const index of indexes) await tx.exec(`drop index "${index.name}"`);
  await work();
  for (const index of indexes) await tx.exec(index.definition);
}

/** An arbitrary constant: the advisory lock that lets one node load the catalogue while others wait. */
const CATALOGUE_LOCK = 727_003;
/** The app_settings key holding the fingerprint of the film world the database holds. */
const VERSION_KEY = 'catalogue.film-world';

export interface FilmWorldLoad {
  films: number;
  people: number;
}

/**
 * Loads the committed film world unless the database already holds this very version (its
 * fingerprint in app_settings), in one transaction; a database holding an older catalogue,
 * such as the first version's 3,201 vega films, is upgraded in place. Returns what it loaded,
 * or null when the catalogue was current.
 */
export async function loadFilmWorld(db: Database, file?: string): Promise<FilmWorldLoad | null> {
  const loaded = await loadChangedFilmWorld(db, file);
  // Here, once the load's own frame (the text, the parsed world) is gone.
  if (loaded) collectGarbage();
  return loaded;
}

async function loadChangedFilmWorld(db: Database, file?: string): Promise<FilmWorldLoad | null> {
  const { compressed, fingerprint } = await readFilmWorldFile(file);
  const current = async (q: Queryable) =>
    (await q.query<{ value: string }>('select value from app_settings where key = $1', [VERSION_KEY]))[0]?.value === fingerprint;
  if (await current(db)) return null;
  const world = parseFilmWorld(compressed);
  const loaded = await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
    if (await current(tx)) return false;
    const [film] = await tx.query("select 1 from movies where source = 'embedded' limit 1");
    if (film) await replaceFilmWorld(tx, world);
    else await withIndexesBuiltAfter(tx, () => replaceFilmWorld(tx, world));
    await followFormerIds(tx, world.formerIds);
    await followFormerPeople(tx, world.formerPersonIds);
    await storeFormerIds(tx, world.formerIds);
    await tx.query(
      'insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
      [VERSION_KEY, fingerprint],
    );
    return true;
  });
  if (!loaded) return null;
  await refreshCatalogueIndexes(db);
  return { films: world.films.length, people: world.people.length };
}

/**
 * Readies the indexes after a bulk write. A GIN index gathers new entries in a pending list that
 * every person search reads through row by row until a vacuum merges it; without the merge each
 * search pays milliseconds more. Similar films and For you read the credits linking films from
 * movie_credits' indexes alone (migration 0019) only where the table's visibility map says its
 * pages are all visible, which a vacuum sets (about 0.1 s for 100,000 films). Without statistics
 * the planner scans every person and computes trigram similarity for each instead of asking the
 * index. A sample of 3,000 rows (statistics target 10) is enough for these plans (the rest look
 * up by id or year) at an eighth of the time: the default sample of the movies' long titles and
 * arrays cost 1.4 s of the first start.
 */
export async function refreshCatalogueIndexes(db: Database): Promise<void> {
  await db.query("select gin_clean_pending_list('people_search_name_trgm'::regclass)");
  await db.exec('vacuum movies');
  await db.exec('vacuum movie_credits');
  await db.transaction(async (tx) => {
    await tx.exec('set local default_statistics_target = 10');
    await tx.exec('analyze movies');
    await tx.exec('analyze people');
    await tx.exec('analyze movie_credits');
    await tx.exec('analyze movie_alternative_titles');
  });
}
