import { POSTER_SIZES } from '../../contract/movies';

/** TMDB's sizes for each kind of image (its /configuration), as TMDB lists them. */
const TMDB_SIZES = {
  backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
  logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
  poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
  profile_sizes: ['w45', 'w185', 'h632', 'original'],
  still_sizes: ['w92', 'w185', 'w300', 'original'],
} as const;

/**
 * TMDB's /configuration for this server: image URLs at its own /images/ (as `host` reached it),
 * and of TMDB's sizes only those /images/<size>/ serves (routes/images), for the others would
 * answer 404. change_keys is empty: this server keeps no /changes lists.
 */
export function imageConfiguration(host: string) {
  const sizes = Object.fromEntries(
    Object.entries(TMDB_SIZES).map(([kind, listed]) => [kind, listed.filter((size) => (POSTER_SIZES as readonly string[]).includes(size))]),
  );
  return { images: { base_url: `http://${host}/images/`, secure_base_url: `https://${host}/images/`, ...sizes }, change_keys: [] };
}
