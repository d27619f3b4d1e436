import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authState, testUser } from '../testing/handlers/auth';
import { renderApp, signedInSession } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { renderTimeout } from '../testing/timeouts';

describe('route guards', () => {
  it('sends a signed-out visitor from /profile to /login', async () => {
    const { location, store } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Login' }, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null, loading: false });
    // A visitor never had a session, so nothing "expired".
    expect(screen.queryByText('Session expired, please log in again.')).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /profile', async () => {
    const { location } = renderApp('/login', { preloadedState: { session: signedInSession() } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument(), renderTimeout);
    await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
  });

  it('restores the session from the cookies on a protected page', async () => {
    authState.signedIn = testUser;
    const { store } = renderApp('/popular');
    expect(await screen.findByRole('heading', { name: 'Popular Movies' }, renderTimeout)).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe(testUser.email);
  });

  it.each([
    ['/', { name: 'Popular Movies', level: 1 }, 'Loading movies'],
    ['/profile', { name: 'My Profile', level: 1 }, undefined],
    ['/movie/900000001', undefined, 'Loading movie details'],
  ])('shows the skeleton of %s while the session is checked, then the page', async (route, heading, status) => {
    authState.signedIn = testUser;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get('*/api/auth/user/', async () => {
      await answered;
      return undefined;
    }));
    const { store } = renderApp(route);
    if (heading) expect(await screen.findByRole('heading', heading, renderTimeout)).toBeInTheDocument();
    if (status) expect(await screen.findByRole('status', { name: status }, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, loading: true });
    answer();
    await waitFor(() => expect(store.getState().session.isAuthenticated).toBe(true), renderTimeout);
  });

  it('shows the spinner while the session is checked on a page without a skeleton', async () => {
    server.use(http.get('*/api/auth/user/', () => new Promise<never>(() => {})));
    renderApp('/about');
    expect(await screen.findByRole('progressbar', { name: 'Loading...' }, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About' })).not.toBeInTheDocument();
  });

  it('does not check the session on /register', async () => {
    const { store } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' }, renderTimeout);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().productApi.queries).toEqual({});
  });

  it.each([
    ['/', 'Popular Movies'],
    ['/popular', 'Popular Movies'],
    ['/movies', 'Movies'],
    ['/movieSearch', 'Search results'],
    ['/movie/900000001', 'The Godfather'],
    ['/genre/18', 'Genre'],
    ['/person/2', 'Al Pacino'],
    ['/about', 'About'],
    ['/no/such/page', 'Popular Movies'],
  ])('shows %s to a signed-in user', async (route, title) => {
    renderApp(route, { preloadedState: { session: signedInSession() } });
    // A page's chunk (Discover's holds MUI's selects and autocomplete) can take over a second to load in jsdom on a busy machine.
    expect(await screen.findByRole('heading', { name: title }, renderTimeout)).toBeInTheDocument();
  });

  it('keeps the reader on the page with the default text and a retry when the session check fails without a reason', async () => {
    server.use(http.get('*/api/auth/user/', () => new HttpResponse(null, { status: 500 })));
    const { location, store } = renderApp('/profile');
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('You are not authenticated.');
    expect(location().pathname).toBe('/profile');
    expect(store.getState().session).toMatchObject({ loading: false, checkError: '' });
  });
});
