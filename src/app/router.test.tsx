import { screen, waitFor } from '@testing-library/react';
import { authState, testUser } from '../testing/handlers/auth';
import { renderApp, signedInSession } from '../testing/renderWithProviders';
import { NOT_AUTHENTICATED_MESSAGE } from '../features/auth/sessionSlice';

describe('route guards', () => {
  it('sends a signed-out visitor from /profile to /login', async () => {
    const { location, store } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(store.getState().session.error).toBe('Authentication credentials were not provided.');
    // A visitor never had a session, so nothing "expired".
    expect(screen.queryByText('Sesión expirada, por favor vuelve a iniciar sesión.')).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /profile', async () => {
    const { location } = renderApp('/login', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/profile'));
  });

  it('restores the session from the cookies on a protected page', async () => {
    authState.signedIn = testUser;
    const { store } = renderApp('/popular');
    expect(await screen.findByRole('heading', { name: 'Popular Movies' })).toBeInTheDocument();
    expect(store.getState().session.user?.email).toBe(testUser.email);
  });

  it('does not check the session on /register', async () => {
    const { store } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
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
    ['/no/such/page', 'Popular Movies'],
  ])('shows %s to a signed-in user', async (route, title) => {
    renderApp(route, { preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it("falls back to 'No estás autenticado' when the failure has no detail", async () => {
    const { server } = await import('../testing/server');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/auth/user/', () => new HttpResponse(null, { status: 500 })));
    const { store } = renderApp('/profile');
    await waitFor(() => expect(store.getState().session.error).toBe(NOT_AUTHENTICATED_MESSAGE));
  });
});
