import fs from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { CMU_ADULT_GENRES, CMU_GENRE_IDS } from '../genres';
import { FREEBASE_COUNTRIES, FREEBASE_LANGUAGES } from './freebase-codes';
import { BUILD_YEAR } from './precedence';

/** A film of the CMU Movie Summary Corpus' metadata with its Freebase names as ISO codes and TMDB genres. */
export interface CmuFilm {
  /** Freebase id ("/m/0c296"), the corpus' stable key of a film. */
  freebaseId: string;
  /** The English Wikipedia article's page id (the popularity prior reads it). */
  articleId: number;
  /** Box office revenue in US dollars, where the corpus has it. */
  boxOffice: number | null;
  title: string;
  /** A full date (YYYY-MM-DD); the corpus' month-only and year-only dates are years here. */
  releaseDate: string | null;
  year: number | null;
  runtime: number | null;
  /** ISO 639-1, in the corpus' order (its first is the film's original language). */
  languages: string[];
  /** ISO 3166-1 alpha-2, in the corpus' order. */
  countries: string[];
  genreIds: number[];
  adult: boolean;
}

/** A feature is over 40 minutes (the Academy's and the BFI's line). */
export const FEATURE_MINUTES = 40;

const FreebaseNamesSchema = z.record(z.string(), z.string());
const RowSchema = z.tuple([
  z.string().regex(/^\d+$/),
  z.string().regex(/^\/m\/[0-9a-z_]+$/),
  z.string().min(1),
  z.string().regex(/^(\d{4}(-\d{2}(-\d{2})?)?)?$/),
  z.string().regex(/^(\d+)?$/),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
]);

export interface CmuCounts {
  cmuRecords: number;
  cmuShortFilmsLeftOut: number;
  cmuRuntimesOutOfRange: number;
  cmuDatesOutOfRange: number;
  cmuLanguageNamesDropped: number;
  cmuCountryNamesDropped: number;
  cmuGenreNamesDropped: number;
}

const codes = (names: Readonly<Record<string, string>>, json: string, dropped: { count: number }): string[] => {
  const values = Object.values(FreebaseNamesSchema.parse(JSON.parse(json)));
  const mapped = values.flatMap((name) => names[name] ?? []);
  dropped.count += values.length - values.filter((name) => names[name] !== undefined).length;
  return [...new Set(mapped)];
};

/**
 * The corpus' feature films. Left out: films under 40 minutes, and films tagged "Short Film"
 * whose runtime the corpus does not give. Runtimes outside 1–1000 minutes (the corpus has a few
 * absurd ones) and dates before 1870 or after the build's year are unknown, not corrected.
 */
export function parseCmuFilms(text: string): { films: CmuFilm[]; counts: CmuCounts } {
  const counts: CmuCounts = {
    cmuRecords: 0,
    cmuShortFilmsLeftOut: 0,
    cmuRuntimesOutOfRange: 0,
    cmuDatesOutOfRange: 0,
    cmuLanguageNamesDropped: 0,
    cmuCountryNamesDropped: 0,
    cmuGenreNamesDropped: 0,
  };
  const languagesDropped = { count: 0 };
  const countriesDropped = { count: 0 };
  const films: CmuFilm[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    counts.cmuRecords += 1;
    const [articleId, freebaseId, name, date, boxOffice, runtimeText, languages, countries, genresJson] = RowSchema.parse(line.split('\t'));
    const genres = Object.values(FreebaseNamesSchema.parse(JSON.parse(genresJson)));
    const rawRuntime = runtimeText === '' ? null : Math.round(Number(runtimeText));
    const runtime = rawRuntime !== null && rawRuntime >= 1 && rawRuntime <= 1000 ? rawRuntime : null;
    if (rawRuntime !== null && runtime === null) counts.cmuRuntimesOutOfRange += 1;
    if ((runtime !== null && runtime < FEATURE_MINUTES) || (runtime === null && genres.includes('Short Film'))) {
      counts.cmuShortFilmsLeftOut += 1;
      continue;
    }
    const rawYear = date === '' ? null : Number(date.slice(0, 4));
    const year = rawYear !== null && rawYear >= 1870 && rawYear <= BUILD_YEAR ? rawYear : null;
    if (rawYear !== null && year === null) counts.cmuDatesOutOfRange += 1;
    const genreIds = genres.flatMap((genre) => CMU_GENRE_IDS[genre] ?? []);
    counts.cmuGenreNamesDropped += genres.filter((genre) => CMU_GENRE_IDS[genre] === undefined).length;
    films.push({
      freebaseId,
      articleId: Number(articleId),
      boxOffice: boxOffice === '' ? null : Number(boxOffice),
      title: name.replace(/\s+/g, ' ').trim(),
      releaseDate: year !== null && date.length === 10 ? date : null,
      year,
      runtime,
      languages: codes(FREEBASE_LANGUAGES, languages, languagesDropped),
      countries: codes(FREEBASE_COUNTRIES, countries, countriesDropped),
      genreIds: [...new Set(genreIds)],
      adult: genres.some((genre) => CMU_ADULT_GENRES.has(genre)),
    });
  }
  counts.cmuLanguageNamesDropped = languagesDropped.count;
  counts.cmuCountryNamesDropped = countriesDropped.count;
  return { films, counts };
}

export async function readCmuFilms(file: string): Promise<{ films: CmuFilm[]; counts: CmuCounts }> {
  return parseCmuFilms(gunzipSync(await fs.readFile(file)).toString('utf8'));
}
