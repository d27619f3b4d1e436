import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };

function recordDiscover() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/3/discover/movie') seen.push(url);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('GenrePage', () => {
  it("is titled with the genre's name and lists its films through discover", async () => {
    const seen = recordDiscover();
    renderApp('/genre/80', { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading movies' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crime' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).toHaveAttribute('href', '/movie/900000001');
    expect(screen.getByText('The Godfather: Part II')).toBeInTheDocument();
    expect(screen.queryByText('Anonymous Film')).not.toBeInTheDocument();
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toMatchObject({ with_genres: '80', language: 'en-US', page: '1' });
  });

  it('names the genre in the UI language and pages through the URL', async () => {
    const seen = recordDiscover();
    const { user, location } = renderApp('/genre/18', { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drama' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Página 1 de 3', undefined, renderTimeout)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(await screen.findByText('Página 2 de 3', undefined, renderTimeout)).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says so when the genre has no films', async () => {
    renderApp('/genre/99', { preloadedState });
    expect(await screen.findByText('No movies found.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Genre' })).toBeInTheDocument();
  });

  it("shows the server's error text or the default", async () => {
    server.use(
      http.get('*/3/discover/movie', () =>
        HttpResponse.json({ status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false }, { status: 401 }),
      ),
    );
    renderApp('/genre/80', { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('Invalid API key: You must be granted a valid key.');
  });

  it("says the movie database's refusal in Spanish by its TMDB status code (issue 61)", async () => {
    server.use(http.get('*/3/discover/movie', () => HttpResponse.json({ status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false }, { status: 401 })));
    renderApp('/genre/80', { preloadedState, language: 'es' });
    const alert = await screen.findByRole('alert', undefined, renderTimeout);
    await waitFor(() => expect(alert).toHaveTextContent('Clave de API no válida: necesitas una clave válida.'), renderTimeout);
  });
});
