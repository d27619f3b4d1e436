/**
 * `npx tsx bench/tmdb-apps.ts` (after `npm run build:server`): issue 40's /3 routes on the film
 * world, one connection on a freshly started server, each row over distinct ids or queries so
 * that nearly every answer is computed (uncached), then the same routes asked again (cached).
 * Prints a table for docs/PERFORMANCE.md ("Issue 40").
 *
 * V8 compiles PGlite's WebAssembly with its baseline compiler first and optimises each function
 * once it has run enough (dynamic tiering), so a server's first seconds of catalogue work are
 * two to three times slower than the rest. That start is measured on its own (the "cold" row,
 * the first films), then the server is warmed with the heavy routes on the last films and
 * people, and the rows measure the films and people between, which neither asked for.
 */
import os from 'node:os';
import { parseFilmWorld, readFilmWorldFile } from '../server/catalogue/film-world';
import { DISTINCT_IDS, load, popularIds, type Row, signUp, startServer, stopServer, table } from './support';

/** Ids below this are the cold row's; from WARM_UP_IDS on, the warm-up's; the rows measure those between. */
const COLD_IDS = 1000;
const WARM_UP_IDS = 3000;

async function main(): Promise<void> {
  const ids = await popularIds();
  const world = parseFilmWorld((await readFilmWorldFile()).compressed);
  const names = new Map(world.people.map(([id, name]) => [id, name]));
  const mids = world.films.flatMap((film) => (film[21] === null ? [] : [film[21]])).slice(0, DISTINCT_IDS);
  const server = await startServer({});
  try {
    const { apiKey: key } = await signUp(server.url);
    const withKey = (path: string) => `${path}${path.includes('?') ? '&' : '?'}api_key=${key}`;
    const films = (path: (id: number) => string, from = COLD_IDS, to = WARM_UP_IDS) => ids.films.slice(from, to).map((id) => withKey(path(id)));
    const people = (path: (id: number) => string, from = COLD_IDS, to = WARM_UP_IDS) => ids.people.slice(from, to).map((id) => withKey(path(id)));
    const nameSearch = (id: number) => `/3/search/multi?query=${encodeURIComponent(names.get(id) ?? '')}`;
    const measured = WARM_UP_IDS - COLD_IDS;
    const filmPage = (id: number) => `/3/movie/${id}?append_to_response=credits,similar`;
    const cold = await load(`GET /3/movie/{id}?append_to_response=credits,similar, cold: the first 5 s after the start, ${COLD_IDS} films`, server.url, films(filmPage, 0, COLD_IDS), 1);
    for (const paths of [films(filmPage, WARM_UP_IDS, DISTINCT_IDS), films((id) => `/3/movie/${id}/recommendations?page=2`, WARM_UP_IDS, DISTINCT_IDS),
      people(nameSearch, WARM_UP_IDS, DISTINCT_IDS), people((id) => `/3/person/${id}/combined_credits`, WARM_UP_IDS, DISTINCT_IDS)]) {
      await load('warm-up', server.url, paths, 1);
    }
    const routes: Array<[string, string[]]> = [
      [`GET /3/movie/{id}?append_to_response=credits,similar, ${measured} films`, films(filmPage)],
      [`GET /3/movie/{id}?append_to_response= all nine, ${measured} films`,
        films((id) => `/3/movie/${id}?append_to_response=credits,similar,recommendations,release_dates,external_ids,images,videos,keywords,alternative_titles`)],
      [`GET /3/movie/{id}/recommendations, ${measured} films`, films((id) => `/3/movie/${id}/recommendations?page=2`)],
      [`GET /3/movie/{id}/external_ids, ${measured} films`, films((id) => `/3/movie/${id}/external_ids`)],
      [`GET /3/movie/{id}/images, ${measured} films`, films((id) => `/3/movie/${id}/images`)],
      [`GET /3/movie/{id}/videos, ${measured} films`, films((id) => `/3/movie/${id}/videos`)],
      [`GET /3/search/multi, ${measured} names`, people(nameSearch)],
      [`GET /3/person/{id}/combined_credits, ${measured} people`, people((id) => `/3/person/${id}/combined_credits`)],
      [`GET /3/person/{id}?append_to_response= all four, ${measured} people`,
        people((id) => `/3/person/${id}?append_to_response=movie_credits,combined_credits,external_ids,images`)],
      ['GET /3/person/popular, 500 pages', Array.from({ length: 500 }, (_, index) => `/3/person/popular?page=${index + 1}&api_key=${key}`)],
      [`GET /3/find/{freebase_mid}, ${mids.length} ids`, mids.map((mid) => `/3/find/${encodeURIComponent(mid)}?external_source=freebase_mid&api_key=${key}`)],
      ['GET /3/movie/now_playing and upcoming', [`/3/movie/now_playing?api_key=${key}`, `/3/movie/upcoming?api_key=${key}`]],
      ['GET /3/trending/person/week, 500 pages', Array.from({ length: 500 }, (_, index) => `/3/trending/person/week?page=${index + 1}&api_key=${key}`)],
      ['GET /3/configuration', [`/3/configuration?api_key=${key}`]],
    ];
    const uncached: Row[] = [cold];
    for (const [name, paths] of routes) uncached.push(await load(name, server.url, paths, 1));
    // Each route's first 20 requests again: answers the runs above computed, now read from the cache.
    const cached: Row[] = [];
    for (const [name, paths] of routes) cached.push(await load(`${name.split(',')[0]}, cached`, server.url, paths.slice(0, 20), 1));
    console.log(`${os.cpus()[0]?.model}; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    console.log('\nUncached (one connection, distinct ids):\n');
    console.log(table(uncached));
    console.log('\nCached (one connection, the same 20 requests):\n');
    console.log(table(cached));
  } finally {
    await stopServer(server.child);
  }
}

void main();
