import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { serverText } from '../../testing/handlers/errors';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };

function recordPopularRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/tmdb/populares/') seen.push(url);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('PopularPage', () => {
  it('shows a skeleton, then the popular films as cards linking to their pages', async () => {
    renderApp('/', { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading movies' }, renderTimeout)).toBeInTheDocument();

    const card = await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout);
    expect(card).toHaveAttribute('href', '/movie/900000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Popular Movies' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const poster = within(card).getByRole('img', { name: 'Poster of The Godfather' });
    expect(poster).toHaveAttribute('src', 'http://localhost/images/w342/poster-900000001.svg');
    expect(within(card).getByRole('img', { name: 'Rating 9.2 out of 10' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading movies' })).not.toBeInTheDocument();
  });

  it('sends the UI language and prefetches the next page', async () => {
    const seen = recordPopularRequests();
    renderApp('/popular', { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Películas populares' }, renderTimeout)).toBeInTheDocument();
    await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout);
    expect(seen[0]?.searchParams.get('language')).toBe('es-ES');
    expect(seen[0]?.searchParams.get('page')).toBe('1');
    await screen.findByRole('button', { name: /Siguiente/ }, renderTimeout);
    expect(seen.map((url) => url.searchParams.get('page'))).toContain('2');
  });

  it('keeps the page in the URL and disables Previous and Next at the ends', async () => {
    const { user, location, navigate } = renderApp('/popular', { preloadedState });
    await screen.findByText('The Godfather', undefined, renderTimeout);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(await screen.findByText('Popular Film 21', undefined, renderTimeout)).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Popular Film 45', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await navigate(-1);
    expect(await screen.findByText('Popular Film 21', undefined, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=2'));
  });

  it('starts on the page the URL names', async () => {
    renderApp('/popular?page=3', { preloadedState });
    expect(await screen.findByText('Popular Film 45', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows the last page for a page past it in the URL, and says so in the URL in place', async () => {
    const { location } = renderApp('/popular?page=7', { preloadedState });
    expect(await screen.findByText('Popular Film 45', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(location().search).toBe('?page=3');
    expect(screen.queryByText('No movies found.')).not.toBeInTheDocument();
  });

  it('reads a page past the 500 any list has as the last one, never asking the API for a page it refuses', async () => {
    const seen = recordPopularRequests();
    // As the server answers (server/movies/request-schemas.ts).
    server.use(
      http.get('*/api/tmdb/populares/', ({ request }) =>
        Number(new URL(request.url).searchParams.get('page')) > 500 ? HttpResponse.json({ error: 'page must be less than or equal to 500' }, { status: 400 }) : undefined,
      ),
    );
    const { location } = renderApp('/popular?page=9999', { preloadedState });
    expect(await screen.findByText('Popular Film 45', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?page=3'));
    expect(screen.queryByText(/page must be/)).not.toBeInTheDocument();
    expect(seen.map((url) => Number(url.searchParams.get('page'))).filter((page) => page > 500)).toEqual([]);
  });

  it('is the home page for unknown paths too', async () => {
    renderApp('/no/such/page', { preloadedState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular Movies' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).toBeInTheDocument();
  });

  it('says so when there are no films', async () => {
    server.use(http.get('*/api/tmdb/populares/', () => HttpResponse.json({ page: 1, results: [], total_pages: 0, total_results: 0 })));
    renderApp('/', { preloadedState });
    expect(await screen.findByText('No movies found.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("shows the server's error text", async () => {
    server.use(http.get('*/api/tmdb/populares/', () => HttpResponse.json({ error: 'page must be less than or equal to 500' }, { status: 400 })));
    renderApp('/', { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('page must be less than or equal to 500');
  });

  it("shows the server's error text in the reader's language when it names its code (issue 61)", async () => {
    server.use(http.get('*/api/tmdb/populares/', () => HttpResponse.json({ error: serverText('source_busy'), code: 'source_busy' }, { status: 503 })));
    renderApp('/', { preloadedState, language: 'es' });
    const alert = await screen.findByRole('alert', undefined, renderTimeout);
    await waitFor(() => expect(alert).toHaveTextContent('La base de datos de películas está ocupada; inténtalo de nuevo en un momento.'), renderTimeout);
  });

  it('shows the fixed default (docs/PRODUCT.md §4.2) when the server gives no text, in both languages', async () => {
    server.use(http.get('*/api/tmdb/populares/', () => new HttpResponse(null, { status: 500 })));
    renderApp('/', { preloadedState, language: 'es' });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('Error al obtener las películas');
  });
});
