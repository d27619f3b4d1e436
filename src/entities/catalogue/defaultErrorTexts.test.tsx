import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { godfather } from '../../testing/handlers/movies';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };

/** docs/PRODUCT.md §4.2 and §13: the specification's Spanish defaults, and their English equivalents. */
describe('load failures without a server text', () => {
  beforeEach(() =>
    server.use(
      http.get('*/api/tmdb/populares/', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/tmdb/movie/:id/', () => new HttpResponse(null, { status: 502 })),
      http.get('*/api/tmdb/movie/:id/credits/', () => new HttpResponse(null, { status: 502 })),
      http.get('*/api/tmdb/movie/:id/similar', () => new HttpResponse(null, { status: 502 })),
    ),
  );

  it("say so in English to an English reader, popular movies' as the specification's Spanish in Spanish", async () => {
    const english = renderApp('/', { preloadedState });
    expect(await screen.findByText('Could not load the movies', undefined, renderTimeout)).toBeInTheDocument();
    english.unmount();

    renderApp('/', { preloadedState, language: 'es' });
    expect(await screen.findByText('Error al obtener las películas', undefined, renderTimeout)).toBeInTheDocument();
  });

  it("name what failed on a film's page, the similar films with a text of their own", async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('Could not load the details', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Could not load the credits', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Could not load similar movies', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('Could not load the movies')).not.toBeInTheDocument();
  });
});
