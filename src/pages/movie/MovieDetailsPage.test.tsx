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

  it('links the director and each cast member to their pages', async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByRole('link', { name: 'Francis Ford Coppola' }, renderTimeout)).toHaveAttribute('href', '/person/900500001');
    const cast = await screen.findByRole('list', { name: 'Cast' }, renderTimeout);
    expect(within(cast).getByRole('link', { name: 'Marlon Brando' })).toHaveAttribute('href', '/person/1');
    expect(within(cast).getByRole('link', { name: 'Al Pacino' })).toHaveAttribute('href', '/person/2');
  });

  it('composes a one-line summary from the facts where the overview is empty', async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByRole('heading', { level: 2, name: 'In short' }, renderTimeout)).toBeInTheDocument();
    expect(
      screen.getByText('A 1972 drama and crime film directed by Francis Ford Coppola, starring Marlon Brando and Al Pacino.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Composed from the catalogue's facts; not an overview.")).toBeInTheDocument();
    // The spec's empty-overview text stays: the composed line is not the overview.
    expect(screen.getByText('No overview available.')).toBeInTheDocument();
  });

  it("credits an overview taken from Wikipedia, with the article's and the licence's links, and composes no summary", async () => {
    const overview = 'The Godfather is a 1972 American epic gangster film directed by Francis Ford Coppola.';
    const overview_source = {
      name: 'Wikipedia',
      url: 'https://en.wikipedia.org/wiki/The_Godfather',
      license: 'CC BY-SA 4.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
    };
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), overview, overview_source })));
    const { unmount } = renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText(overview, undefined, renderTimeout)).toBeInTheDocument();
    const article = await screen.findByRole('link', { name: "Wikipedia's article on The Godfather" }, renderTimeout);
    expect(article).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/The_Godfather');
    expect(article.parentElement).toHaveTextContent(/^From Wikipedia, CC BY-SA 4\.0$/);
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by-sa/4.0/');
    await screen.findByText('Francis Ford Coppola', undefined, renderTimeout);
    expect(screen.queryByRole('heading', { name: 'In short' })).not.toBeInTheDocument();
    unmount();

    renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    const artículo = await screen.findByRole('link', { name: 'Artículo de Wikipedia sobre The Godfather' }, renderTimeout);
    expect(artículo.parentElement).toHaveTextContent(/^De Wikipedia, CC BY-SA 4\.0$/);
    // English text on a Spanish page, marked so that a screen reader reads it as English.
    expect(screen.getByText(overview)).toHaveAttribute('lang', 'en');
  });

  it('credits no one under an overview that does not need it', async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), overview: 'A film from TMDB.' })));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('A film from TMDB.', undefined, renderTimeout)).not.toHaveAttribute('lang');
    await screen.findByText('Francis Ford Coppola', undefined, renderTimeout);
    expect(screen.queryByRole('link', { name: 'CC BY-SA 4.0' })).not.toBeInTheDocument();
  });

  it('composes the summary in Spanish', async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/', () =>
        HttpResponse.json({ ...movieDetails(godfather), genres: [{ id: 80, name: 'Crimen' }, { id: 18, name: 'Drama' }] }),
      ),
    );
    renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'En resumen' }, renderTimeout)).toBeInTheDocument();
    expect(
      screen.getByText('Una película de crimen y drama de 1972 dirigida por Francis Ford Coppola, protagonizada por Marlon Brando y Al Pacino.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Compuesto a partir de los datos del catálogo; no es una sinopsis.')).toBeInTheDocument();
  });

  it("shows budget, gross, the IMDB rating, each said to be of 2010 (vega-datasets' figures), and the top-billed cast when known", async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), budget: 6_000_000, revenue: 134_966_411 })));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('Budget (as of 2010):', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('$6,000,000')).toBeInTheDocument();
    expect(screen.getByText('$134,966,411')).toBeInTheDocument();
    expect(screen.getByText('Gross (as of 2010):')).toBeInTheDocument();
    expect(screen.getByText('IMDB rating (as of 2010):').nextSibling).toHaveTextContent('9.2 out of 10 from 1,000 votes');
    const topCast = (await screen.findByText('Top-billed cast:', undefined, renderTimeout)).parentElement as HTMLElement;
    expect(within(topCast).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Marlon Brando', '/person/1'],
      ['Al Pacino', '/person/2'],
    ]);
  });

  it("says nothing of 2010 when the server takes its films from TMDB, whose figures are today's", async () => {
    server.use(
      http.get('*/api/health/', () => HttpResponse.json({ status: 'ok', source: 'tmdb' })),
      http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), budget: 6_000_000 })),
    );
    renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByText('Presupuesto:', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText(/2010/)).not.toBeInTheDocument();
  });

  it('shows where a film was made and its languages, named in the UI language, and leaves out what is not known', async () => {
    const rashomon = {
      ...movieDetails(godfather),
      title: 'Rashomon',
      runtime: 88,
      original_language: 'ja',
      origin_country: ['JP'],
      production_countries: [{ iso_3166_1: 'JP', name: 'Japan' }],
      spoken_languages: [{ iso_639_1: 'ja', english_name: 'Japanese', name: '日本語' }],
    };
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json(rashomon)));
    const { unmount } = renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByText('88 min', undefined, renderTimeout)).toBeInTheDocument();
    expect((await screen.findByText('País:', undefined, renderTimeout)).nextSibling).toHaveTextContent('Japón');
    expect(screen.getByText('Idioma original:').nextSibling).toHaveTextContent('Japonés');
    // Spoken Japanese alone is the original language: not said twice.
    expect(screen.queryByText(/Idioma hablado/)).not.toBeInTheDocument();
    unmount();

    const amelie = {
      ...rashomon,
      title: 'Amélie',
      original_language: '',
      production_countries: [{ iso_3166_1: 'FR', name: 'France' }, { iso_3166_1: 'DE', name: 'Germany' }],
      spoken_languages: [{ iso_639_1: 'fr', english_name: 'French', name: 'Français' }, { iso_639_1: 'ru', english_name: 'Russian', name: 'Русский' }],
    };
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json(amelie)));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect((await screen.findByText('Countries:', undefined, renderTimeout)).nextSibling).toHaveTextContent('France and Germany');
    expect(screen.getByText('Languages spoken:').nextSibling).toHaveTextContent('French and Russian');
    expect(screen.queryByText(/Original language/)).not.toBeInTheDocument();
  });

  it('says no country and no language for a film whose sources give none', async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), original_language: '' })));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('Top-billed cast:', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText(/^Countr/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^(Original language|Languages? spoken):$/)).not.toBeInTheDocument();
  });

  it("shows the film's MPAA rating", async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    const rating = (await screen.findByText('MPAA rating:', undefined, renderTimeout)).parentElement as HTMLElement;
    expect(within(rating).getByText('R')).toBeInTheDocument();
  });

  it('asks once for the facts, director, cast, similar films and MPAA rating', async () => {
    const seen: string[] = [];
    const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      renderApp(`/movie/${godfather.id}`, { preloadedState });
      expect(await screen.findByRole('link', { name: /The Godfather: Part II 1974/ }, renderTimeout)).toBeInTheDocument();
      expect(screen.getByText('Francis Ford Coppola')).toBeInTheDocument();
      expect(within(screen.getByRole('list', { name: 'Cast' })).getByText('as Michael Corleone')).toBeInTheDocument();
      expect(screen.getByText('MPAA rating:')).toBeInTheDocument();
      expect(seen.filter((path) => path.startsWith('/api/tmdb/movie/'))).toEqual([`/api/tmdb/movie/${godfather.id}/`]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('asks for the cast, similar films and MPAA rating alone when the details come without them', async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json(movieDetails(godfather))));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByRole('link', { name: /The Godfather: Part II 1974/ }, renderTimeout)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cast' })).getByText('as Michael Corleone')).toBeInTheDocument();
    expect(await screen.findByText('MPAA rating:', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('names the MPAA rating in Spanish', async () => {
    renderApp(`/movie/${godfather.id}`, { preloadedState, language: 'es' });
    expect(await screen.findByText('Clasificación MPAA:', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('shows no MPAA rating when the film has none', async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), release_dates: { results: [] } })));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    expect(await screen.findByText('Top-billed cast:', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('MPAA rating:')).not.toBeInTheDocument();
  });

  it('shows no star and no 0.0 for a film nobody has rated, and leaves unknown money out', async () => {
    server.use(http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ ...movieDetails(godfather), vote_average: 0, vote_count: 0, runtime: null })));
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    const notRated = await screen.findByText('Not rated', undefined, renderTimeout);
    const factsLine = notRated.parentElement as HTMLElement;
    expect(within(factsLine).getByText('1972')).toBeInTheDocument();
    expect(within(factsLine).queryByTestId('StarIcon')).not.toBeInTheDocument();
    expect(within(factsLine).queryByText(/min$/)).not.toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('Budget:')).not.toBeInTheDocument();
    expect(screen.queryByText('Gross:')).not.toBeInTheDocument();
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
    await screen.findByRole('list', { name: 'Cast' }, renderTimeout);
    expect(screen.queryByRole('heading', { name: 'In short' })).not.toBeInTheDocument();
  });

  it("shows the server's error texts, each with a retry", async () => {
    server.use(
      http.get('*/api/tmdb/movie/:id/', () => HttpResponse.json({ error: 'The details timed out.' }, { status: 504 })),
      http.get('*/api/tmdb/movie/:id/credits/', () => HttpResponse.json({ error: 'The credits timed out.' }, { status: 504 })),
      http.get('*/api/tmdb/movie/:id/similar', () => HttpResponse.json({ error: 'The similar films timed out.' }, { status: 504 })),
    );
    renderApp(`/movie/${godfather.id}`, { preloadedState });
    // The facts' alert first, then the cast's and the similar films' below it. (An unknown film says so once: loadFailures.test.tsx.)
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
          'The details timed out.Try again',
          'The credits timed out.Try again',
          'The similar films timed out.Try again',
        ]),
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
    expect(await screen.findByText('Error al obtener las películas similares', undefined, renderTimeout)).toBeInTheDocument();
  });
});
