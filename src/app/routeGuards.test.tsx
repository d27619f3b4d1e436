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

  it.each([['/', 'Popular Movies'], ['/profile', 'My Profile']])('shows the spinner while the session is checked on %s, then the page', async (route, heading) => {
    authState.signedIn = testUser;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(http.get('*/api/auth/user/', async () => {
      await answered;
      return undefined;
    }));
    renderApp(route);
    expect(await screen.findByRole('progressbar', { name: 'Loading...' }, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: heading, level: 1 }, renderTimeout)).toBeInTheDocument();
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

  it('keeps the reader on the page, saying the session could not be checked, with a retry when the check fails without a reason', async () => {
    server.use(http.get('*/api/auth/user/', () => new HttpResponse(null, { status: 500 })));
    const { location, store } = renderApp('/profile');
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('Your session could not be checked. Try again.');
    expect(location().pathname).toBe('/profile');
    expect(store.getState().session).toMatchObject({ loading: false, checkError: { status: 500 } });
  });
});
