import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { rootDir } from '../paths';

/**
 * The film world: the merged catalogue of vega-datasets, Wikipedia's American film lists (with
 * their articles' lead paragraphs, CC BY-SA 4.0) and the CMU Movie Summary Corpus (CC BY-SA, as
 * this derived file is),
 * derived by scripts/build-film-world.ts and committed, so the server never reads the sources.
 * Compact on purpose: films and people are arrays of fields, a film's cast is a list of person
 * ids in billing order. docs/CATALOGUE.md describes the derivation.
 */
export const FILM_WORLD_FILE = path.join(rootDir, 'server', 'catalogue', 'data', 'film-world.json.gz');

export const FILM_WORLD_FORMAT = 3;

const int = z.number().int();
const year = int.min(1800).max(2100);

/**
 * [id, title, release_date (YYYY-MM-DD) | null, release_year | null, runtime | null, IMDB rating | null, IMDB votes | null,
 * budget | null, worldwide gross | null, MPAA rating | null, Rotten Tomatoes rating | null, genre ids, director ids,
 * cast ids in billing order, Wikipedia article slug | null, popularity, original language (ISO 639-1 | ''),
 * countries (ISO 3166-1), spoken languages (ISO 639-1), alternative titles, adult, Freebase id | null,
 * where the date came from ('cmu' | 'vega' | null), Wikipedia's year | null, CMU's year | null,
 * overview: the lead paragraph of the article the slug names (CC BY-SA 4.0) | null]
 */
export const FilmRowSchema = z.tuple([
  int.positive(),
  z.string().min(1),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  year.nullable(),
  int.positive().nullable(),
  z.number().min(0).max(10).nullable(),
  int.nonnegative().nullable(),
  int.nonnegative().nullable(),
  int.nonnegative().nullable(),
  z.string().min(1).nullable(),
  int.min(0).max(100).nullable(),
  z.array(int.positive()),
  z.array(int.positive()),
  z.array(int.positive()),
  z.string().min(1).nullable(),
  z.number().nonnegative(),
  z.string().regex(/^([a-z]{2})?$/),
  z.array(z.string().regex(/^[A-Z]{2}$/)),
  z.array(z.string().regex(/^[a-z]{2}$/)),
  z.array(z.string().min(1)),
  z.boolean(),
  z.string().min(1).nullable(),
  z.enum(['cmu', 'vega']).nullable(),
  year.nullable(),
  year.nullable(),
  z.string().min(1).nullable(),
]);
export type FilmRow = z.infer<typeof FilmRowSchema>;

/** [id, name, known_for_department ('Acting' | 'Directing'), popularity] */
export const PersonRowSchema = z.tuple([int.positive(), z.string().min(1), z.enum(['Acting', 'Directing']), z.number().nonnegative()]);
export type PersonRow = z.infer<typeof PersonRowSchema>;

export const FilmWorldSchema = z.object({
  format: z.literal(FILM_WORLD_FORMAT),
  /** What the derivation found and changed, before and after each repair (docs/CATALOGUE.md). */
  counts: z.record(z.string(), z.number()),
  people: z.array(PersonRowSchema),
  films: z.array(FilmRowSchema),
  /** [former id, current id]: films an earlier catalogue served under another id (derive.ts' formerFilmIds). */
  formerIds: z.array(z.tuple([int.positive(), int.positive()])),
  /** [former id, current id]: people an earlier catalogue served under another id (people.ts' identifyPeople); none in a file before them. */
  formerPersonIds: z.array(z.tuple([int.positive(), int.positive()])).default([]),
});
export type FilmWorld = z.infer<typeof FilmWorldSchema>;

/**
 * The file's text: one film or person per line, so a change to the data reads as a small diff
 * of the decompressed content (which is what .ci/run compares).
 */
export function serialiseFilmWorld(world: FilmWorld): string {
  const lines = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join(',\n');
  return `{"format":${world.format},\n"counts":${JSON.stringify(world.counts)},\n"people":[\n${lines(world.people)}\n],\n"films":[\n${lines(world.films)}\n],\n"formerIds":${JSON.stringify(world.formerIds)},\n"formerPersonIds":${JSON.stringify(world.formerPersonIds)}}\n`;
}

export interface FilmWorldFile {
  /** The file as committed, still gzipped. */
  compressed: Buffer;
  /**
   * sha256 of the compressed bytes: the catalogue version a database records. Hashing what is
   * on disk spares every later start the decompression (a tenth of its time); a file rewritten
   * with the same content but other gzip bytes costs one reload, nothing more.
   */
  fingerprint: string;
}

export async function readFilmWorldFile(file = FILM_WORLD_FILE): Promise<FilmWorldFile> {
  const compressed = await fs.readFile(file);
  return { compressed, fingerprint: createHash('sha256').update(compressed).digest('hex') };
}

export const parseFilmWorld = (compressed: Buffer): FilmWorld =>
  FilmWorldSchema.parse(JSON.parse(gunzipSync(compressed).toString('utf8')));
