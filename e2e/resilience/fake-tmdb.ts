import http from 'node:http';

/** How the fake answers from now on. */
type UpstreamMode = { kind: 'ok' } | { kind: 'slow'; delayMs: number } | { kind: 'status'; status: 429 | 500 } | { kind: 'down' };

export interface FakeTmdb {
  /** TMDB_BASE_URL for the server under test. */
  baseUrl: string;
  /** Requests seen per path (/3/movie/popular, ...). */
  calls(path: string): number;
  setMode(mode: UpstreamMode): void;
  close(): Promise<void>;
}

const popularPage = (page: number) => ({
  page,
  results: [
    {
      id: 550,
      title: 'Fight Club',
      original_title: 'Fight Club',
      overview: 'An insomniac office worker...',
      poster_path: null,
      backdrop_path: null,
      release_date: '1999-10-15',
      genre_ids: [18],
      original_language: 'en',
      popularity: 61.4,
      vote_average: 8.4,
      vote_count: 26280,
      adult: false,
      video: false,
    },
  ],
  total_pages: 1,
  total_results: 1,
});

const details = (id: number) => ({ ...popularPage(1).results[0], id, genres: [{ id: 18, name: 'Drama' }], runtime: 139 });

/** A stand-in for api.themoviedb.org on loopback that counts calls and fails on demand. */
export async function fakeTmdb(): Promise<FakeTmdb> {
  const seen = new Map<string, number>();
  let mode: UpstreamMode = { kind: 'ok' };
  const delayed = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.set(url.pathname, (seen.get(url.pathname) ?? 0) + 1);
    const current = mode;
    if (current.kind === 'down') {
      request.socket.destroy();
      return;
    }
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json' }).end('{"status_message":"failing"}');
      return;
    }
    const movie = /^\/3\/movie\/(\d+)$/.exec(url.pathname);
    const body = movie ? details(Number(movie[1])) : popularPage(Number(url.searchParams.get('page') ?? 1));
    const send = () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (current.kind !== 'slow') {
      send();
      return;
    }
    const timer = setTimeout(() => {
      delayed.delete(timer);
      send();
    }, current.delayMs);
    delayed.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    calls: (path) => seen.get(path) ?? 0,
    setMode(next) {
      mode = next;
    },
    async close() {
      for (const timer of delayed) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
