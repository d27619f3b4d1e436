import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { MovieSummary } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { filmSummaries } from './catalogue-queries';
import { FILM_WORLD_FILE } from './film-world';

/**
 * A film row of the film world file (one a line) and its Freebase id, the field after `adult`
 * (film-world.ts' FilmRowSchema): read with a pattern, not parsed, so that the index costs a
 * stream's memory and not the whole file's.
 */
const FREEBASE_FIELD = /^\[(\d+),.*,(?:true|false),"(\/m\/[0-9a-z_]+)",/;

interface FreebaseIndex {
  /** Film ids, ascending, and their Freebase ids at the same positions. */
  ids: Int32Array;
  mids: string[];
}

let freebaseIndex: Promise<FreebaseIndex> | undefined;

/**
 * The Freebase ids the CMU corpus gives the film world's films, read once from the film world
 * file the catalogue was loaded from (the database does not store them): 74,000 of them, about
 * 3 MB kept, built on the first request that needs one.
 */
function freebaseIds(file = FILM_WORLD_FILE): Promise<FreebaseIndex> {
  freebaseIndex ??= (async () => {
    const pairs: Array<[number, string]> = [];
    const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      const match = FREEBASE_FIELD.exec(line);
      if (match) pairs.push([Number(match[1]), match[2] as string]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    return { ids: Int32Array.from(pairs, ([id]) => id), mids: pairs.map(([, mid]) => mid) };
  })();
  return freebaseIndex;
}

async function freebaseMidOf(id: number): Promise<string | null> {
  const { ids, mids } = await freebaseIds();
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = ids[middle] as number;
    if (found === id) return mids[middle] ?? null;
    if (found < id) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

/** TMDB's movie external_ids: the IMDb id of a film imported from TMDB, the Freebase id the CMU corpus gives; the rest unknown. */
export async function filmExternalIds(db: Queryable, id: number) {
  const [film] = await db.query<{ imdb_id: string | null }>('select imdb_id from movies where id = $1', [id]);
  if (!film) return null;
  return {
    id,
    imdb_id: film.imdb_id,
    freebase_mid: await freebaseMidOf(id),
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

export type ExternalSource = 'imdb_id' | 'freebase_mid';

/** The films an IMDb or Freebase id names (TMDB's /find); the catalogue holds no TV, and no external ids for people. */
export async function findByExternalId(db: Queryable, externalId: string, source: ExternalSource): Promise<MovieSummary[]> {
  if (source === 'imdb_id') {
    const rows = await db.query<{ id: number }>('select id from movies where imdb_id = $1 and not adult order by id', [externalId]);
    return filmSummaries(db, rows.map((row) => row.id));
  }
  const { ids, mids } = await freebaseIds();
  const matches = mids.flatMap((mid, index) => (mid === externalId ? [ids[index] as number] : []));
  return (await filmSummaries(db, matches)).filter((film) => !film.adult);
}
