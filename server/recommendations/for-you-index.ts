import type { Queryable } from '../db/database';
import { float64s, int32s, joinBytes, joinText, lowerBound, positionIn, readInParts, UNKNOWN } from '../catalogue/packed-reads';

/**
 * What For you reads of the catalogue, held in memory: each film's genres (in order), year,
 * popularity, adult flag and source, and the credits that link films (every cast credit with its
 * billing, every director), by person and by film. Read at the first For you request (about
 * 0.5 s and 6 MB on the 92,158-film world) and again once five minutes old, like Discover's and
 * search's indexes; the user's lists are read on every request.
 */

const FILMS_A_READ = 10_000;
const PEOPLE_A_READ = 5_000;
/** The billing of a director's credit, below every cast billing. */
export const DIRECTOR = -1;

const FILMS = `select max(id) as last, string_agg(int4send(id), '') as id,
  string_agg(int4send(coalesce(release_year, ${UNKNOWN})), '') as year,
  string_agg(float8send(popularity), '') as popularity,
  string_agg(case when adult then '1' else '0' end, '') as adult,
  string_agg(source, ',') as source,
  string_agg(array_to_string(genre_ids, ','), ';') as genres
  from (select * from movies where id > $1 order by id limit ${FILMS_A_READ}) m`;

interface FilmsRow {
  last: number | null;
  id: Uint8Array | null;
  year: Uint8Array | null;
  popularity: Uint8Array | null;
  adult: string | null;
  source: string | null;
  genres: string | null;
}

/** Cast credits (with their billing) and directors' credits, the PEOPLE_A_READ people after $1 by id. */
const CREDITS = `with people as (
    select distinct person_id from movie_credits
    where person_id > $1 and (kind = 'cast' or job = 'Director') order by person_id limit ${PEOPLE_A_READ})
  select max(person_id) as last, string_agg(int4send(person_id), '') as person, string_agg(int4send(movie_id), '') as film,
    string_agg(int4send(case when kind = 'cast' then billing_order else ${DIRECTOR} end), '') as billing
  from (select person_id, movie_id, kind, billing_order from movie_credits
    where person_id > $1 and person_id <= (select max(person_id) from people) and (kind = 'cast' or job = 'Director')
    order by person_id, movie_id, kind, billing_order) c`;

interface CreditsRow {
  last: number | null;
  person: Uint8Array | null;
  film: Uint8Array | null;
  billing: Uint8Array | null;
}

export class ForYouIndex {
  /** Film positions in ascending year (unknown years left out), for the same-era candidates. */
  private readonly byYear: Int32Array;
  /** Their years, in the same order. */
  private readonly yearsInOrder: Float64Array;
  /** Credit numbers by film: those of film f are filmCredits[filmStart[f] .. filmStart[f + 1]). */
  private readonly filmStart: Int32Array;
  private readonly filmCredits: Int32Array;

  private constructor(
    /** Film ids in ascending order; a film's position here is its position in every film array. */
    readonly ids: Int32Array,
    /** NaN where unknown. */
    readonly year: Float64Array,
    readonly popularity: Float64Array,
    readonly adult: Uint8Array,
    readonly source: readonly string[],
    /** A film's genre ids in order: genres[genreStart[f] .. genreStart[f + 1]). */
    private readonly genreStart: Int32Array,
    private readonly genreIds: Int32Array,
    /** The credits in person order: who, which film (its position, -1 when the index lacks it), the billing or DIRECTOR. */
    readonly creditPerson: Int32Array,
    readonly creditFilm: Int32Array,
    readonly creditBilling: Int32Array,
  ) {
    this.byYear = Int32Array.from(ids.keys())
      .filter((film) => !Number.isNaN(year[film]))
      .sort((a, b) => year[a]! - year[b]!);
    this.yearsInOrder = Float64Array.from(this.byYear, (film) => year[film]!);
    this.filmStart = new Int32Array(ids.length + 1);
    for (const film of creditFilm) if (film >= 0) this.filmStart[film + 1]!++;
    for (let film = 0; film < ids.length; film++) this.filmStart[film + 1]! += this.filmStart[film]!;
    this.filmCredits = new Int32Array(this.filmStart[ids.length]!);
    const next = this.filmStart.slice(0, ids.length);
    creditFilm.forEach((film, credit) => {
      if (film >= 0) this.filmCredits[next[film]!++] = credit;
    });
  }

  static async read(db: Queryable): Promise<ForYouIndex> {
    const films = await readInParts<FilmsRow>(db, FILMS);
    const credits = await readInParts<CreditsRow>(db, CREDITS);
    const ids = Int32Array.from(int32s(joinBytes(films.map((part) => part.id))));
    if (ids.some((id, film) => film > 0 && id <= ids[film - 1]!)) throw new Error('The films were not read in id order');
    const lists = ids.length === 0 ? [] : (joinText(films.map((part) => part.genres), ';') ?? '').split(';');
    const genreStart = new Int32Array(ids.length + 1);
    const genreIds: number[] = [];
    lists.forEach((list, film) => {
      genreStart[film] = genreIds.length;
      if (list !== '') genreIds.push(...list.split(',').map(Number));
    });
    genreStart[ids.length] = genreIds.length;
    return new ForYouIndex(
      ids,
      int32s(joinBytes(films.map((part) => part.year)), Number.NaN),
      float64s(joinBytes(films.map((part) => part.popularity))),
      Uint8Array.from(joinText(films.map((part) => part.adult), '') ?? '', Number),
      ids.length === 0 ? [] : (joinText(films.map((part) => part.source), ',') ?? '').split(','),
      genreStart,
      Int32Array.from(genreIds),
      Int32Array.from(int32s(joinBytes(credits.map((part) => part.person)))),
      Int32Array.from(int32s(joinBytes(credits.map((part) => part.film))), (id) => positionIn(ids, id)),
      Int32Array.from(int32s(joinBytes(credits.map((part) => part.billing)))),
    );
  }

  /** A film's position, or -1 for a film the index does not hold. */
  positionOf(id: number): number {
    return positionIn(this.ids, id);
  }

  /** A film's first genre, its second (-1 when it has fewer) and how many it has. */
  firstGenres(film: number): { first: number; second: number; count: number } {
    const start = this.genreStart[film]!;
    const count = this.genreStart[film + 1]! - start;
    return { first: count > 0 ? this.genreIds[start]! : -1, second: count > 1 ? this.genreIds[start + 1]! : -1, count };
  }

  hasGenre(film: number, genre: number): boolean {
    for (let i = this.genreStart[film]!; i < this.genreStart[film + 1]!; i++) if (this.genreIds[i] === genre) return true;
    return false;
  }

  /** How many of a listed film's first three genres (each place counted) a film carries. */
  sharedGenres(listed: number, film: number): number {
    const start = this.genreStart[listed]!;
    const end = Math.min(start + 3, this.genreStart[listed + 1]!);
    let shared = 0;
    for (let i = start; i < end; i++) if (this.hasGenre(film, this.genreIds[i]!)) shared++;
    return shared;
  }

  /** The credit numbers of a film. */
  creditsOf(film: number): Int32Array {
    return this.filmCredits.subarray(this.filmStart[film], this.filmStart[film + 1]);
  }

  /** The credit numbers of a person: a run of the person-ordered credits (binary search for its start). */
  creditsBy(person: number): { from: number; to: number } {
    return { from: lowerBound(this.creditPerson, person), to: lowerBound(this.creditPerson, person + 1) };
  }

  /** Films of a known year from `from` to `to`, both included. */
  filmsOfYears(from: number, to: number): Int32Array {
    return this.byYear.subarray(lowerBound(this.yearsInOrder, from), lowerBound(this.yearsInOrder, to + 1));
  }
}
