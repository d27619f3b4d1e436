import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { CrewMember } from '../../contract/movies';
import { rootDir } from '../paths';
import { EMBEDDED_ID_BASE, posterPathFor, type CatalogueFilm } from './film';
import { MAJOR_GENRE_IDS } from './genres';
import { popularity } from './popularity';
import { repairMojibake } from './text-repair';

/** The pinned vega-datasets package (see package.json) makes ids by position stable. */
const VEGA_MOVIES_FILE = path.join(rootDir, 'node_modules', 'vega-datasets', 'data', 'movies.json');

const nullableNumber = z.number().nullable().optional().transform((value) => value ?? null);
const nullableText = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((value) => (value === null || value === undefined ? null : repairMojibake(String(value)).trim() || null));

/** One record of movies.json; a few titles are bare numbers ("1776", "300") in the file. */
const VegaMovieSchema = z.object({
  Title: nullableText,
  'Worldwide Gross': nullableNumber,
  'Production Budget': nullableNumber,
  'Release Date': z.string().nullable().optional(),
  'MPAA Rating': z.string().nullable().optional(),
  'Running Time min': nullableNumber,
  'Major Genre': z.string().nullable().optional(),
  Director: nullableText,
  'IMDB Rating': nullableNumber,
  'IMDB Votes': nullableNumber,
});
type VegaMovie = z.infer<typeof VegaMovieSchema>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jun 12 1998" → "1998-06-12"; anything else → null. */
function isoReleaseDate(value: string | null | undefined): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(value ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]}`;
}

/** A stable person id for a name: the data set has no person ids, so the name is hashed (FNV-1a) into the local range. */
function localPersonId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return EMBEDDED_ID_BASE + (hash % 100_000_000);
}

function directorCredit(movieId: number, name: string): CrewMember {
  return {
    adult: false,
    gender: null,
    id: localPersonId(name),
    known_for_department: 'Directing',
    name,
    original_name: name,
    popularity: 0,
    profile_path: null,
    credit_id: `${movieId}-director`,
    department: 'Directing',
    job: 'Director',
  };
}

/**
 * Maps one record as it is: what the data set does not hold (overview, cast, languages,
 * companies) stays empty. NC-17 is not TMDB's "adult" (that flag marks pornography), so every
 * embedded film has adult=false.
 */
function filmFromVega(record: VegaMovie, index: number): CatalogueFilm | null {
  if (record.Title === null) return null;
  const id = EMBEDDED_ID_BASE + index + 1;
  return {
    id,
    source: 'embedded',
    title: record.Title,
    original_title: record.Title,
    original_language: '',
    overview: '',
    tagline: '',
    release_date: isoReleaseDate(record['Release Date']),
    runtime: record['Running Time min'] === null ? null : Math.round(record['Running Time min']),
    adult: false,
    popularity: popularity(record['IMDB Votes'], record['Worldwide Gross']),
    vote_average: record['IMDB Rating'] ?? 0,
    vote_count: Math.round(record['IMDB Votes'] ?? 0),
    poster_path: posterPathFor(id),
    backdrop_path: null,
    budget: Math.round(record['Production Budget'] ?? 0),
    revenue: Math.round(record['Worldwide Gross'] ?? 0),
    status: 'Released',
    imdb_id: null,
    homepage: '',
    genre_ids: [...(MAJOR_GENRE_IDS[record['Major Genre'] ?? ''] ?? [])],
    director: record.Director,
    cast: [],
    crew: record.Director === null ? [] : [directorCredit(id, record.Director)],
  };
}

/** Every film of the data set that has a title (one record, released Nov 3 2006, has none and is left out). */
export async function readVegaFilms(file = VEGA_MOVIES_FILE): Promise<CatalogueFilm[]> {
  const records = z.array(VegaMovieSchema).parse(JSON.parse(await fs.readFile(file, 'utf8')));
  return records.flatMap((record, index) => filmFromVega(record, index) ?? []);
}
