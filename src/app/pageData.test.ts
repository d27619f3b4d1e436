import { waitFor } from '@testing-library/react';
import { server } from '../testing/server';
import { prefetchPageData } from './pageData';
import { type AppStore, setupStore } from './store';

/** The product API requests `run` makes, as path and query, once every query it started has settled. */
async function requestsDuring(store: AppStore, run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  try {
    run();
    await waitFor(() => expect(Object.values(store.getState().productApi.queries).filter((query) => query?.status === 'pending')).toEqual([]));
    return seen.sort();
  } finally {
    server.events.removeListener('request:start', record);
  }
}

describe('prefetchPageData', () => {
  it("asks for the popular list of the page the URL names, in the UI's language", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: '/popular', search: '?page=3' }, 'es-ES'));
    expect(seen).toEqual(['/api/tmdb/populares/?page=3&language=es-ES']);
    expect(store.getState().productApi.queries['popularMovies({"language":"es-ES","page":3})']?.status).toBe('fulfilled');
  });

  it("asks for a film's details, credits and similar films at once", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: '/movie/238', search: '' }, 'en-US'));
    expect(seen).toEqual([
      '/api/tmdb/movie/238/?language=en-US',
      '/api/tmdb/movie/238/credits/?language=en-US',
      '/api/tmdb/movie/238/similar?language=en-US',
    ]);
  });

  it('asks for nothing on pages without catalogue data or with an id that is no film id', async () => {
    for (const pathname of ['/login', '/register', '/profile', '/movie/abc', '/movie/0']) {
      const store = setupStore();
      expect(await requestsDuring(store, () => prefetchPageData(store, { pathname, search: '' }, 'en-US'))).toEqual([]);
      expect(store.getState().productApi.queries).toEqual({});
    }
  });
});
