import { releaseYear } from './releaseYear';
import type { MovieSummary } from './movies';
import type { PersonMovieCredits } from './people';

/**
 * A person's films as their page shows them: each film once, newest first, in groups by year.
 */

/** What the person did in a film: played a character (maybe unnamed) or held a crew job. */
export type Role = { kind: 'cast'; character: string } | { kind: 'crew'; job: string };

export interface FilmCredit {
  film: MovieSummary;
  roles: Role[];
}

export interface FilmYear {
  /** null for films without a release date. */
  year: string | null;
  credits: FilmCredit[];
}

/**
 * Each film of the credits once, with every part the person had in it (an actor who also
 * directed appears once), newest first; films without a date come last.
 */
export function filmography({ cast, crew }: PersonMovieCredits): FilmCredit[] {
  const byFilm = new Map<number, FilmCredit>();
  const add = (film: MovieSummary, role: Role) => {
    const entry = byFilm.get(film.id) ?? { film, roles: [] };
    entry.roles.push(role);
    byFilm.set(film.id, entry);
  };
  for (const credit of cast) add(credit, { kind: 'cast', character: credit.character });
  for (const credit of crew) add(credit, { kind: 'crew', job: credit.job });
  return [...byFilm.values()].sort(newestFirst);
}

function newestFirst(a: FilmCredit, b: FilmCredit): number {
  const [dateA, dateB] = [a.film.release_date, b.film.release_date];
  if (dateA !== dateB) {
    if (!dateA) return 1;
    if (!dateB) return -1;
    return dateA < dateB ? 1 : -1;
  }
  return a.film.title.localeCompare(b.film.title);
}

/** Consecutive credits of one year together, in the order given. */
export function groupByYear(credits: FilmCredit[]): FilmYear[] {
  const groups: FilmYear[] = [];
  for (const credit of credits) {
    const year = releaseYear(credit.film.release_date);
    const last = groups.at(-1);
    if (last && last.year === year) last.credits.push(credit);
    else groups.push({ year, credits: [credit] });
  }
  return groups;
}
