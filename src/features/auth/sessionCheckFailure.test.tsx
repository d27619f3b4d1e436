import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authState, testUser } from '../../testing/handlers/auth';
import { refusal } from '../../testing/handlers/errors';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

/** The current-user call answers with `answer` until `recover` is called. */
function failingCheck(answer: () => Response) {
  let failing = true;
  server.use(http.get('*/api/auth/user/', () => (failing ? answer() : undefined)));
  return () => (failing = false);
}

/** The signed-in hint a browser keeps beside the session cookies (docs/PRODUCT.md §6.1). */
function withSignedInHint() {
  document.cookie = 'signed_in=1; Path=/';
  return () => void (document.cookie = 'signed_in=; Max-Age=0; Path=/');
}

describe('a session check that fails without a 401 (docs/PRODUCT.md §6.4)', () => {
  let forgetHint: () => void;
  beforeEach(() => {
    forgetHint = withSignedInHint();
  });
  afterEach(() => forgetHint());

  it.each([
    ['en', () => refusal(500, 'server_error'), 'Your session could not be checked: Internal server error.', 'Try again', 'Log out'],
    ['es', () => refusal(500, 'server_error'), 'No se pudo comprobar tu sesión: Error interno del servidor.', 'Reintentar', 'Cerrar sesión'],
    ['es', () => refusal(503, 'database_unavailable'), 'No se pudo comprobar tu sesión: La base de datos no está disponible; inténtalo de nuevo en un momento.', 'Reintentar', 'Cerrar sesión'],
    ['en', () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }), 'Your session could not be checked: You do not have permission to perform this action.', 'Try again', 'Log out'],
  ] as const)('says the check could not be made and why (%s), as the header still shows the session, and checks again on request', async (language, answer, text, retryLabel, logOut) => {
    authState.signedIn = testUser;
    const recover = failingCheck(answer);
    const { location, store } = renderApp('/profile', { language });

    const retry = await screen.findByRole('button', { name: retryLabel }, renderTimeout);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text), renderTimeout);
    expect(screen.getByRole('button', { name: logOut })).toBeInTheDocument();
    expect(location().pathname).toBe('/profile');

    recover();
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: language === 'en' ? 'My Profile' : 'Mi perfil' }, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session).toMatchObject({ isAuthenticated: true, checkError: null }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['no answer at all', () => HttpResponse.error()],
    ['a 502 without a body', () => new HttpResponse(null, { status: 502 })],
  ])('says the session could not be checked, never that the reader is not signed in, after %s (issue 61)', async (_case, answer) => {
    failingCheck(answer);
    renderApp('/profile', { language: 'es' });
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, renderTimeout);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo comprobar tu sesión. Vuelve a intentarlo.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('No estás autenticado');
    expect(screen.getByRole('alert')).toContainElement(retry);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('does not sign out someone signed in whose check meets a server error', async () => {
    failingCheck(() => new HttpResponse(null, { status: 500 }));
    const { location, store } = renderApp('/profile', { preloadedState: { session: signedInSession({ user: null }) } });
    await waitFor(() => expect(store.getState().session.checkError).toEqual({ status: 500 }), renderTimeout);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(location().pathname).toBe('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 }, renderTimeout)).toBeInTheDocument();
  });
});
