import type { MovieSummary } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { filmSummaries } from './catalogue-queries';

/** TMDB's movie external_ids: the IMDb id of a film imported from TMDB, the Freebase id the CMU corpus gives; the rest unknown. */
export async function filmExternalIds(db: Queryable, id: number) {
  const [film] = await db.query<{ imdb_id: string | null; freebase_mid: string | null }>(
    'select imdb_id, freebase_mid from movies where id = $1',
    [id],
  );
  if (!film) return null;
  return {
    id,
    imdb_id: film.imdb_id,
    freebase_mid: film.freebase_mid,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}

export type ExternalSource = 'imdb_id' | 'freebase_mid';

const FIND_SQL: Readonly<Record<ExternalSource, string>> = {
  imdb_id: 'select id from movies where imdb_id = $1 and not adult order by id',
  freebase_mid: 'select id from movies where freebase_mid = $1 and not adult order by id',
};

/** The films an IMDb or Freebase id names (TMDB's /find); the catalogue holds no TV, and no external ids for people. */
export async function findByExternalId(db: Queryable, externalId: string, source: ExternalSource): Promise<MovieSummary[]> {
  const rows = await db.query<{ id: number }>(FIND_SQL[source], [externalId]);
  return filmSummaries(db, rows.map((row) => row.id));
}
