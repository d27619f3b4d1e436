import type { Queryable } from '../db/database';
import { CURRENT_PERSON_ID } from './former-people';

/** The generated posters' size (poster.ts draws them on a 500 × 750 canvas). */
const GENERATED = { width: 500, height: 750 };
const GENERATED_FILE = /^\/poster-\d+\.svg$/;

/**
 * TMDB's movie images: the film's one poster (the generated one, or an imported film's TMDB
 * poster, whose size is not known here: null). No backdrops or logos are kept.
 */
export async function filmImages(db: Queryable, id: number) {
  const [film] = await db.query<{ poster_path: string | null }>('select poster_path from movies where id = $1', [id]);
  if (!film) return null;
  const path = film.poster_path;
  const size = path !== null && GENERATED_FILE.test(path) ? GENERATED : { width: null, height: null };
  const posters =
    path === null
      ? []
      : [{ aspect_ratio: size.width === null ? null : size.width / size.height, file_path: path, iso_639_1: null, vote_average: 0, vote_count: 0, ...size }];
  return { id, backdrops: [], logos: [], posters };
}

/** TMDB's videos and keywords of a film: the sources have none, so empty lists in TMDB's shape; null for an unknown film. */
export async function filmWithoutVideosOrKeywords(db: Queryable, id: number, list: 'videos' | 'keywords') {
  const [film] = await db.query('select 1 from movies where id = $1', [id]);
  if (!film) return null;
  return list === 'videos' ? { id, results: [] } : { id, keywords: [] };
}

/**
 * TMDB's person external_ids and images: the sources give people no ids elsewhere and no photos,
 * so every id is null and there are no profiles; null for an unknown person, the current id for
 * a former one.
 */
export async function personWithoutIdsOrImages(db: Queryable, asked: number, answer: 'external_ids' | 'images') {
  const [person] = await db.query<{ id: number }>(`select id from people where id = ${CURRENT_PERSON_ID}`, [asked]);
  if (!person) return null;
  const { id } = person;
  if (answer === 'images') return { id, profiles: [] };
  return {
    id,
    freebase_mid: null,
    freebase_id: null,
    imdb_id: null,
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    tiktok_id: null,
    twitter_id: null,
    youtube_id: null,
  };
}
