/**
 * The requests the catalogue benchmarks ask (bench/api.ts, bench/recommendations.ts,
 * bench/catalogue-reads.ts): the ten movie searches, Discover's mix and For you's full profiles.
 */
import { type LoadRequest, popularIds, signUp } from './support';

export const SEARCHES = ['godfather', 'godfater', 'star wars', 'amelie', 'the dark knight', 'love', 'matrix', 'titanic', 'harry potter', 'lord of the rings'];

export const searchPaths = (key: string, route = 'movie') =>
  SEARCHES.map((query) => `/3/search/${route}?query=${encodeURIComponent(query)}&include_adult=false&language=en-US&page=1&api_key=${key}`);

/**
 * Each search in `count` spellings that differ in letter case and trailing spaces only: the same
 * work for the server (search lower-cases and trims what it is asked), but each a request no
 * earlier one made, so a cached search is still measured computing its answer.
 */
export function caseVariantSearchPaths(key: string, count: number, route = 'movie', { from = 0, queries = SEARCHES }: { from?: number; queries?: readonly string[] } = {}): string[] {
  const variant = (query: string, n: number) => {
    const letters = [...query].filter((char) => char.toUpperCase() !== char).length;
    const cases = 2 ** Math.min(letters, 12);
    let bit = 0;
    const cased = [...query].map((char) => (char.toUpperCase() === char ? char : ((n % cases) >> bit++) & 1 ? char.toUpperCase() : char));
    return cased.join('') + ' '.repeat(Math.floor(n / cases));
  };
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const query = queries[index % queries.length] ?? '';
    return `/3/search/${route}?query=${encodeURIComponent(variant(query, Math.floor(index / queries.length)))}&include_adult=false&language=en-US&page=1&api_key=${key}`;
  });
}

/** Searches none of the measured rows asks, to warm a server before they run (bench/catalogue-reads.ts). */
export const WARM_UP_SEARCHES = ['night', 'the war', 'king', 'blood', 'dream', 'amour', 'gost', 'house of', 'man', 'city'];

/** Discover queries none of the measured rows asks (other filters, other people), for the same warm-up. */
export function discoverWarmUpPaths(key: string, people: readonly number[]): string[] {
  const paths = DISCOVER_SORTS.flatMap((sort) => [90, 120].map((runtime) => `/3/discover/movie?with_runtime.gte=${runtime}&sort_by=${sort}&api_key=${key}`));
  for (const person of people.slice(1000, 2000)) paths.push(`/3/discover/movie?with_people=${person}&sort_by=popularity.desc&api_key=${key}`);
  return paths;
}

const DISCOVER_GENRES = ['28', '35', '18', '27', '80', '10749', '878', '53', '18,80', '35|10749'];
const DISCOVER_SORTS = ['popularity', 'vote_average', 'vote_count', 'primary_release_date', 'title', 'revenue'].flatMap((field) => [
  `${field}.desc`,
  `${field}.asc`,
]);
const DECADES = [1930, 1950, 1970, 1990, 2010];
/** Issue 39's origins: languages and countries small and large, alone and with a decade. */
export const DISCOVER_ORIGINS = ['with_original_language=ja', 'with_original_language=fr%7Cit', 'with_origin_country=JP', 'with_origin_country=FR',
  'with_origin_country=IN', 'region=US', 'region=IT', 'with_origin_country=JP&primary_release_date.gte=1950-01-01&primary_release_date.lte=1959-12-31'];
/** Pages 1 to 3 of each: more distinct queries than a 5 s row asks for, so nearly every answer is computed. */
const DISCOVER_PAGES = [1, 2, 3];

/**
 * Discover queries over the whole catalogue, each distinct (genres × sort × decade, origins × sort, the same
 * sorts over everything, pages 1 to 3, then by a popular person).
 */
export function discoverPaths(key: string, people: readonly number[]): string[] {
  const paths: string[] = [];
  for (const page of DISCOVER_PAGES) {
    for (const sort of DISCOVER_SORTS) {
      paths.push(`/3/discover/movie?sort_by=${sort}&page=${page}&api_key=${key}`);
      paths.push(`/3/discover/movie?sort_by=${sort}&page=${page}&vote_average.gte=7&vote_count.gte=1000&api_key=${key}`);
      for (const origin of DISCOVER_ORIGINS) paths.push(`/3/discover/movie?${origin}&sort_by=${sort}&page=${page}&api_key=${key}`);
      for (const genres of DISCOVER_GENRES) {
        for (const decade of DECADES) {
          paths.push(`/3/discover/movie?with_genres=${encodeURIComponent(genres)}&primary_release_date.gte=${decade}-01-01` +
            `&primary_release_date.lte=${decade + 9}-12-31&sort_by=${sort}&page=${page}&api_key=${key}`);
        }
      }
    }
  }
  for (const person of people.slice(0, 1000)) paths.push(`/3/discover/movie?with_people=${person}&sort_by=primary_release_date.desc&api_key=${key}`);
  return paths;
}

/** Discover by origin alone: every origin filter, every sort both ways, pages 1 to 3, each distinct. */
export const discoverOriginPaths = (key: string): string[] =>
  DISCOVER_PAGES.flatMap((page) => DISCOVER_SORTS.flatMap((sort) =>
    DISCOVER_ORIGINS.map((origin) => `/3/discover/movie?${origin}&sort_by=${sort}&page=${page}&api_key=${key}`)));

/** Profiles per server: registration allows an address ten accounts an hour. */
export const PROFILES = 8;
/** Each profile's lists, beyond the seed caps (10 favorites, 5 watchlist entries, 10 people), so the caps bind. */
export const LISTS = { favorites: 15, watchlist: 8, people: 15 };
/** Profiles draw from the most popular films and people: the best linked, so the most work. */
export const POOL = 300;

/** PROFILES accounts, each with full lists of popular films and people, as one For you request each to measure. */
export async function forYouProfiles(url: string): Promise<LoadRequest[]> {
  const ids = await popularIds();
  const pick = (pool: number[], user: number, count: number, stride: number) =>
    Array.from({ length: count }, (_, index) => pool[(user * 37 + index * stride) % POOL] ?? 0);
  const requests: LoadRequest[] = [];
  for (let user = 0; user < PROFILES; user += 1) {
    const { key } = await signUp(url);
    const headers = { authorization: `Token ${key}` };
    const puts = [
      ...pick(ids.films, user, LISTS.favorites, 7).map((id) => `/api/me/favorites/${id}/`),
      ...pick(ids.films, user + PROFILES, LISTS.watchlist, 11).map((id) => `/api/me/watchlist/${id}/`),
      ...pick(ids.people, user, LISTS.people, 13).map((id) => `/api/me/favorite-actors/${id}/`),
    ];
    for (const put of puts) {
      const res = await fetch(url + put, { method: 'PUT', headers });
      if (res.status !== 204) throw new Error(`PUT ${put}: ${res.status} ${await res.text()}`);
    }
    const check = await fetch(`${url}/api/me/for-you/?language=en-US`, { headers });
    const { results } = (await check.json()) as { results: unknown[] };
    if (results.length === 0) throw new Error('a full profile was recommended nothing');
    requests.push({ path: '/api/me/for-you/?language=en-US', headers });
  }
  return requests;
}
