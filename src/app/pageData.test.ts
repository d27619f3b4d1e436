import { waitFor } from '@testing-library/react';
import { godfather } from '../testing/handlers/movies';
import { server } from '../testing/server';
import { prefetchPageData } from './pageData';
import { type AppStore, setupStore } from './store';

/** The product API requests `run` makes, as path and query, once every query it started has settled. */
async function requestsDuring(store: AppStore, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  try {
    await run();
    await waitFor(() => expect(Object.values(store.getState().productApi.queries).filter((query) => query?.status === 'pending')).toEqual([]));
    return seen.sort();
  } finally {
    server.events.removeListener('request:start', record);
  }
}

/** What the server's sign-in leaves for scripts to read: a session may be held. */
const setSignedInHint = () => (document.cookie = 'signed_in=1; Path=/');

describe('prefetchPageData', () => {
  beforeEach(setSignedInHint);
  afterEach(() => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
  });

  it('asks for nothing without the signed-in hint (signed out, or a CDN that cannot see it): the session check goes alone', async () => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    for (const pathname of ['/', '/popular', `/movie/${godfather.id}`, '/person/2', '/movies']) {
      const store = setupStore();
      expect(await requestsDuring(store, () => prefetchPageData(store, { pathname, search: '' }, 'en-US'))).toEqual([]);
    }
  });

  it("asks for the popular list of the page the URL names, in the UI's language", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: '/popular', search: '?page=3' }, 'es-ES'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/populares/?page=3&language=es-ES']);
    expect(store.getState().productApi.queries['popularMovies({"language":"es-ES","page":3})']?.status).toBe('fulfilled');
  });

  it("asks for a film's details, credits, similar films and MPAA rating in one request, with the film's log and where the films come from", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: `/movie/${godfather.id}`, search: '' }, 'en-US'));
    expect(seen).toEqual([
      '/api/health/',
      `/api/me/films/${godfather.id}/`,
      '/api/me/list-ids/',
      `/api/tmdb/movie/${godfather.id}/?language=en-US&append_to_response=credits%2Csimilar%2Crelease_dates`,
    ]);
    expect(store.getState().productApi.queries[`movieDetails({"id":${godfather.id},"language":"en-US"})`]?.data).toMatchObject({
      title: 'The Godfather',
      credits: { crew: expect.arrayContaining([expect.objectContaining({ job: 'Director' })]) },
      similar: { page: 1 },
      release_dates: { results: [{ iso_3166_1: 'US', release_dates: [expect.objectContaining({ certification: 'R' })] }] },
    });
  });

  it("asks a signed-in user's list ids with the page, for the heart, bookmark and star buttons", async () => {
    for (const pathname of ['/popular', '/movie/238', '/person/2', '/movies']) {
      const store = setupStore();
      expect(await requestsDuring(store, () => prefetchPageData(store, { pathname, search: '' }, 'en-US'))).toContain('/api/me/list-ids/');
    }
  });

  it("asks for a person's details and films at once", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: '/person/2', search: '' }, 'es-ES'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/person/2/?language=es-ES', '/api/tmdb/person/2/movie_credits/?language=es-ES']);
  });

  it('asks for the profile\'s photo and the first page of each list', async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname: '/profile', search: '' }, 'en-US'));
    expect(seen).toEqual(['/api/me/favorite-actors/?page=1', '/api/me/favorites/?page=1', '/api/me/watchlist/?page=1', '/api/obtener-foto-de-perfil/']);
  });

  it('asks for nothing on pages without catalogue data or with an id that is no film id', async () => {
    for (const pathname of ['/login', '/register', '/movie/abc', '/movie/0', '/person/abc']) {
      const store = setupStore();
      const seen = await requestsDuring(store, () => prefetchPageData(store, { pathname, search: '' }, 'en-US'));
      expect(seen.filter((request) => request !== '/api/me/list-ids/')).toEqual([]);
      expect(Object.keys(store.getState().productApi.queries).filter((key) => key !== 'listIds(undefined)')).toEqual([]);
    }
  });
});
