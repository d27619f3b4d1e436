/**
 * `npx tsx bench/tmdb-apps.ts` (after `npm run build:server`): issue 40's /3 routes on the film
 * world, one connection on a freshly started server, each row over distinct ids or queries so
 * that nearly every answer is computed (uncached), then the same routes asked again (cached).
 * Prints a table for docs/PERFORMANCE.md ("Issue 40").
 */
import os from 'node:os';
import { parseFilmWorld, readFilmWorldFile } from '../server/catalogue/film-world';
import { DISTINCT_IDS, load, popularIds, type Row, signUp, startServer, stopServer, table } from './support';

async function main(): Promise<void> {
  const ids = await popularIds();
  const world = parseFilmWorld((await readFilmWorldFile()).compressed);
  const names = new Map(world.people.map(([id, name]) => [id, name]));
  const mids = world.films.flatMap((film) => (film[21] === null ? [] : [film[21]])).slice(0, DISTINCT_IDS);
  const server = await startServer({});
  try {
    const { apiKey: key } = await signUp(server.url);
    const films = (path: (id: number) => string) => ids.films.map((id) => `${path(id)}${path(id).includes('?') ? '&' : '?'}api_key=${key}`);
    const people = (path: (id: number) => string) => ids.people.map((id) => `${path(id)}${path(id).includes('?') ? '&' : '?'}api_key=${key}`);
    const routes: Array<[string, string[]]> = [
      [`GET /3/movie/{id}?append_to_response=credits,similar, ${DISTINCT_IDS} films`, films((id) => `/3/movie/${id}?append_to_response=credits,similar`)],
      [`GET /3/movie/{id}?append_to_response= all nine, ${DISTINCT_IDS} films`,
        films((id) => `/3/movie/${id}?append_to_response=credits,similar,recommendations,release_dates,external_ids,images,videos,keywords,alternative_titles`)],
      [`GET /3/movie/{id}/recommendations, ${DISTINCT_IDS} films`, films((id) => `/3/movie/${id}/recommendations?page=2`)],
      [`GET /3/movie/{id}/external_ids, ${DISTINCT_IDS} films`, films((id) => `/3/movie/${id}/external_ids`)],
      [`GET /3/movie/{id}/images, ${DISTINCT_IDS} films`, films((id) => `/3/movie/${id}/images`)],
      [`GET /3/movie/{id}/videos, ${DISTINCT_IDS} films`, films((id) => `/3/movie/${id}/videos`)],
      [`GET /3/search/multi, ${DISTINCT_IDS} names`, ids.people.map((id) => `/3/search/multi?query=${encodeURIComponent(names.get(id) ?? '')}&api_key=${key}`)],
      [`GET /3/person/{id}/combined_credits, ${DISTINCT_IDS} people`, people((id) => `/3/person/${id}/combined_credits`)],
      [`GET /3/person/{id}?append_to_response= all four, ${DISTINCT_IDS} people`,
        people((id) => `/3/person/${id}?append_to_response=movie_credits,combined_credits,external_ids,images`)],
      ['GET /3/person/popular, 500 pages', Array.from({ length: 500 }, (_, index) => `/3/person/popular?page=${index + 1}&api_key=${key}`)],
      [`GET /3/find/{freebase_mid}, ${mids.length} ids`, mids.map((mid) => `/3/find/${encodeURIComponent(mid)}?external_source=freebase_mid&api_key=${key}`)],
      ['GET /3/movie/now_playing and upcoming', [`/3/movie/now_playing?api_key=${key}`, `/3/movie/upcoming?api_key=${key}`]],
      ['GET /3/trending/person/week, 500 pages', Array.from({ length: 500 }, (_, index) => `/3/trending/person/week?page=${index + 1}&api_key=${key}`)],
      ['GET /3/configuration', [`/3/configuration?api_key=${key}`]],
    ];
    const uncached: Row[] = [];
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
