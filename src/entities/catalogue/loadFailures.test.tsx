import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { godfather, movieDetails } from '../../testing/handlers/movies';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles: slow to render when the machine is busy, the more
// so after a failure, when the page renders twice.
jest.setTimeout(40_000);
const slowRender = { timeout: 15_000 };

const preloadedState = { session: signedInSession() };

/** Answers `path` with a 500 until `recover` is called, then lets the usual handler answer. */
function failingUntilRecovered(path: string) {
  let failing = true;
  server.use(http.get(path, () => (failing ? new HttpResponse(null, { status: 500 }) : undefined)));
  return () => (failing = false);
}

function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('a failure says it failed and offers to try again', () => {
  it.each([
    ['en', 'Try again'],
    ['es', 'Reintentar'],
  ] as const)('popular films (%s)', async (language, retry) => {
    const recover = failingUntilRecovered('*/api/tmdb/populares/');
    renderApp('/', { preloadedState, language });
    const button = await screen.findByRole('button', { name: retry }, slowRender);
    expect(screen.getByRole('alert')).toContainElement(button);
    expect(screen.queryByText(/No movies found|No se encontraron/)).not.toBeInTheDocument();

    recover();
    button.click();
    expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, slowRender)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a film's details", async () => {
    const recover = failingUntilRecovered('*/api/tmdb/movie/:id/');
    renderApp('/movie/900000001', { preloadedState });
    const retry = await screen.findByRole('button', { name: 'Try again' }, slowRender);
    expect(screen.getByRole('alert')).toContainElement(retry);
    // The cast, which came with the details, is asked for alone and shown below the failure.
    expect(await screen.findByRole('list', { name: 'Cast' }, slowRender)).toBeInTheDocument();

    recover();
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Godfather' }, slowRender)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a film's cast, asked alone when the details come without it", async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json(movieDetails(godfather))));
    const recover = failingUntilRecovered('*/api/tmdb/movie/:id/credits/');
    renderApp('/movie/900000001', { preloadedState });
    const cast = (await screen.findByRole('heading', { level: 2, name: 'Cast' }, slowRender)).parentElement as HTMLElement;
    const retry = await within(cast).findByRole('button', { name: 'Try again' }, slowRender);

    recover();
    retry.click();
    expect(await within(cast).findByRole('link', { name: 'Al Pacino' }, slowRender)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an unknown film', () => {
  it.each([
    ['en', 'There is no film at this address.'],
    ['es', 'No hay ninguna película en esta dirección.'],
  ] as const)('at an address that is no id says so once, asking nothing (%s)', async (language, text) => {
    const seen = recordRequests();
    renderApp('/movie/abc', { preloadedState, language });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent(text);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(seen.filter((path) => path.startsWith('/api/tmdb/movie/'))).toEqual([]);
  });

  it('the catalogue does not know says so once, in the reader’s language, asking once', async () => {
    const seen = recordRequests();
    renderApp('/movie/12345678', { preloadedState, language: 'es' });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('No hay ninguna película en esta dirección.');
    // Its cast and similar films, also unknown, say nothing more.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Reparto' })).not.toBeInTheDocument();
    expect(seen.filter((path) => path.startsWith('/api/tmdb/movie/'))).toEqual(['/api/tmdb/movie/12345678/']);
  });
});
