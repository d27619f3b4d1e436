import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anonymousFilm, godfather, movieDetails } from '../../testing/handlers/movies';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };

describe('MovieDetailsPage', () => {
  it('shows skeletons, then the details, director, cast and similar films', async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading movie details' }, renderTimeout)).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'The Godfather' }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('1972')).toBeInTheDocument();
    expect(screen.getByText('175 min')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 9.2 out of 10' })).toBeInTheDocument();
    const genres = screen.getByRole('list', { name: 'Genres' });
    expect(within(genres).getByRole('link', { name: 'Crime' })).toHaveAttribute('href', '/genre/80');
    expect(within(genres).getByRole('link', { name: 'Drama' })).toHaveAttribute('href', '/genre/18');
    expect(screen.getByText('No overview available.')).toBeInTheDocument();
    expect(await screen.findByText('Francis Ford Coppola', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Director:')).toBeInTheDocument();

    const cast = await screen.findByRole('list', { name: 'Cast' }, renderTimeout);
    expect(within(cast).getByRole('img', { name: 'Marlon Brando' })).toHaveAttribute('src', 'http://localhost/images/w185/brando.jpg');
    expect(within(cast).getByText('as Michael Corleone')).toBeInTheDocument();
    expect(within(cast).getByTestId('PersonIcon')).toBeInTheDocument();

    const similar = await screen.findByRole('link', { name: /The Godfather: Part II 1974/ }, renderTimeout);
    expect(similar).toHaveAttribute('href', '/movie/900000002');
    const similarActions = screen.getByRole('group', { name: 'The Godfather: Part II' });
    expect(within(similarActions).getByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();
  });

  it('offers the list toggles for the film and each cast member', async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'The Godfather' }, renderTimeout);
    const filmActions = screen.getByRole('group', { name: 'The Godfather' });
    await waitFor(() => expect(within(filmActions).getByRole('button', { name: 'Add to favorites' })).toBeEnabled());
    const cast = await screen.findByRole('list', { name: 'Cast' }, renderTimeout);
    expect(within(cast).getByRole('button', { name: 'Add Marlon Brando to favorite actors' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(cast).getByRole('button', { name: 'Add Al Pacino to favorite actors' })).toBeInTheDocument();
  });

  it('shows no director and the no-cast text when the credits have none', async () => {
    renderApp(`/movie/${anonymousFilm.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous Film' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('No hay información del reparto.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText(/Director/)).not.toBeInTheDocument();
    expect(screen.getByText('Año desconocido')).toBeInTheDocument();
    expect(screen.getByText('No hay sinopsis disponible.')).toBeInTheDocument();
  });

  it('shows the overview when there is one', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), overview: 'An offer he cannot refuse.' })),
    );
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('An offer he cannot refuse.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('No overview available.')).not.toBeInTheDocument();
  });

  it("shows the server's error texts", async () => {
    renderApp('/movie/12345', { preloadedState });
    // The facts' alert first, then the cast's and the similar films' below it.
    await waitFor(
      () => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Movie not found.', 'Movie not found.', 'Movie not found.']),
      renderTimeout,
    );
  });

  it('shows the fixed defaults (docs/PRODUCT.md §4.2) when the server gives no text', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/', () => new HttpResponse(null, { status: 502 })),
      http.get('*/api/tmdb/movie/:id/credits/', () => new HttpResponse(null, { status: 502 })),
      http.get('*/api/tmdb/movie/:id/similar', () => new HttpResponse(null, { status: 502 })),
    );
    renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByText('Error al obtener los detalles', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Error al obtener los créditos', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Error al obtener las películas', undefined, renderTimeout)).toBeInTheDocument();
  });
});
