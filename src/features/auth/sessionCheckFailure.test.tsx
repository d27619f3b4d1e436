import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authState, testUser } from '../../testing/handlers/auth';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

/** The current-user call answers `status` (with `detail` when given) until `recover` is called. */
function failingCheck(status: number, detail?: string) {
  let failing = true;
  server.use(
    http.get('*/api/auth/user/', () => {
      if (!failing) return undefined;
      return detail ? HttpResponse.json({ detail }, { status }) : new HttpResponse(null, { status });
    }),
  );
  return () => (failing = false);
}

describe('a session check that fails without a 401 (docs/PRODUCT.md §6.4)', () => {
  it.each([
    [500, 'A server error occurred.'],
    [403, 'You do not have permission to perform this action.'],
  ])("shows the server's detail text of a %i in place of the page, and checks again on request", async (status, detail) => {
    authState.signedIn = testUser;
    const recover = failingCheck(status, detail);
    const { location, store } = renderApp('/profile');

    const retry = await screen.findByRole('button', { name: 'Try again' }, renderTimeout);
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    expect(location().pathname).toBe('/profile');

    recover();
    retry.click();
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 }, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session).toMatchObject({ isAuthenticated: true, checkError: null }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'No estás autenticado' to a Spanish reader when the server gives no text", async () => {
    failingCheck(502);
    renderApp('/profile', { language: 'es' });
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, renderTimeout);
    expect(screen.getByRole('alert')).toHaveTextContent('No estás autenticado');
    expect(screen.getByRole('alert')).toContainElement(retry);
  });

  it('does not sign out someone signed in whose check meets a server error', async () => {
    failingCheck(500);
    const { location, store } = renderApp('/profile', { preloadedState: { session: signedInSession({ user: null }) } });
    await waitFor(() => expect(store.getState().session.checkError).toBe(''), renderTimeout);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(location().pathname).toBe('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 }, renderTimeout)).toBeInTheDocument();
  });
});
