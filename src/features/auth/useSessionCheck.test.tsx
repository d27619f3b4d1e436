import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '../../app/store';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import { checkSession } from './useSessionCheck';

function countSessionChecks() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/user/') seen.count += 1;
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('the session check', () => {
  it("asks once when the boot's check has answered before the page first renders", async () => {
    const checks = countSessionChecks();
    const store = setupStore();
    checkSession(store, '/');
    await waitFor(() => expect(store.getState().session.loading).toBe(false));

    const { location } = renderApp('/', { store });

    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
    expect(await screen.findByLabelText(/Email/, undefined, renderTimeout)).toBeInTheDocument();
    expect(checks.count).toBe(1);
  });

  it('asks again on the next page after a check that failed without an answer about the session', async () => {
    server.use(http.get('*/api/auth/user/', () => HttpResponse.json({ detail: 'The server is restarting.' }, { status: 503 })));
    const checks = countSessionChecks();
    const { navigate } = renderApp('/movies');

    expect(await screen.findByText('Your session could not be checked: The server is restarting.', undefined, renderTimeout)).toBeInTheDocument();
    expect(checks.count).toBe(1);
    await navigate('/genres');
    await waitFor(() => expect(checks.count).toBe(2), renderTimeout);
  });
});
