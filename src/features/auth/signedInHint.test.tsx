import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authState, testUser } from '../../testing/handlers/auth';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import { hasSignedInHint } from './signedInHint';

/** What the server's login leaves for scripts to read (the session cookies themselves are httpOnly). */
const setHint = () => (document.cookie = 'signed_in=1; Path=/');

function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(`${request.method} ${new URL(request.url).pathname}`));
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

describe.each(['/login', '/register'])('a fresh load of %s', (path) => {
  it('sends someone with the signed-in hint and a live session to the profile', async () => {
    authState.signedIn = testUser;
    setHint();
    const seen = recordRequests();
    const { location } = renderApp(path);

    await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
    // Checked in one go: the profile's skeleton has the same heading, which the page then replaces.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument(), renderTimeout);
    expect(seen.filter((request) => request === 'GET /api/auth/user/')).toHaveLength(1);
  });

  it('shows a stale hint the form, without a message, and forgets the hint', async () => {
    setHint();
    const { location, store } = renderApp(path);

    await waitFor(() => expect(hasSignedInHint()).toBe(false));
    expect(await screen.findByLabelText(/Email/, undefined, renderTimeout)).toBeInTheDocument();
    expect(location().pathname).toBe(path);
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, loading: false, expiryNoticePending: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the check fails without an answer about the session, offers to check again and keeps the form', async () => {
    authState.signedIn = testUser;
    setHint();
    let failures = 1;
    server.use(
      http.get('*/api/auth/user/', () => (failures-- > 0 ? HttpResponse.json({ detail: 'The server is restarting.' }, { status: 503 }) : undefined)),
    );
    const { location, user } = renderApp(path);

    expect(await screen.findByText('Your session could not be checked: The server is restarting.', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByLabelText(/Email/, undefined, renderTimeout)).toBeInTheDocument();
    // The hint stays: a server error says nothing of the session, and checking again finds it live.
    expect(hasSignedInHint()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
  });

  it('asks nothing of a visitor without the hint', async () => {
    const seen = recordRequests();
    renderApp(path);

    expect(await screen.findByLabelText(/Email/, undefined, renderTimeout)).toBeInTheDocument();
    expect(seen.filter((request) => request.includes('/api/auth/'))).toEqual([]);
  });

  it("asks nothing either on a visitor's way from it to a signed-in page (the brand link): the form again", async () => {
    const seen = recordRequests();
    const { user, location } = renderApp(path);
    await screen.findByLabelText(/Email/, undefined, renderTimeout);
    await user.click(screen.getByRole('link', { name: 'Movie Browser' }));
    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
    expect(await screen.findByRole('heading', { name: 'Login', level: 1 }, renderTimeout)).toBeInTheDocument();
    expect(seen.filter((request) => request.includes('/api/'))).toEqual([]);
  });
});
