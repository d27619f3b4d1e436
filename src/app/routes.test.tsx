import { screen, waitFor } from '@testing-library/react';
import { godfather } from '../testing/handlers/movies';
import { renderApp } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { renderTimeout } from '../testing/timeouts';
import { initialSessionState } from '../features/auth/sessionSlice';
import { createStaticHandler } from 'react-router';
import { signedInSession } from '../testing/renderWithProviders';
import { createI18n } from '../i18n/i18n';
import { appRoutes, pageRoutes } from './routes';
import { type AppStore, setupStore } from './store';

// Each page renders once per file here: a page's module, once here, stays.
const signedOut = { session: { ...initialSessionState, loading: false } };
const route = (id: string) => pageRoutes.find((candidate) => candidate.id === id)!;

describe('the route table', () => {
  it('shows the loading fallback for a page whose module has not arrived, then the page', async () => {
    renderApp('/register', { preloadedState: signedOut });

    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    // The page's first import can take longer than the default second on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Register' }, renderTimeout)).toBeInTheDocument();
  });

  it("says a page whose chunk did not arrive could not be loaded, and offers a reload, instead of leaving an empty screen", async () => {
    jest.spyOn(route('shared-list'), 'lazy').mockRejectedValueOnce(new Error('Loading chunk shared-list failed.'));
    renderApp('/shared/a-token', { preloadedState: signedOut });

    expect(await screen.findByRole('alert', {}, renderTimeout)).toHaveTextContent('This page could not be loaded. Check your connection, then reload.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The frame stays: the reader can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the popular page at an unknown path, for a signed-in reader', async () => {
    renderApp('/no/such/page', { preloadedState: { session: signedInSession() } });

    expect(await screen.findByRole('heading', { name: 'Popular Movies' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

/**
 * The routes' loaders at `url` as the server runs them (React Router's static handler), for a
 * signed-in reader: resolves once every query they started has settled.
 */
async function loadAt(store: AppStore, url: string, language: 'en' | 'es' = 'en'): Promise<void> {
  const { query } = createStaticHandler(appRoutes({ store, i18n: createI18n({ lng: language }), settled: () => undefined }));
  await query(new Request(new URL(url, 'http://localhost')));
}

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

describe("a page's loader", () => {
  it("asks for the popular list of the page the URL names, in the UI's language", async () => {
    const store = setupStore({ session: signedInSession() });
    const seen = await requestsDuring(store, () => loadAt(store, '/popular?page=3', 'es'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/populares/?page=3&language=es-ES']);
    expect(store.getState().productApi.queries['popularMovies({"language":"es-ES","page":3})']?.status).toBe('fulfilled');
  });

  it("asks for a film's details, credits, similar films and MPAA rating in one request, with the film's log and where the films come from", async () => {
    const store = setupStore({ session: signedInSession() });
    const seen = await requestsDuring(store, () => loadAt(store, `/movie/${godfather.id}`));
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
      const store = setupStore({ session: signedInSession() });
      expect(await requestsDuring(store, () => loadAt(store, pathname))).toContain('/api/me/list-ids/');
    }
  });

  it("asks for a person's details and films at once", async () => {
    const store = setupStore({ session: signedInSession() });
    const seen = await requestsDuring(store, () => loadAt(store, '/person/2', 'es'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/person/2/?language=es-ES', '/api/tmdb/person/2/movie_credits/?language=es-ES']);
  });

  it('asks for the profile\'s photo and the first page of each list', async () => {
    const store = setupStore({ session: signedInSession() });
    const seen = await requestsDuring(store, () => loadAt(store, '/profile'));
    expect(seen).toEqual(['/api/me/favorite-actors/?page=1', '/api/me/favorites/?page=1', '/api/me/watchlist/?page=1', '/api/obtener-foto-de-perfil/']);
  });

  it('asks for nothing on pages without catalogue data or with an id that is no film id', async () => {
    for (const pathname of ['/login', '/register', '/movie/abc', '/movie/0', '/person/abc']) {
      const store = setupStore({ session: signedInSession() });
      const seen = await requestsDuring(store, () => loadAt(store, pathname));
      expect(seen.filter((request) => request !== '/api/me/list-ids/')).toEqual([]);
      expect(Object.keys(store.getState().productApi.queries).filter((key) => key !== 'listIds(undefined)')).toEqual([]);
    }
  });
});
