import { screen, waitFor } from '@testing-library/react';
import { godfather } from '../testing/handlers/movies';
import { renderApp } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { initialSessionState } from '../features/auth/sessionSlice';
import { loadPage, loadRoute, pageRoutes, routeAt } from './routes';
import { type AppStore, setupStore } from './store';

// Each page renders once per file here: a page's module, once here, stays.
const signedOut = { session: { ...initialSessionState, loading: false } };
const route = (id: string) => pageRoutes.find((candidate) => candidate.id === id)!;

describe('the route table', () => {
  it('renders a page whose module has arrived in the first render, without the loading fallback', async () => {
    await loadRoute(route('login'));
    renderApp('/login', { preloadedState: signedOut });

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('shows the loading fallback for a page whose module has not arrived, then the page', async () => {
    renderApp('/register', { preloadedState: signedOut });

    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it("says a page whose chunk did not arrive could not be loaded, and offers a reload, instead of leaving an empty screen", async () => {
    jest.spyOn(route('shared-list'), 'lazy').mockRejectedValueOnce(new Error('Loading chunk shared-list failed.'));
    renderApp('/shared/a-token', { preloadedState: signedOut });

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection, then reload.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The frame stays: the reader can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('finds the page of each path with its parameters, and the popular page for an unknown one', () => {
    expect(routeAt('/movie/42')).toMatchObject({ route: { id: 'movie-details' }, params: { id: '42' } });
    expect(routeAt('/')).toMatchObject({ route: { id: 'popular' } });
    expect(routeAt('/no/such/page')).toMatchObject({ route: { id: 'popular' }, params: {} });
  });
});

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
    const store = setupStore();
    const seen = await requestsDuring(store, () => loadPage(store.dispatch, { pathname: '/popular', search: '?page=3' }, 'es-ES'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/populares/?page=3&language=es-ES']);
    expect(store.getState().productApi.queries['popularMovies({"language":"es-ES","page":3})']?.status).toBe('fulfilled');
  });

  it("asks for a film's details, credits, similar films and MPAA rating in one request, with the film's log and where the films come from", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => loadPage(store.dispatch, { pathname: `/movie/${godfather.id}`, search: '' }, 'en-US'));
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
      expect(await requestsDuring(store, () => loadPage(store.dispatch, { pathname, search: '' }, 'en-US'))).toContain('/api/me/list-ids/');
    }
  });

  it("asks for a person's details and films at once", async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => loadPage(store.dispatch, { pathname: '/person/2', search: '' }, 'es-ES'));
    expect(seen).toEqual(['/api/me/list-ids/', '/api/tmdb/person/2/?language=es-ES', '/api/tmdb/person/2/movie_credits/?language=es-ES']);
  });

  it('asks for the profile\'s photo and the first page of each list', async () => {
    const store = setupStore();
    const seen = await requestsDuring(store, () => loadPage(store.dispatch, { pathname: '/profile', search: '' }, 'en-US'));
    expect(seen).toEqual(['/api/me/favorite-actors/?page=1', '/api/me/favorites/?page=1', '/api/me/watchlist/?page=1', '/api/obtener-foto-de-perfil/']);
  });

  it('asks for nothing on pages without catalogue data or with an id that is no film id', async () => {
    for (const pathname of ['/login', '/register', '/movie/abc', '/movie/0', '/person/abc']) {
      const store = setupStore();
      const seen = await requestsDuring(store, () => loadPage(store.dispatch, { pathname, search: '' }, 'en-US'));
      expect(seen.filter((request) => request !== '/api/me/list-ids/')).toEqual([]);
      expect(Object.keys(store.getState().productApi.queries).filter((key) => key !== 'listIds(undefined)')).toEqual([]);
    }
  });
});
