import type { Queryable } from '../db/database';
import type { DiscoverFilters } from './discover-query';
import { float64s, int32s, joinBytes, joinText, lowerBound, positionIn, readInParts, UNKNOWN } from './packed-reads';

/**
 * What Discover's filters read of every film, held in memory as one typed array a fact (about
 * 8 MB for the 92,158-film world), the credits and each sort's order of the films, each read
 * from the database when first needed. On PGlite a filter that matched thousands of films
 * scattered over the table (a country alone, a decade sorted by date) read their rows one by
 * one, 20 to 60 ms; here a few loops over the arrays find the matches (kept for the next page or
 * sort) and a walk of the sort's order the page's films, a millisecond or two whatever the
 * filters. The database stays the one source: the index is read from it and read again as
 * cached answers expire (packed-reads.ts' latestRead).
 */

/** A film's values of a list (its genres, its countries) as codes: values[start[film] .. start[film + 1]), each once. */
class FilmLists {
  private constructor(
    private readonly start: Int32Array,
    private readonly values: Int32Array,
  ) {}

  /** From `a,b;c;;d`: one film's list per `;`, in the films' order. */
  static parse(text: string | null, films: number, codes: Codes): FilmLists {
    const lists = films === 0 || text === null ? [] : text.split(';');
    const start = new Int32Array(films + 1);
    const values: number[] = [];
    for (let film = 0; film < films; film++) {
      start[film] = values.length;
      const list = lists[film] ?? '';
      if (list !== '') for (const value of new Set(list.split(','))) values.push(codes.code(value));
    }
    start[films] = values.length;
    return new FilmLists(start, Int32Array.from(values));
  }

  /** The film's one value, or -1 when its list is empty or holds several. */
  only(film: number): number {
    return this.start[film + 1]! - this.start[film]! === 1 ? this.values[this.start[film]!]! : -1;
  }

  /**
   * Clears `keep` for each film with fewer than `need` of the wanted values (`wanted` flags them
   * by code): need 1 is any of them, their count all of them; `unwanted` keeps the others instead.
   */
  narrow(keep: Uint8Array, wanted: Uint8Array, need: number, unwanted = false): void {
    for (let film = 0; film < keep.length; film++) {
      if (keep[film] === 0) continue;
      let found = 0;
      for (let i = this.start[film]!; i < this.start[film + 1]!; i++) found += wanted[this.values[i]!]!;
      if (found >= need === unwanted) keep[film] = 0;
    }
  }
}

/** Interns text values (genre ids, languages, countries) as small numbers. */
class Codes {
  private readonly byText = new Map<string, number>();

  code(text: string): number {
    let code = this.byText.get(text);
    if (code === undefined) this.byText.set(text, (code = this.byText.size));
    return code;
  }

  get size(): number {
    return this.byText.size;
  }

  /** A flag per code, set for the values given (a value no film has sets none), and how many were distinct. */
  flags(values: readonly (string | number)[]): { wanted: Uint8Array; count: number } {
    const wanted = new Uint8Array(this.byText.size);
    const distinct = new Set(values.map(String));
    for (const value of distinct) {
      const code = this.byText.get(value);
      if (code !== undefined) wanted[code] = 1;
    }
    return { wanted, count: distinct.size };
  }
}

/** Films a statement: PGlite keeps for good the memory a statement's largest moment touched, 50 MB for all the films at once, 16 for ten thousand. */
const FILMS_A_READ = 10_000;
/** People a statement of the credits (about 23,000 credits). */
const PEOPLE_A_READ = 5_000;

/**
 * The films after $1 by id, FILMS_A_READ of them, each number column packed as one binary value,
 * big-endian, 4 or 8 bytes a film: PGlite and node-postgres hand a bytea over as bytes, with none
 * of the values parsed one by one (a row per film took 2 s for all of them). Lists are text. The
 * order comes from the sorted subquery, PostgreSQL's documented alternative to an ORDER BY in
 * each aggregate, which sorted eleven times; the constructor checks it.
 */
const FACTS = `select max(id) as last, string_agg(int4send(id), '') as id,
  string_agg(case when adult then '1' else '0' end, '') as adult,
  string_agg(int4send(coalesce(release_year, ${UNKNOWN})), '') as year,
  string_agg(int4send(coalesce(release_date - date '1970-01-01', ${UNKNOWN})), '') as day,
  string_agg(float8send(case when vote_count > 0 then vote_average else 'NaN' end), '') as rating,
  string_agg(int4send(vote_count), '') as vote_count,
  string_agg(int4send(coalesce(runtime, ${UNKNOWN})), '') as runtime,
  string_agg(original_language, ',') as language,
  string_agg(array_to_string(genre_ids, ','), ';') as genres,
  string_agg(array_to_string(production_countries, ','), ';') as production,
  string_agg(array_to_string(release_countries, ','), ';') as release
  from (select * from movies where id > $1 order by id limit ${FILMS_A_READ}) m`;

/** Null when there are no films after $1. */
interface FactsRow {
  last: number | null;
  id: Uint8Array | null;
  adult: string | null;
  year: Uint8Array | null;
  day: Uint8Array | null;
  rating: Uint8Array | null;
  vote_count: Uint8Array | null;
  runtime: Uint8Array | null;
  language: string | null;
  genres: string | null;
  production: string | null;
  release: string | null;
}

/** The credits of the PEOPLE_A_READ people after $1 by id: who, in which film, and whether in the cast (c) or the crew. */
const CREDITS = `with people as (
    select distinct person_id from movie_credits where person_id > $1 order by person_id limit ${PEOPLE_A_READ})
  select max(person_id) as last, string_agg(int4send(person_id), '') as person, string_agg(int4send(movie_id), '') as film,
    string_agg(case kind when 'cast' then 'c' else 'w' end, '') as kind
  from (select person_id, movie_id, kind from movie_credits
    where person_id > $1 and person_id <= (select max(person_id) from people) order by person_id, movie_id) c`;

interface CreditsRow {
  last: number | null;
  person: Uint8Array | null;
  film: Uint8Array | null;
  kind: string | null;
}

/** Which credits a people filter counts: TMDB's with_cast, with_crew and with_people. */
const CREDIT_KINDS = { with_cast: ['cast'], with_crew: ['crew'], with_people: ['cast', 'crew'] } as const;

/** A country's own languages: those of at least this share of the films made in it alone (filmsInOwnLanguage). */
const OWN_LANGUAGE_SHARE = 0.2;

/** About 3 MB at most: a bit a film, 11.5 KB a set of filters at 92,158 films. */
const MATCHES_KEPT = 256;

/** The films a query keeps, a bit a film, and how many they are. */
export interface KeptFilms {
  bits: Uint8Array;
  total: number;
}

/** One flag a byte to one a bit. */
function packBits(flags: Uint8Array): KeptFilms {
  const bits = new Uint8Array(Math.ceil(flags.length / 8));
  let total = 0;
  for (let i = 0; i < flags.length; i++) {
    bits[i >> 3]! |= flags[i]! << (i & 7);
    total += flags[i]!;
  }
  return { bits, total };
}

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const yearDay = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / DAY_MS;

/** The credits, ordered by person: the person's id, the film's position in the index (-1: a film it does not hold), cast (1) or crew (0). */
class Credits {
  constructor(
    private readonly person: Int32Array,
    private readonly film: Int32Array,
    private readonly inCast: Uint8Array,
  ) {}

  /** Clears `keep` for each film crediting fewer than `need` of the people (ids, each once), counting credits of the kinds given. */
  narrow(keep: Uint8Array, people: readonly number[], need: number, kinds: readonly ('cast' | 'crew')[]): void {
    const found = new Map<number, number>();
    for (const person of people) {
      // A person both in the cast and the crew of a film counts once.
      const films = new Set<number>();
      for (let i = lowerBound(this.person, person); i < this.person.length && this.person[i] === person; i++) {
        if (kinds.includes(this.inCast[i] === 1 ? 'cast' : 'crew')) films.add(this.film[i]!);
      }
      for (const film of films) found.set(film, (found.get(film) ?? 0) + 1);
    }
    const credited = new Uint8Array(keep.length);
    for (const [film, count] of found) if (film >= 0 && count >= need) credited[film] = 1;
    for (let film = 0; film < keep.length; film++) keep[film]! &= credited[film]!;
  }
}

export class DiscoverIndex {
  /** Film ids in ascending order; a film's position here is its position in every array below. */
  private readonly ids: Int32Array;
  private readonly adult: Uint8Array;
  /** Unknown values are NaN, which no comparison keeps, as SQL's null. */
  private readonly year: Float64Array;
  /** The release day (days since 1970), or a year-only film's first and last possible day (the bounds' reading). */
  private readonly earliestDay: Float64Array;
  private readonly latestDay: Float64Array;
  /** The rating; NaN without votes, an unknown rating. */
  private readonly rating: Float64Array;
  private readonly voteCount: Float64Array;
  private readonly runtime: Float64Array;
  private readonly language: Int32Array;
  private readonly genres: FilmLists;
  private readonly production: FilmLists;
  private readonly release: FilmLists;
  private readonly genreCodes = new Codes();
  private readonly languages = new Codes();
  private readonly countries = new Codes();
  /** Read when a people filter is first asked: most Discover queries have none. */
  private credits: Promise<Credits> | undefined;
  private readonly orders = new Map<string, Promise<Int32Array>>();
  /** By the countries asked (sorted, joined): their own languages' films, a flag a film. */
  private readonly ownLanguageFilms = new Map<string, Uint8Array>();
  /** The matches of the filters last asked, by key, least recently used first. */
  private readonly kept = new Map<string, KeptFilms>();

  private constructor(
    private readonly db: Queryable,
    row: FactsRow,
  ) {
    this.ids = Int32Array.from(int32s(row.id));
    const films = this.ids.length;
    if (this.ids.some((id, film) => film > 0 && id <= this.ids[film - 1]!)) throw new Error('The films were not read in id order');
    this.adult = Uint8Array.from(row.adult ?? '', Number);
    this.year = int32s(row.year, Number.NaN);
    const day = int32s(row.day, Number.NaN);
    this.earliestDay = day.map((known, film) => (Number.isNaN(known) ? yearDay(this.year[film]!, 1, 1) : known));
    this.latestDay = day.map((known, film) => (Number.isNaN(known) ? yearDay(this.year[film]!, 12, 31) : known));
    this.rating = float64s(row.rating);
    this.voteCount = int32s(row.vote_count);
    this.runtime = int32s(row.runtime, Number.NaN);
    this.language = Int32Array.from(films === 0 ? [] : (row.language ?? '').split(','), (code) => this.languages.code(code));
    this.genres = FilmLists.parse(row.genres, films, this.genreCodes);
    this.production = FilmLists.parse(row.production, films, this.countries);
    this.release = FilmLists.parse(row.release, films, this.countries);
  }

  static async read(db: Queryable): Promise<DiscoverIndex> {
    const films = await readInParts<FactsRow>(db, FACTS);
    return new DiscoverIndex(
      db,
      {
        last: null,
        id: joinBytes(films.map((part) => part.id)),
        adult: joinText(films.map((part) => part.adult), ''),
        year: joinBytes(films.map((part) => part.year)),
        day: joinBytes(films.map((part) => part.day)),
        rating: joinBytes(films.map((part) => part.rating)),
        vote_count: joinBytes(films.map((part) => part.vote_count)),
        runtime: joinBytes(films.map((part) => part.runtime)),
        language: joinText(films.map((part) => part.language), ','),
        genres: joinText(films.map((part) => part.genres), ';'),
        production: joinText(films.map((part) => part.production), ';'),
        release: joinText(films.map((part) => part.release), ';'),
      },
    );
  }

  private readCredits(): Promise<Credits> {
    if (!this.credits) {
      this.credits = readInParts<CreditsRow>(this.db, CREDITS).then(
        (parts) =>
          new Credits(
            Int32Array.from(int32s(joinBytes(parts.map((part) => part.person)))),
            Int32Array.from(int32s(joinBytes(parts.map((part) => part.film))), (id) => this.positionOf(id)),
            Uint8Array.from(joinText(parts.map((part) => part.kind), '') ?? '', (kind) => Number(kind === 'c')),
          ),
      );
      this.credits.catch(() => (this.credits = undefined));
    }
    return this.credits;
  }

  /**
   * The films in the order of an SQL sort (`m.` names the movies table), by position; read
   * once per index. A film the index does not hold (loaded since) is left out until the next.
   */
  order(key: string, orderBy: string): Promise<Int32Array> {
    let order = this.orders.get(key);
    if (!order) {
      order = this.db
        .query<{ ids: Uint8Array | null }>(`select string_agg(int4send(m.id), '' order by ${orderBy}) as ids from movies m`)
        .then(([row]) => Int32Array.from(int32s(row?.ids ?? null).map((id) => this.positionOf(id)).filter((film) => film >= 0)));
      order.catch(() => this.orders.delete(key));
      this.orders.set(key, order);
    }
    return order;
  }

  /**
   * The films a query's filters keep (a bit a film), computed once per `key` while it is among
   * the last MATCHES_KEPT asked: every sort and page of one set of filters reads the same films,
   * and TMDB's clients page and resort.
   */
  async matching(key: string, filters: DiscoverFilters, includeAdult: boolean): Promise<KeptFilms> {
    let kept = this.kept.get(key);
    if (kept) this.kept.delete(key);
    else {
      const people = filters.with_cast || filters.with_crew || filters.with_people;
      const credits = people ? await this.readCredits() : undefined;
      kept = this.kept.get(key) ?? packBits(this.matches(filters, includeAdult, credits));
    }
    this.kept.set(key, kept);
    if (this.kept.size > MATCHES_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return kept;
  }

  /** Which films pass every filter: one flag a film, each filter a loop over one typed array. */
  /** `credits` must be given when a people filter is. */
  private matches(filters: DiscoverFilters, includeAdult: boolean, credits: Credits | undefined): Uint8Array {
    const f = filters;
    const films = this.ids.length;
    const keep = new Uint8Array(films).fill(1);
    const between = (values: Float64Array, min: number | undefined, max: number | undefined) => {
      if (min === undefined && max === undefined) return;
      // NaN (unknown) fails any bound, as SQL's null does.
      const low = min ?? -Infinity;
      const high = max ?? Infinity;
      for (let film = 0; film < films; film++) if (!(values[film]! >= low && values[film]! <= high)) keep[film] = 0;
    };
    if (!includeAdult) for (let film = 0; film < films; film++) if (this.adult[film] === 1) keep[film] = 0;
    if (f.with_genres) {
      const { wanted, count } = this.genreCodes.flags(f.with_genres.ids);
      this.genres.narrow(keep, wanted, f.with_genres.match === 'all' ? count : 1);
    }
    if (f.without_genres) this.genres.narrow(keep, this.genreCodes.flags(f.without_genres.ids).wanted, 1, true);
    if (f.primary_release_year !== undefined) between(this.year, f.primary_release_year, f.primary_release_year);
    // A film known by its year only matches a bound its year overlaps: it may have come out on
    // any day of that year, so it is neither invented in nor left out.
    for (const from of [f['primary_release_date.gte'], f['release_date.gte']]) if (from) between(this.latestDay, dayOf(from), undefined);
    for (const until of [f['primary_release_date.lte'], f['release_date.lte']]) if (until) between(this.earliestDay, undefined, dayOf(until));
    between(this.rating, f['vote_average.gte'], f['vote_average.lte']);
    between(this.voteCount, f['vote_count.gte'], f['vote_count.lte']);
    between(this.runtime, f['with_runtime.gte'], f['with_runtime.lte']);
    if (f.with_original_language) {
      const { wanted } = this.languages.flags(f.with_original_language);
      for (let film = 0; film < films; film++) if (wanted[this.language[film]!] === 0) keep[film] = 0;
    }
    if (f.with_origin_country) this.production.narrow(keep, this.countries.flags(f.with_origin_country).wanted, 1);
    if (f.region) this.release.narrow(keep, this.countries.flags(f.region).wanted, 1);
    for (const name of ['with_cast', 'with_crew', 'with_people'] as const) {
      const people = f[name];
      if (people) credits!.narrow(keep, people.ids, people.match === 'all' ? people.ids.length : 1, CREDIT_KINDS[name]);
    }
    return keep;
  }

  /**
   * The films in the own languages of the countries given: a country's own languages are those of
   * at least OWN_LANGUAGE_SHARE of the films made in that country alone whose language is known
   * (Japan's Japanese, Switzerland's German and French), read from the catalogue, never listed by hand.
   */
  filmsInOwnLanguage(countries: readonly string[]): Uint8Array {
    const key = [...countries].sort().join('|');
    let films = this.ownLanguageFilms.get(key);
    if (films) return films;
    const { wanted } = this.countries.flags(countries);
    const unknown = this.languages.code('');
    const own = new Uint8Array(this.languages.size);
    for (let country = 0; country < wanted.length; country++) {
      if (wanted[country] === 0) continue;
      const counts = new Map<number, number>();
      let known = 0;
      for (let film = 0; film < this.ids.length; film++) {
        if (this.production.only(film) !== country || this.language[film] === unknown) continue;
        counts.set(this.language[film]!, (counts.get(this.language[film]!) ?? 0) + 1);
        known++;
      }
      for (const [language, count] of counts) if (count >= OWN_LANGUAGE_SHARE * known) own[language] = 1;
    }
    films = Uint8Array.from(this.language, (language) => own[language] ?? 0);
    this.ownLanguageFilms.set(key, films);
    return films;
  }

  /**
   * The ids of the kept films from `offset` on along the order, `limit` of them; with `first`
   * (a flag a film), the flagged films come first, each group in the order's order.
   */
  page(order: Int32Array, { bits }: KeptFilms, offset: number, limit: number, first?: Uint8Array): number[] {
    const ids: number[] = [];
    let passed = 0;
    const groups = first ? [1, 0] : [-1];
    for (const group of groups) {
      for (let i = 0; i < order.length && ids.length < limit; i++) {
        const film = order[i]!;
        if ((bits[film >> 3]! & (1 << (film & 7))) === 0) continue;
        if (group >= 0 && first![film] !== group) continue;
        if (passed >= offset) ids.push(this.ids[film]!);
        passed++;
      }
    }
    return ids;
  }

  private positionOf(id: number): number {
    return positionIn(this.ids, id);
  }

}
