import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const preloadedState = { session: signedInSession() };

describe('MoviesPage', () => {
  it('shows a skeleton, then every genre as a link to its page', async () => {
    renderApp('/movies', { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Genres' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/genre/28');
    expect(screen.getByRole('heading', { level: 1, name: 'Movies' })).toBeInTheDocument();
  });

  it('names the genres in Spanish', async () => {
    renderApp('/movies', { preloadedState, language: 'es' });
    const list = await screen.findByRole('list', { name: 'Géneros' });
    expect(within(list).getByRole('link', { name: 'Acción' })).toHaveAttribute('href', '/genre/28');
    expect(within(list).getByRole('link', { name: 'Crimen' })).toHaveAttribute('href', '/genre/80');
  });

  it('shows an error when the genres cannot be loaded', async () => {
    server.use(http.get('*/3/genre/movie/list', () => new HttpResponse(null, { status: 500 })));
    renderApp('/movies', { preloadedState });
    expect(await screen.findByRole('alert')).toHaveTextContent('The genres could not be loaded.');
  });
});
