import fs from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { normaliseTitle } from './titles';

/**
 * One record of wikipedia-movie-data (prust/wikipedia-movie-data): movies.json's facts and, in
 * movies-with-extracts.json, the lead paragraph of the film's article (CC BY-SA 4.0).
 */
const WikipediaFilmSchema = z.object({
  title: z.union([z.string(), z.number()]).transform((title) => String(title).replace(/\s+/g, ' ').trim()),
  year: z.number().int().min(1800).max(2100),
  cast: z.array(z.string()),
  genres: z.array(z.string()),
  href: z.string().min(1).nullish().transform((href) => href ?? null),
  extract: z.string().nullish().transform((extract) => extract ?? null),
});
export type WikipediaFilm = z.infer<typeof WikipediaFilmSchema>;

export async function readWikipediaFilms(file: string): Promise<WikipediaFilm[]> {
  const records = z.array(WikipediaFilmSchema).parse(JSON.parse(gunzipSync(await fs.readFile(file)).toString('utf8')));
  return records.filter((film) => film.title !== '');
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

function merge(into: WikipediaFilm, other: WikipediaFilm): WikipediaFilm {
  const href = into.href ?? other.href;
  return {
    title: into.title,
    year: into.year,
    cast: union(into.cast, other.cast),
    genres: union(into.genres, other.genres),
    href,
    // The extract goes with the article the film keeps, never with another's.
    extract: [into, other].find((film) => film.href === href && film.extract !== null)?.extract ?? null,
  };
}

/** Two records of one title and year that are two films: their articles differ, or their casts share no one (Swan Song 2021). */
const twoFilms = (a: WikipediaFilm, b: WikipediaFilm): boolean =>
  (a.href !== null && b.href !== null && a.href !== b.href) ||
  (a.cast.length > 0 && b.cast.length > 0 && !a.cast.some((name) => b.cast.includes(name)));

/**
 * One record per film. The source lists a few films twice: the same normalised title in the
 * same year (unless twoFilms tells them apart), or the same article (href) under the same normalised title a year apart (a film
 * listed in the years of its festival and its general release). The first record stays; the
 * others add the cast and genres it lacks.
 */
export function mergeDuplicates(films: readonly WikipediaFilm[]): WikipediaFilm[] {
  const kept: WikipediaFilm[] = [];
  const byTitleYear = new Map<string, number>();
  const byHref = new Map<string, number>();
  for (const film of films) {
    const title = normaliseTitle(film.title);
    const sameHref = film.href === null ? undefined : byHref.get(`${film.href}|${title}`);
    const sameTitle = byTitleYear.get(`${title}|${film.year}`);
    const index =
      (sameTitle !== undefined && !twoFilms(kept[sameTitle] as WikipediaFilm, film) ? sameTitle : undefined) ??
      (sameHref !== undefined && Math.abs((kept[sameHref]?.year ?? 0) - film.year) <= 1 ? sameHref : undefined);
    if (index !== undefined) {
      kept[index] = merge(kept[index] as WikipediaFilm, film);
      continue;
    }
    if (sameTitle === undefined) byTitleYear.set(`${title}|${film.year}`, kept.length);
    if (film.href !== null) byHref.set(`${film.href}|${title}`, kept.length);
    kept.push(film);
  }
  return kept;
}
