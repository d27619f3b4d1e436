import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { insertCredits, refreshCatalogueIndexes, upsertFilms, upsertPeople, type CreditEntry, type PersonEntry } from './catalogue-store';
import { EMBEDDED_ID_BASE, posterPathFor, type CatalogueFilm } from './film';

const person = {
  adult: z.boolean().default(false),
  gender: z.number().int().nullable().default(null),
  id: z.number().int().nonnegative(),
  known_for_department: z.string().default(''),
  name: z.string().min(1),
  original_name: z.string().optional(),
  popularity: z.number().default(0),
  profile_path: z.string().nullable().default(null),
  credit_id: z.string().default(''),
};

const CastSchema = z.object({
  ...person,
  cast_id: z.number().int().default(0),
  character: z.string().default(''),
  order: z.number().int().default(0),
});

const CrewSchema = z.object({ ...person, department: z.string().default(''), job: z.string().min(1) });

const isoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'release_date must be YYYY-MM-DD or empty');

/** A TMDB movie-details object (GET /movie/{id}, optionally with append_to_response=credits). */
const TmdbMovieSchema = z.object({
  id: z.number().int().positive().lt(EMBEDDED_ID_BASE, `id must be below ${EMBEDDED_ID_BASE} (higher ids are the embedded catalogue's)`),
  title: z.string().trim().min(1),
  original_title: z.string().optional(),
  original_language: z.string().default(''),
  overview: z.string().nullable().default(''),
  tagline: z.string().nullable().default(''),
  release_date: isoDate.nullable().default(''),
  runtime: z.number().int().nonnegative().nullable().default(null),
  adult: z.boolean().default(false),
  popularity: z.number().nonnegative().default(0),
  vote_average: z.number().min(0).max(10).default(0),
  vote_count: z.number().int().nonnegative().default(0),
  poster_path: z.string().nullable().default(null),
  backdrop_path: z.string().nullable().default(null),
  budget: z.number().int().nonnegative().default(0),
  revenue: z.number().int().nonnegative().default(0),
  status: z.string().default('Released'),
  imdb_id: z.string().nullable().default(null),
  homepage: z.string().nullable().default(''),
  genres: z.array(z.object({ id: z.number().int() })).optional(),
  genre_ids: z.array(z.number().int()).optional(),
  credits: z.object({ cast: z.array(CastSchema).default([]), crew: z.array(CrewSchema).default([]) }).optional(),
});

function filmFromTmdb(movie: z.output<typeof TmdbMovieSchema>): CatalogueFilm {
  const withNames = <T extends { name: string; original_name?: string | undefined }>(entry: T) => ({
    ...entry,
    original_name: entry.original_name ?? entry.name,
  });
  const cast = (movie.credits?.cast ?? []).map(withNames);
  const crew = (movie.credits?.crew ?? []).map(withNames);
  return {
    id: movie.id,
    source: 'import',
    title: movie.title,
    original_title: movie.original_title ?? movie.title,
    original_language: movie.original_language,
    overview: movie.overview ?? '',
    tagline: movie.tagline ?? '',
    release_date: movie.release_date || null,
    runtime: movie.runtime,
    adult: movie.adult,
    popularity: movie.popularity,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
    poster_path: movie.poster_path ?? posterPathFor(movie.id),
    backdrop_path: movie.backdrop_path,
    budget: movie.budget,
    revenue: movie.revenue,
    status: movie.status,
    imdb_id: movie.imdb_id,
    homepage: movie.homepage ?? '',
    genre_ids: movie.genres?.map((genre) => genre.id) ?? movie.genre_ids ?? [],
    director: crew.find((member) => member.job === 'Director')?.name ?? null,
    cast,
    crew,
  };
}

/**
 * Makes imported films' cast and crew people with pages of their own (TMDB's person ids, below
 * the film world's): their credits are rewritten, the cast in TMDB's billing order. The films
 * keep TMDB's own credit objects too, which carry what the people table does not (photos).
 */
async function replacePeopleOf(tx: Queryable, films: readonly CatalogueFilm[]): Promise<void> {
  const people = new Map<number, PersonEntry>();
  const credits: CreditEntry[] = [];
  for (const film of films) {
    const cast = [...film.cast].sort((a, b) => a.order - b.order);
    cast.forEach((member, order) => credits.push([film.id, 'cast', order, member.id, 'Acting', '', member.character]));
    film.crew.forEach((member, order) => credits.push([film.id, 'crew', order, member.id, member.department, member.job, '']));
    for (const member of [...cast, ...film.crew]) {
      const known = people.get(member.id);
      people.set(member.id, {
        id: member.id,
        name: member.name,
        department: known?.department || member.known_for_department || ('character' in member ? 'Acting' : member.department),
        popularity: member.popularity,
      });
    }
  }
  await tx.query('delete from movie_credits where movie_id = any($1::integer[])', [films.map((film) => film.id)]);
  await upsertPeople(tx, [...people.values()]);
  await insertCredits(tx, credits);
}

interface ImportProblem {
  /** "line 3" for JSON lines, "record 2" (0-based index) for a JSON array. */
  where: string;
  reason: string;
}

interface ImportReport {
  imported: number;
  problems: ImportProblem[];
}

/** The records of a JSON array, or of JSON lines when the text is not one JSON value. */
function splitRecords(text: string): Array<{ where: string; parse: () => unknown }> {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const records = JSON.parse(trimmed) as unknown;
    if (!Array.isArray(records)) throw new Error('The file is not a JSON array.');
    return records.map((record, index) => ({ where: `record ${index}`, parse: () => record }));
  }
  return text.split('\n').flatMap((line, index) =>
    line.trim() === '' ? [] : [{ where: `line ${index + 1}`, parse: () => JSON.parse(line) as unknown }],
  );
}

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');

/** Upserts every good record by TMDB id in one transaction; bad records are reported and skipped. */
export async function importTmdbMovies(db: Database, text: string): Promise<ImportReport> {
  const problems: ImportProblem[] = [];
  const films = new Map<number, CatalogueFilm>();
  for (const record of splitRecords(text)) {
    let value: unknown;
    try {
      value = record.parse();
    } catch (error) {
      problems.push({ where: record.where, reason: `not JSON (${error instanceof Error ? error.message : String(error)})` });
      continue;
    }
    const parsed = TmdbMovieSchema.safeParse(value);
    if (!parsed.success) {
      problems.push({ where: record.where, reason: describeIssues(parsed.error) });
      continue;
    }
    films.set(parsed.data.id, filmFromTmdb(parsed.data));
  }
  if (films.size > 0) {
    await db.transaction(async (tx) => {
      await upsertFilms(tx, [...films.values()]);
      await replacePeopleOf(tx, [...films.values()]);
    });
    await refreshCatalogueIndexes(db);
  }
  return { imported: films.size, problems };
}
