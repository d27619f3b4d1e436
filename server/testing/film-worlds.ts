import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type FilmWorld, parseFilmWorld, readFilmWorldFile, serialiseFilmWorld } from '../catalogue/film-world';
import { CMU_FILM_IDS } from '../catalogue/world/derive';

/**
 * A slice of the committed film world, its films' people only: a whole load costs about a
 * minute per database, and what a load keeps or changes is the same for 400 films as for 92,000.
 */
export function smallWorld(world: FilmWorld): FilmWorld {
  const films = [...world.films.filter(([id]) => id < CMU_FILM_IDS.base).slice(0, 200), ...world.films.filter(([id]) => id >= CMU_FILM_IDS.base).slice(0, 200)];
  const credited = new Set(films.flatMap((film) => [...film[12], ...film[13]]));
  return { ...world, films, people: world.people.filter(([id]) => credited.has(id)), formerIds: [], formerPersonIds: [] };
}

/** The committed film world, sliced by smallWorld. */
export async function committedSmallWorld(): Promise<FilmWorld> {
  return smallWorld(parseFilmWorld((await readFilmWorldFile()).compressed));
}

/** Writes a film world file, as the committed one is written, into `dir`; returns its path. */
export async function writeFilmWorld(dir: string, world: FilmWorld): Promise<string> {
  const file = path.join(dir, `world-${randomBytes(4).toString('hex')}.json.gz`);
  await fs.writeFile(file, gzipSync(serialiseFilmWorld(world)));
  return file;
}
