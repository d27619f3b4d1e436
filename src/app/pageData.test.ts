import { waitFor } from '@testing-library/react';
import { server } from '../testing/server';
import { prefetchPageData } from './pageData';
import { setupStore } from './store';

/** The product API requests made while `run` works, as path and query. */
async function requestsDuring(run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  try {
    run();
    // Whatever was asked for is on its way by now; give the fetches a moment to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return seen.sort();
  } finally {
    server.events.removeListener('request:start', record);
  }
}

describe('prefetchPageData', () => {
  it("asks for the popular list of the page the URL names, in the UI's language", async () => {
    const store = setupStore();
    const seen = await requestsDuring(() => prefetchPageData(store, { pathname: '/popular', search: '?page=3' }, 'es-ES'));
    expect(seen).toEqual(['/api/tmdb/populares/?page=3&language=es-ES']);
    await waitFor(() => expect(store.getState().productApi.queries['popularMovies({"language":"es-ES","page":3})']?.status).toBe('fulfilled'));
  });

  it("asks for a film's details, credits and similar films at once", async () => {
    const seen = await requestsDuring(() => prefetchPageData(setupStore(), { pathname: '/movie/238', search: '' }, 'en-US'));
    expect(seen).toEqual([
      '/api/tmdb/movie/238/?language=en-US',
      '/api/tmdb/movie/238/credits/?language=en-US',
      '/api/tmdb/movie/238/similar?language=en-US',
    ]);
  });

  it('asks for nothing on pages without catalogue data or with an id that is no film id', async () => {
    for (const pathname of ['/login', '/register', '/profile', '/movie/abc', '/movie/0']) {
      expect(await requestsDuring(() => prefetchPageData(setupStore(), { pathname, search: '' }, 'en-US'))).toEqual([]);
    }
  });
});
