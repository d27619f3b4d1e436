import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

const preloadedState = { session: signedInSession() };

describe('AboutPage', () => {
  it('is linked from every page and credits the sources with their licences', async () => {
    const { user, location } = renderApp('/popular', { preloadedState });
    await user.click(await screen.findByRole('link', { name: 'About and credits' }, renderTimeout));
    await waitFor(() => expect(location().pathname).toBe('/about'));

    expect(await screen.findByRole('heading', { level: 1, name: 'About' }, renderTimeout)).toBeInTheDocument();
    const sources = screen.getByRole('list');
    expect(within(sources).getByText(/vega-datasets by the Vega project \(BSD-3-Clause licence\)/)).toBeInTheDocument();
    expect(within(sources).getByText(/prust\/wikipedia-movie-data \(MIT licence\)/)).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'vega-datasets on GitHub' })).toHaveAttribute('href', 'https://github.com/vega/vega-datasets');
    expect(within(sources).getByRole('link', { name: 'prust/wikipedia-movie-data on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/prust/wikipedia-movie-data',
    );
    // The embedded catalogue uses nothing of TMDB.
    expect(screen.queryByText(/TMDB/)).not.toBeInTheDocument();
  });

  it('credits TMDB, in Spanish too, when the server takes its films from TMDB', async () => {
    server.use(http.get('*/api/health/', () => HttpResponse.json({ status: 'ok', source: 'tmdb' })));
    renderApp('/about', { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText(/TMDB no lo respalda ni lo certifica/, undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText(/licencia BSD-3-Clause/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Movie Database (TMDB)' })).toHaveAttribute('href', 'https://www.themoviedb.org/');
  });

  it.each([
    ['en', 'API reference'],
    ['es', 'referencia de la API'],
  ] as const)('links to the API reference (%s)', async (language, name) => {
    renderApp('/about', { preloadedState, language });
    expect(await screen.findByRole('link', { name }, renderTimeout)).toHaveAttribute('href', '/api-docs');
  });
});
