import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OFFLINE_ATTRIBUTE } from '../../serviceWorker/rules';
import { authState, testUser } from '../../testing/handlers/auth';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

/** The browser's connection as the page sees it: navigator.onLine and its event. */
function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute(OFFLINE_ATTRIBUTE);
});

describe('the offline state', () => {
  it('comes when the browser loses the connection and goes when it is back', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' }, renderTimeout);
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();

    goOffline(true);
    const alert = (await screen.findByText("You're offline", undefined, renderTimeout)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('This device has the app, but films and your lists need a connection.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    goOffline(false);
    await waitFor(() => expect(screen.queryByText("You're offline")).not.toBeInTheDocument());
  });

  it('stays on the app shell the service worker served without a network, in Spanish, and names the failed session check', async () => {
    // The worker served this page because the server could not be reached, though the device is online.
    document.documentElement.setAttribute(OFFLINE_ATTRIBUTE, '');
    authState.signedIn = testUser;
    server.use(http.get('*/api/auth/user/', () => HttpResponse.error()));
    renderApp('/profile', { language: 'es' });

    expect(await screen.findByText('Sin conexión', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('No se pudo contactar con el servidor: estás sin conexión.', undefined, renderTimeout)).toBeInTheDocument();
    goOffline(false);
    expect(screen.getByText('Sin conexión')).toBeInTheDocument();
  });
});
