import { EMBEDDED_ID_BASE } from '../film';
import { FILM_WORLD_FORMAT, type FilmRow, type FilmWorld, type PersonRow } from '../film-world';
import { WIKIPEDIA_GENRE_IDS } from '../genres';
import type { VegaFilm } from '../vega-movies';
import { emptyCastRepairCounts, repairCast } from './names';
import { assignStableIds, type IdRange } from './stable-ids';
import { normaliseTitle } from './titles';
import { mergeDuplicates, type WikipediaFilm } from './wikipedia';

/** Every person: the range the first version hashed director names into, kept for their ids. */
export const PERSON_IDS: IdRange = { base: EMBEDDED_ID_BASE, span: 100_000_000 };
/** Films only Wikipedia lists: above vega's 900,000,001–900,003,201, below 1,000,000,000. */
export const WIKIPEDIA_FILM_IDS: IdRange = { base: 910_000_000, span: 90_000_000 };

interface Sources {
  vega: { records: number; films: readonly VegaFilm[] };
  wikipedia: readonly WikipediaFilm[];
}

/** A Wikipedia film after repair: cast names cleaned, genre words mapped. */
interface RepairedFilm {
  title: string;
  normalisedTitle: string;
  year: number;
  cast: string[];
  genreIds: number[];
  href: string | null;
}

const yearOf = (date: string | null): number | null => (date === null ? null : Number(date.slice(0, 4)));
const union = (a: readonly number[], b: readonly number[]): number[] => [...new Set([...a, ...b])];
const round3 = (value: number): number => Math.round(value * 1000) / 1000;
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Pairs vega films with Wikipedia films of the same normalised title: first those of the same
 * year, then a year apart (release dates and Wikipedia's list years differ at year ends). Each
 * film of either side pairs at most once; among equal candidates the one listed first wins.
 */
function matchFilms(vega: readonly VegaFilm[], wikipedia: readonly RepairedFilm[]): Map<number, RepairedFilm> {
  const byTitle = new Map<string, RepairedFilm[]>();
  for (const film of wikipedia) byTitle.set(film.normalisedTitle, [...(byTitle.get(film.normalisedTitle) ?? []), film]);
  const matches = new Map<number, RepairedFilm>();
  const used = new Set<RepairedFilm>();
  for (const distance of [0, 1]) {
    for (const film of vega) {
      const year = yearOf(film.releaseDate);
      if (matches.has(film.id) || year === null) continue;
      const candidate = byTitle
        .get(normaliseTitle(film.title))
        ?.find((other) => !used.has(other) && Math.abs(other.year - year) === distance);
      if (!candidate) continue;
      matches.set(film.id, candidate);
      used.add(candidate);
    }
  }
  return matches;
}

/** Unique keys for the films only Wikipedia lists: the article slug, or title and year when the slug is missing or shared. */
function wikipediaKeys(films: readonly RepairedFilm[]): string[] {
  const hrefCount = new Map<string, number>();
  for (const film of films) if (film.href !== null) hrefCount.set(film.href, (hrefCount.get(film.href) ?? 0) + 1);
  return films.map((film) =>
    film.href !== null && hrefCount.get(film.href) === 1
      ? `wikipedia:${film.href}`
      : `title:${film.normalisedTitle}|${film.year}|${film.href ?? ''}`,
  );
}

/** The merged catalogue and its people, deterministic for the same two inputs. */
export function deriveFilmWorld({ vega, wikipedia }: Sources): FilmWorld {
  const castCounts = emptyCastRepairCounts();
  const merged = mergeDuplicates(wikipedia);
  let genreWords = 0;
  let genreWordsDropped = 0;
  let castEntries = 0;
  const repaired: RepairedFilm[] = merged.map((film) => {
    castEntries += film.cast.length;
    genreWords += film.genres.length;
    const genreIds = film.genres.flatMap((word) => {
      const ids = WIKIPEDIA_GENRE_IDS[word];
      if (!ids) genreWordsDropped += 1;
      return ids ?? [];
    });
    return {
      title: film.title,
      normalisedTitle: normaliseTitle(film.title),
      year: film.year,
      cast: repairCast(film.cast, castCounts),
      genreIds: [...new Set(genreIds)],
      href: film.href,
    };
  });

  const matches = matchFilms(vega.films, repaired);
  const matched = new Set(matches.values());
  const wikipediaOnly = repaired.filter((film) => !matched.has(film));
  const keys = wikipediaKeys(wikipediaOnly);
  const filmIds = assignStableIds([...keys].sort(byCodePoint), WIKIPEDIA_FILM_IDS);

  interface Draft {
    id: number;
    title: string;
    releaseDate: string | null;
    year: number | null;
    vega: VegaFilm | null;
    genreIds: number[];
    directors: string[];
    cast: string[];
    href: string | null;
    popularity: number;
  }
  const drafts: Draft[] = [
    ...vega.films.map((film): Draft => {
      const wiki = matches.get(film.id);
      return {
        id: film.id,
        title: film.title,
        releaseDate: film.releaseDate,
        year: yearOf(film.releaseDate) ?? wiki?.year ?? null,
        vega: film,
        genreIds: union(film.genreIds, wiki?.genreIds ?? []),
        directors: film.director === null ? [] : [film.director],
        cast: wiki?.cast ?? [],
        href: wiki?.href ?? null,
        popularity: film.popularity,
      };
    }),
    ...wikipediaOnly.map((film, index): Draft => ({
      id: filmIds.ids.get(keys[index] as string) as number,
      title: film.title,
      releaseDate: null,
      year: film.year,
      vega: null,
      genreIds: film.genreIds,
      directors: [],
      cast: film.cast,
      href: film.href,
      popularity: 0,
    })),
  ].sort((a, b) => a.id - b.id);

  // Directors had ids before cast existed (favourite-actor lists may hold them): they keep
  // their hashed id on a collision, then everyone else in code-point order of their names.
  const directorNames = [...new Set(drafts.flatMap((film) => film.directors))].sort(byCodePoint);
  const directorSet = new Set(directorNames);
  const castNames = [...new Set(drafts.flatMap((film) => film.cast))].filter((name) => !directorSet.has(name)).sort(byCodePoint);
  const personIds = assignStableIds([...directorNames, ...castNames], PERSON_IDS);
  const idOf = (name: string): number => personIds.ids.get(name) as number;

  const stats = new Map<string, { acting: number; directing: number; popularity: number }>();
  const credit = (name: string, department: 'acting' | 'directing', weight: number) => {
    const entry = stats.get(name) ?? { acting: 0, directing: 0, popularity: 0 };
    entry[department] += 1;
    entry.popularity += weight + 0.1;
    stats.set(name, entry);
  };
  for (const film of drafts) {
    for (const name of film.directors) credit(name, 'directing', film.popularity);
    film.cast.forEach((name, order) => credit(name, 'acting', film.popularity / (1 + order)));
  }

  const people: PersonRow[] = [...stats]
    .map(([name, entry]): PersonRow => [
      idOf(name),
      name,
      entry.directing > entry.acting ? 'Directing' : 'Acting',
      round3(entry.popularity),
    ])
    .sort((a, b) => a[0] - b[0]);

  const films: FilmRow[] = drafts.map((film) => [
    film.id,
    film.title,
    film.releaseDate,
    film.year,
    film.vega?.runtime ?? null,
    film.vega?.imdbRating ?? null,
    film.vega?.imdbVotes ?? null,
    film.vega?.budget ?? null,
    film.vega?.gross ?? null,
    film.vega?.mpaaRating ?? null,
    film.vega?.rottenTomatoes ?? null,
    film.genreIds,
    film.directors.map(idOf),
    film.cast.map(idOf),
    film.href,
    film.popularity,
  ]);

  const credits = films.reduce((sum, film) => sum + film[13].length, 0);
  return {
    format: FILM_WORLD_FORMAT,
    counts: {
      vegaRecords: vega.records,
      vegaFilms: vega.films.length,
      wikipediaRecords: wikipedia.length,
      wikipediaFilmsAfterMerge: merged.length,
      wikipediaDuplicatesMerged: wikipedia.length - merged.length,
      matchedFilms: matches.size,
      matchedFilmsWithCast: [...matches.values()].filter((film) => film.cast.length > 0).length,
      wikipediaOnlyFilms: wikipediaOnly.length,
      films: films.length,
      filmsWithCast: films.filter((film) => film[13].length > 0).length,
      filmIdCollisions: filmIds.collisions,
      genreWords,
      genreWordsDropped,
      castEntriesBefore: castEntries,
      castSuffixesJoined: castCounts.suffixesJoined,
      castNotesRemoved: castCounts.notesRemoved,
      castNotNamesDropped: castCounts.notNamesDropped,
      castDuplicatesDropped: castCounts.duplicatesDropped,
      castCredits: credits,
      distinctCastNamesBefore: new Set(merged.flatMap((film) => film.cast)).size,
      directors: directorNames.length,
      people: people.length,
      personIdCollisions: personIds.collisions,
    },
    people,
    films,
  };
}
