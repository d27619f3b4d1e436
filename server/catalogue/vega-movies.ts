import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { rootDir } from '../paths';
import { EMBEDDED_ID_BASE } from './film';
import { MAJOR_GENRE_IDS } from './genres';
import { repairMojibake } from './text-repair';

/**
 * vega-datasets' movies.json, a build input of the film world only (a devDependency): its
 * package exports do not name the file, so it is read by path.
 */
export const VEGA_MOVIES_FILE = path.join(rootDir, 'node_modules', 'vega-datasets', 'data', 'movies.json');

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
  'MPAA Rating': nullableText,
  'Running Time min': nullableNumber,
  'Major Genre': z.string().nullable().optional(),
  Director: nullableText,
  'Rotten Tomatoes Rating': nullableNumber,
  'IMDB Rating': nullableNumber,
  'IMDB Votes': nullableNumber,
});
type VegaMovie = z.infer<typeof VegaMovieSchema>;

/** A vega-datasets film with what only that data set knows; null where it does not know. */
export interface VegaFilm {
  id: number;
  title: string;
  releaseDate: string | null;
  runtime: number | null;
  imdbRating: number | null;
  imdbVotes: number | null;
  budget: number | null;
  gross: number | null;
  mpaaRating: string | null;
  rottenTomatoes: number | null;
  genreIds: number[];
  director: string | null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Jun 12 1998" → "1998-06-12"; anything else → null. */
function isoReleaseDate(value: string | null | undefined): string | null {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(value ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]}`;
}

const roundOrNull = (value: number | null): number | null => (value === null ? null : Math.round(value));

/**
 * Ids are 900,000,000 + the record's position + 1 in the pinned file, as since the first
 * version: people's lists hold them.
 */
function filmFromVega(record: VegaMovie, index: number): VegaFilm | null {
  if (record.Title === null) return null;
  return {
    id: EMBEDDED_ID_BASE + index + 1,
    title: record.Title,
    releaseDate: isoReleaseDate(record['Release Date']),
    runtime: record['Running Time min'] === null || record['Running Time min'] <= 0 ? null : Math.round(record['Running Time min']),
    imdbRating: record['IMDB Rating'],
    imdbVotes: roundOrNull(record['IMDB Votes']),
    budget: roundOrNull(record['Production Budget']),
    gross: roundOrNull(record['Worldwide Gross']),
    mpaaRating: record['MPAA Rating'],
    rottenTomatoes: roundOrNull(record['Rotten Tomatoes Rating']),
    genreIds: [...(MAJOR_GENRE_IDS[record['Major Genre'] ?? ''] ?? [])],
    director: record.Director,
  };
}

/** The records of the file and its films (one record, released Nov 3 2006, has no title and is left out). */
export async function readVegaFilms(file = VEGA_MOVIES_FILE): Promise<{ records: number; films: VegaFilm[] }> {
  const records = z.array(VegaMovieSchema).parse(JSON.parse(await fs.readFile(file, 'utf8')));
  return { records: records.length, films: records.flatMap((record, index) => filmFromVega(record, index) ?? []) };
}
