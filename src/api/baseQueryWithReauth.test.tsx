import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupStore } from '../app/store';
import { renderApp, signedInSession } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { renderTimeout } from '../testing/timeouts';
import { productApi } from './productApi';

// A protected resource only this test knows: its handler decides when the access cookie "expired".
const probeApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ name: string }, string>({ query: (name) => `/api/probe/${name}/` }),
  }),
});

function trackRefreshes(outcome: 'succeeds' | 'fails') {
  const refreshes = jest.fn();
  let accessValid = false;
  server.use(
    http.post('*/api/auth/token/refresh/', async () => {
      refreshes();
      await delay(20);
      if (outcome === 'fails') return HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
      accessValid = true;
      return HttpResponse.json({ access_expiration: '2030-01-01T00:00:00Z' });
    }),
  );
  const probeCalls = jest.fn();
  server.use(
    http.get('*/api/probe/:name/', ({ params }) => {
      probeCalls(params.name);
      return accessValid
        ? HttpResponse.json({ name: params.name })
        : HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
    }),
  );
  return { refreshes, probeCalls };
}

describe('baseQueryWithReauth', () => {
  it('refreshes once on a 401 and repeats the request once', async () => {
    const { refreshes, probeCalls } = trackRefreshes('succeeds');
    const store = setupStore({ session: signedInSession() });

    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));

    expect(result.data).toEqual({ name: 'a' });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(probeCalls).toHaveBeenCalledTimes(2);
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { refreshes, probeCalls } = trackRefreshes('succeeds');
    const store = setupStore({ session: signedInSession() });

    const results = await Promise.all(['a', 'b', 'c'].map((name) => store.dispatch(probeApi.endpoints.probe.initiate(name))));

    expect(results.map((result) => result.data)).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(probeCalls).toHaveBeenCalledTimes(6);
  });

  it('does not refresh again for a 401 to a request sent before the last refresh finished', async () => {
    const { refreshes, probeCalls } = trackRefreshes('succeeds');
    let answerStale = () => {};
    const staleAnswered = new Promise<void>((resolve) => (answerStale = resolve));
    // The request sent before the refresh carries the expired cookie; its 401 lands after the refresh.
    server.use(
      http.get('*/api/probe/stale/', async () => {
        probeCalls('stale');
        if (probeCalls.mock.calls.filter(([name]) => name === 'stale').length > 1) return HttpResponse.json({ name: 'stale' });
        await staleAnswered;
        return HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
      }),
    );
    const store = setupStore({ session: signedInSession() });

    const stale = store.dispatch(probeApi.endpoints.probe.initiate('stale'));
    await waitFor(() => expect(probeCalls).toHaveBeenCalledWith('stale'));
    expect((await store.dispatch(probeApi.endpoints.probe.initiate('fresh'))).data).toEqual({ name: 'fresh' });
    expect(refreshes).toHaveBeenCalledTimes(1);
    answerStale();

    expect((await stale).data).toEqual({ name: 'stale' });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(store.getState().session.isAuthenticated).toBe(true);
  });

  it('ends the session with the expiry message when the refresh fails, and passes the error on', async () => {
    const { refreshes, probeCalls } = trackRefreshes('fails');
    const { store, location } = renderApp('/profile', { preloadedState: { session: signedInSession() } });
    await screen.findByRole('heading', { name: 'My Profile' });

    const result = await act(() => store.dispatch(probeApi.endpoints.probe.initiate('a')));

    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(probeCalls).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Session expired, please log in again.')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null, key: null, api_key: '' });
    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
  });

  it('shows the expiry message in Spanish with the fixed text (docs/PRODUCT.md §6.5)', async () => {
    trackRefreshes('fails');
    const { store } = renderApp('/profile', { preloadedState: { session: signedInSession() }, language: 'es' });
    await screen.findByRole('heading', { name: 'Mi perfil' });
    await act(() => store.dispatch(probeApi.endpoints.probe.initiate('a')));
    expect(await screen.findByText('Sesión expirada, por favor vuelve a iniciar sesión.')).toBeInTheDocument();
  });
});
