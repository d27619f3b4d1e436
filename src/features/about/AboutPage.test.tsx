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
    const [sources] = screen.getAllByRole('list');
    if (!sources) throw new Error('no list of sources');
    expect(within(sources).getByText(/vega-datasets by the Vega project \(BSD-3-Clause licence\)/)).toBeInTheDocument();
    expect(within(sources).getByText(/prust\/wikipedia-movie-data \(MIT licence\)/)).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'vega-datasets on GitHub' })).toHaveAttribute('href', 'https://github.com/vega/vega-datasets');
    expect(within(sources).getByRole('link', { name: 'prust/wikipedia-movie-data on GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/prust/wikipedia-movie-data',
    );
    expect(
      within(sources).getByText(/CMU Movie Summary Corpus by David Bamman, Brendan O'Connor and Noah A. Smith .*ACL 2013; Creative Commons Attribution-ShareAlike licence/),
    ).toBeInTheDocument();
    expect(within(sources).getByText(/lead paragraphs of the films' English Wikipedia articles, by Wikipedia's contributors \(Creative Commons Attribution-ShareAlike 4.0 licence\)/)).toBeInTheDocument();
    expect(within(sources).getByRole('link', { name: 'The CC BY-SA 4.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
    expect(within(sources).getByRole('link', { name: 'The CMU Movie Summary Corpus' })).toHaveAttribute('href', 'https://www.cs.cmu.edu/~ark/personas/');
    expect(screen.getByText(/catalogue file .* is published under the same Creative Commons Attribution-ShareAlike licence/)).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'Where each fact comes from' })).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual([
      'Release dates, running times, countries and languages: the CMU Movie Summary Corpus and Wikipedia.',
      'Casts: Wikipedia.',
      "Overviews and directors: the films' Wikipedia articles; directors the articles do not name, vega-datasets.",
      'IMDB ratings and votes, Rotten Tomatoes ratings, budgets and gross: vega-datasets, as of 2010.',
    ]);
    // The embedded catalogue uses nothing of TMDB.
    expect(screen.queryByText(/TMDB/)).not.toBeInTheDocument();
  });

  it('credits TMDB, in Spanish too, when the server takes its films from TMDB', async () => {
    server.use(http.get('*/api/health/', () => HttpResponse.json({ status: 'ok', source: 'tmdb' })));
    renderApp('/about', { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText(/TMDB no lo respalda ni lo certifica/, undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText(/licencia BSD-3-Clause/)).toBeInTheDocument();
    expect(screen.getByText(/David Bamman, Brendan O'Connor y Noah A. Smith .*ACL 2013; licencia Creative Commons Atribución-CompartirIgual/)).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'De dónde viene cada dato' })).getAllByRole('listitem');
    expect(figures.at(-1)).toHaveTextContent('Notas y votos de IMDB, notas de Rotten Tomatoes, presupuestos y recaudación: vega-datasets, de 2010.');
    expect(screen.getByRole('link', { name: 'The Movie Database (TMDB)' })).toHaveAttribute('href', 'https://www.themoviedb.org/');
  });

  it.each([
    ['en', 'API reference'],
    ['es', 'referencia de la API'],
  ] as const)('links to the API reference (%s)', async (language, name) => {
    renderApp('/about', { preloadedState, language });
    expect(await screen.findByRole('link', { name }, renderTimeout)).toHaveAttribute('href', '/api-docs');
  });

  it.each([
    ['/login', 'en', 'About and credits', 'About', /Wikipedia's contributors \(Creative Commons Attribution-ShareAlike 4.0 licence\)/],
    ['/register', 'es', 'Acerca de y créditos', 'Acerca de', /colaboradores de Wikipedia \(licencia Creative Commons Atribución-CompartirIgual 4.0\)/],
  ] as const)('is open to a visitor, linked from %s (%s)', async (route, language, linkName, heading, credit) => {
    const { user, location } = renderApp(route, { language });
    await user.click(await screen.findByRole('link', { name: linkName }, renderTimeout));
    await waitFor(() => expect(location().pathname).toBe('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: heading }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText(credit)).toBeInTheDocument();
  });
});
