import type { AlternativeTitles, CastMember, Credits, CrewMember, MovieDetails, MoviePage, MovieSummary, ReleaseDates } from '../../contract/movies';
import type { Queryable } from '../db/database';
import {
  creditsFromRows,
  DETAILS_COLUMNS,
  detailsFromRow,
  moviePage,
  PAGE_SIZE,
  SUMMARY_COLUMNS,
  summaryFromRow,
  type CreditRow,
  type DetailsRow,
  type SummaryRow,
} from './tmdb-shapes';

export async function popularFilms(db: Queryable, page: number): Promise<MoviePage> {
  const rows = await db.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS} from movies m where not m.adult
     order by m.popularity desc, m.id limit ${PAGE_SIZE} offset $1`,
    [(page - 1) * PAGE_SIZE],
  );
  const [count] = await db.query<{ total: number }>('select count(*)::integer as total from movies where not adult');
  return moviePage(page, rows, count?.total ?? 0);
}

/**
 * /3/movie/now_playing and /upcoming on a historical catalogue: the films whose release day
 * (month and day, any year) falls between `from` and `to` ("MM-DD", the window wrapping at the
 * year's end), by popularity: this date's anniversaries, never an empty page while any film has
 * a full date. Films known by their year only have no day to fall on.
 */
export async function anniversaryFilms(db: Queryable, window: { from: string; to: string }, page: number): Promise<MoviePage> {
  const within =
    window.from <= window.to
      ? "to_char(m.release_date, 'MM-DD') between $1 and $2"
      : "(to_char(m.release_date, 'MM-DD') >= $1 or to_char(m.release_date, 'MM-DD') <= $2)";
  const matching = `from movies m where not m.adult and m.release_date is not null and ${within}`;
  const rows = await db.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS} ${matching} order by m.popularity desc, m.id limit ${PAGE_SIZE} offset $3`,
    [window.from, window.to, (page - 1) * PAGE_SIZE],
  );
  const [count] = await db.query<{ total: number }>(`select count(*)::integer as total ${matching}`, [window.from, window.to]);
  return moviePage(page, rows, count?.total ?? 0);
}

/** A film's details; asked by an id an earlier film world served (docs/CATALOGUE.md, "Ids"), the film it is now part of. */
export async function filmDetails(db: Queryable, id: number, language: string | undefined): Promise<MovieDetails | null> {
  const [row] = await db.query<DetailsRow>(
    `select ${DETAILS_COLUMNS} from movies m
     where m.id = coalesce((select f.movie_id from movie_former_ids f where f.former_id = $1), $1)`,
    [id],
  );
  return row ? detailsFromRow(row, language) : null;
}

export async function filmCredits(db: Queryable, id: number): Promise<Credits | null> {
  const [row] = await db.query<{ cast: CastMember[]; crew: CrewMember[] }>(
    'select "cast", crew from movies where id = $1',
    [id],
  );
  if (!row) return null;
  const credits = await db.query<CreditRow>(
    `select c.kind, c.billing_order, c.department, c.job, c.character, c.person_id,
       p.name, p.known_for_department, p.popularity
     from movie_credits c join people p on p.id = c.person_id
     where c.movie_id = $1
     order by c.kind, c.billing_order`,
    [id],
  );
  return creditsFromRows(id, credits, row.cast, row.crew);
}

/** MPAA ratings as TMDB writes US certifications; anything else (vega's "Open") is no certification. */
const US_CERTIFICATIONS: Record<string, string> = { G: 'G', PG: 'PG', 'PG-13': 'PG-13', R: 'R', 'NC-17': 'NC-17', 'Not Rated': 'NR' };

/** TMDB's release type for a theatrical release, the one release the catalogue knows. */
const THEATRICAL = 3;

/**
 * A film's theatrical release and, in the US, its MPAA rating, in TMDB's release_dates shape.
 * The catalogue knows one date a film (its first release, docs/CATALOGUE.md) and no source names
 * that release's country. It is listed where Discover's `region` places it (migration 0018) when
 * that is one country: the US for the American films of Wikipedia's lists and vega's MPAA
 * ratings, the country that made it for a world film of one country. A world film of several
 * countries, or of none, has its date in its details and no release here rather than a guessed
 * country; a film known by its year only has none rather than an invented day.
 */
export async function filmReleaseDates(db: Queryable, id: number): Promise<ReleaseDates | null> {
  // American as migration 0018's release_countries has it: listed by Wikipedia, or MPAA-rated.
  const [row] = await db.query<{ release_date: string | null; mpaa_rating: string | null; american: boolean; production_countries: string[] }>(
    `select to_char(release_date, 'YYYY-MM-DD') as release_date, mpaa_rating,
       wikipedia_href is not null or mpaa_rating is not null as american, production_countries
     from movies where id = $1`,
    [id],
  );
  if (!row) return null;
  const country = row.american ? 'US' : row.production_countries.length === 1 ? row.production_countries[0] : undefined;
  if (row.release_date === null || country === undefined) return { id, results: [] };
  const release = {
    certification: country === 'US' ? (US_CERTIFICATIONS[row.mpaa_rating ?? ''] ?? '') : '',
    descriptors: [],
    iso_639_1: '',
    note: '',
    release_date: `${row.release_date}T00:00:00.000Z`,
    type: THEATRICAL,
  };
  return { id, results: [{ iso_3166_1: country, release_dates: [release] }] };
}

/**
 * A film's other titles in TMDB's alternative_titles shape. The sources do not say in which
 * country a title is used, so iso_3166_1 is empty, as TMDB leaves what it does not know.
 */
export async function filmAlternativeTitles(db: Queryable, id: number): Promise<AlternativeTitles | null> {
  const [film] = await db.query<{ id: number }>('select id from movies where id = $1', [id]);
  if (!film) return null;
  const titles = await db.query<{ iso_3166_1: string; title: string; type: string }>(
    'select iso_3166_1, title, type from movie_alternative_titles where movie_id = $1 order by position',
    [id],
  );
  return { id, titles };
}

/** Summaries for the given ids in the order asked; unknown ids are left out. */
export async function filmSummaries(db: Queryable, ids: readonly number[]): Promise<MovieSummary[]> {
  return (await summaryRows(db, ids)).map(summaryFromRow);
}

/** The films' summary rows in the order of `ids`; an id the catalogue does not hold is left out. */
export async function summaryRows(db: Queryable, ids: readonly number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from movies m where m.id = any($1::integer[])`, [
    [...ids],
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface PosterFacts {
  id: number;
  title: string;
  year: string;
  genre_ids: number[];
  director: string | null;
  /** The top-billed cast, at most POSTER_CAST of them. */
  cast: string[];
}

const POSTER_CAST = 3;

/** What a poster shows; the cast from the film world's credits, or an imported film's own. */
export async function posterFacts(db: Queryable, id: number): Promise<PosterFacts | null> {
  const [row] = await db.query<PosterFacts>(
    `select m.id, m.title, coalesce(m.release_year::text, '') as year, m.genre_ids, m.director,
       coalesce(
         (select array_agg(p.name order by c.billing_order) from movie_credits c join people p on p.id = c.person_id
          where c.movie_id = m.id and c.kind = 'cast' and c.billing_order < ${POSTER_CAST}),
         array(select e ->> 'name' from jsonb_array_elements(m."cast") with ordinality as j(e, n) order by n limit ${POSTER_CAST})
       ) as cast
     from movies m where m.id = $1`,
    [id],
  );
  return row ?? null;
}
