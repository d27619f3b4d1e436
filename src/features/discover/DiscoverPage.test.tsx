import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pageOf } from '../../testing/handlers/movies';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

// Whole pages of cards with their toggles, and MUI's selects: slow to render when the machine is busy.
jest.setTimeout(30_000);

const preloadedState = { session: signedInSession() };

/** Every request the page sends to a /3 path, as msw receives it. */
function recordRequests(pathname: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === pathname) seen.push(url.searchParams);
  });
  return seen;
}

/** The parameters of the last discover request, without the ones every request carries. */
function lastQuery(seen: URLSearchParams[]): Record<string, string> {
  const { api_key: _key, language: _language, ...rest } = Object.fromEntries(seen.at(-1) ?? []);
  return rest;
}

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function choose(label: string, option: string, user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => server.events.removeAllListeners());

describe('Discover (/movies)', () => {
  it('reads every filter from the URL, shows it in its control and asks the movie database for it', async () => {
    const seen = recordRequests('/3/discover/movie');
    renderApp('/movies?genres=80&from=1970&to=1979&rating=8&sort=rating&order=desc', { preloadedState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Movies' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('1 film')).toBeInTheDocument();
    expect(lastQuery(seen)).toEqual({
      with_genres: '80',
      'primary_release_date.gte': '1970-01-01',
      'primary_release_date.lte': '1979-12-31',
      'vote_average.gte': '8',
      sort_by: 'vote_average.desc',
      page: '1',
    });
    expect(seen.at(-1)?.get('language')).toBe('en-US');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Genres' })).toHaveTextContent('Crime'));
    expect(screen.getByRole('combobox', { name: 'Decade' })).toHaveTextContent('1970s');
    expect(screen.getByRole('textbox', { name: 'From year' })).toHaveValue('1970');
    expect(screen.getByRole('textbox', { name: 'To year' })).toHaveValue('1979');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('8 or more');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Rating');
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Descending');
    expect(screen.getByRole('heading', { level: 2, name: 'Filters (3 on)' })).toBeInTheDocument();
  });

  it('starts folded on a phone, with its controls made at the first opening and kept, a half-typed year and all, when folded again', async () => {
    // jsdom has no matchMedia: a phone-sized screen matches the panel's narrow-screen query.
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
    }));
    try {
      const { user } = renderApp('/movies', { preloadedState });
      expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).toBeInTheDocument();
      const heading = screen.getByRole('button', { name: 'Filters' });
      expect(heading).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Sort by', hidden: true })).not.toBeInTheDocument();

      await user.click(heading);
      // A year not yet whole stays in its field, unsent, with its error.
      await user.type(await screen.findByRole('textbox', { name: 'From year' }), '19');
      await user.click(heading);
      await waitFor(() => expect(heading).toHaveAttribute('aria-expanded', 'false'));
      await user.click(heading);
      expect(screen.getByRole('textbox', { name: 'From year' })).toHaveValue('19');
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('ignores URL values that do not parse and asks with the rest', async () => {
    const seen = recordRequests('/3/discover/movie');
    renderApp('/movies?genres=abc,80&rating=99&from=19x&to=1979&votes=-5&people=x&sort=budget&order=up&runtimeMax=90.5', { preloadedState });
    expect(await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).toBeInTheDocument();
    expect(lastQuery(seen)).toEqual({ with_genres: '80', 'primary_release_date.lte': '1979-12-31', sort_by: 'popularity.desc', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('Any rating');
    expect(screen.getByRole('combobox', { name: 'Decade' })).toHaveTextContent('Years below');
  });

  it('sends each control as its TMDB parameter and keeps it in the URL', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies', { preloadedState });
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
    expect(lastQuery(seen)).toEqual({ sort_by: 'popularity.desc', page: '1' });

    await user.click(screen.getByRole('combobox', { name: 'Genres' }));
    await user.click(await screen.findByRole('option', { name: 'Crime' }));
    await user.click(screen.getByRole('option', { name: 'Action' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ with_genres: '80,28' }), renderTimeout);
    expect(await screen.findByText('No films match these filters.', undefined, renderTimeout)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'any selected genre' }));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ with_genres: '80|28' }), renderTimeout);
    expect(await screen.findByText('3 films', undefined, renderTimeout)).toBeInTheDocument();

    await choose('Decade', '1970s', user);
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'primary_release_date.gte': '1970-01-01', 'primary_release_date.lte': '1979-12-31' }), renderTimeout);

    await choose('Minimum votes', '100 or more', user);
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'vote_count.gte': '100' }), renderTimeout);
    expect(location().search).toBe('?genres=80%2C28&match=any&from=1970&to=1979&votes=100');
  });

  it('sends the runtime range and the sort as TMDB parameters', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies?genres=80', { preloadedState });
    expect(await screen.findByText('2 films', undefined, renderTimeout)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Shortest (minutes)' }), '180');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'with_runtime.gte': '180' }), renderTimeout);
    expect(await screen.findByRole('link', { name: /The Godfather: Part II 1974/ }, renderTimeout)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Longest (minutes)' }), '200{Enter}');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'with_runtime.lte': '200' }), renderTimeout);

    await choose('Sort by', 'Title', user);
    await choose('Order', 'Ascending', user);
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ sort_by: 'title.asc' }), renderTimeout);
    expect(location().search).toBe('?genres=80&runtimeMin=180&runtimeMax=200&sort=title&order=asc');
  });

  it('asks with the minimum rating and a typed range of years, and marks a year out of range', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user } = renderApp('/movies', { preloadedState });
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
    await choose('Minimum rating', '9 or more', user);
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'vote_average.gte': '9' }), renderTimeout);
    expect(await screen.findByText('1 film', undefined, renderTimeout)).toBeInTheDocument();

    const from = screen.getByRole('textbox', { name: 'From year' });
    await user.type(from, '19');
    expect(await screen.findByText('A whole number from 1870 to 2100')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.type(from, '72');
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'primary_release_date.gte': '1972-01-01' }), renderTimeout);
    // Typed a digit at a time, asked once: "1", "19" and "197" were never sent.
    expect(seen.filter((query) => query.has('primary_release_date.gte'))).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Decade' })).toHaveTextContent('Years below');
  });

  it('keeps a choice made while a typed year waits to be sent: both are asked for', async () => {
    const seen = recordRequests('/3/discover/movie');
    renderApp('/movies?genres=18', { preloadedState });
    expect(await screen.findByRole('radio', { name: 'any selected genre' }, renderTimeout)).not.toBeChecked();

    // In one go, as a quick reader does: the year is sent half a second after its last key, the choice at once.
    fireEvent.change(screen.getByRole('textbox', { name: 'From year' }), { target: { value: '1972' } });
    fireEvent.click(screen.getByRole('radio', { name: 'any selected genre' }));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ 'primary_release_date.gte': '1972-01-01' }), renderTimeout);
    expect(screen.getByRole('radio', { name: 'any selected genre' })).toBeChecked();
    expect(lastQuery(seen)).toMatchObject({ with_genres: '18' });
  });

  it('offers the languages and countries the movie database lists, named and sorted in English, and asks for the ones chosen', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies', { preloadedState });
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Original language' }));
    const languages = await screen.findAllByRole('option');
    expect(languages.map((option) => option.textContent)).toEqual(['Any language', 'English', 'Japanese', 'Portuguese']);
    await user.click(screen.getByRole('option', { name: 'Japanese' }));
    await waitFor(() => expect(location().search).toBe('?language=ja'));
    expect(await screen.findByText('1 film', undefined, renderTimeout)).toBeInTheDocument();
    expect(lastQuery(seen)).toEqual({ with_original_language: 'ja', sort_by: 'popularity.desc', page: '1' });
    await waitFor(() => expect(titles()).toEqual(['Popular Film 5']));

    await choose('Country of production', 'Brazil', user);
    await waitFor(() => expect(location().search).toBe('?language=ja&country=BR'));
    expect(await screen.findByText('Try removing the language or the country.', undefined, renderTimeout)).toBeInTheDocument();
    // The list asked for both, then the count without the language; without the country is the list asked before, cached.
    expect(seen.slice(-2).map((query) => [query.get('with_original_language'), query.get('with_origin_country')])).toEqual([
      ['ja', 'BR'],
      [null, 'BR'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove the language (1 film)' }));
    await waitFor(() => expect(location().search).toBe('?country=BR'));
    expect(await screen.findByText('1 film', undefined, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Popular Film 6']));
  });

  it('names the languages and countries in Spanish, in its alphabetical order, the Soviet Union by its own name', async () => {
    const { user } = renderApp('/movies?country=JP&language=pt', { preloadedState, language: 'es' });
    expect(await screen.findByRole('combobox', { name: 'Idioma original' }, renderTimeout)).toHaveTextContent('Portugués');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País de producción' })).toHaveTextContent('Japón'));
    await user.click(screen.getByRole('combobox', { name: 'País de producción' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cualquier país',
      'Brasil',
      'Estados Unidos',
      'Francia',
      'Japón',
      'Unión Soviética',
    ]);
  });

  it('shows the count in the UI language', async () => {
    server.use(http.get('*/3/discover/movie', () => HttpResponse.json({ ...pageOf([], 1), total_pages: 618, total_results: 12_345 })));
    renderApp('/movies', { preloadedState, language: 'es' });
    expect(await screen.findByText('12.345 películas', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Películas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nota mínima' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Popularidad');
  });

  it('shows the count with its thousands in English', async () => {
    server.use(http.get('*/3/discover/movie', () => HttpResponse.json({ ...pageOf([], 1), total_pages: 62, total_results: 1_234 })));
    renderApp('/movies', { preloadedState });
    expect(await screen.findByText('1,234 films', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('names the filter to loosen when none match, asking only then, and loosens it on request', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies?genres=80&votes=5000&sort=rating', { preloadedState });
    expect(await screen.findByText('No films match these filters.', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Try removing the minimum votes.', undefined, renderTimeout)).toBeInTheDocument();
    // The list itself, then the count without each filter that is on: genres, then votes.
    expect(seen.map((query) => [query.get('with_genres'), query.get('vote_count.gte')])).toEqual([
      ['80', '5000'],
      [null, '5000'],
      ['80', null],
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove the minimum votes (2 films)' }));
    await waitFor(() => expect(location().search).toBe('?genres=80&sort=rating'));
    expect(await screen.findByText('2 films', undefined, renderTimeout)).toBeInTheDocument();
    expect(titles()).toEqual(['The Godfather', 'The Godfather: Part II']);
    // Answered from the cache: no request for what was already counted.
    expect(seen).toHaveLength(3);
  });

  it('names every filter whose removal finds films, in Spanish too', async () => {
    renderApp('/movies?genres=28&from=1970&to=1979', { preloadedState, language: 'es' });
    expect(await screen.findByText('Ninguna película cumple estos filtros.', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Prueba a quitar los géneros o los años.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar los géneros (2 películas)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar los años (1 película)' })).toBeInTheDocument();
  });

  it('says when removing any one filter is not enough', async () => {
    renderApp('/movies?rating=9.5&votes=5000', { preloadedState });
    expect(await screen.findByText('Removing any one of them still finds none: clear a few.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText(/Try removing/)).not.toBeInTheDocument();
  });

  it('suggests people by name as you type, telling namesakes apart, and asks for the films of the one chosen', async () => {
    const searches = recordRequests('/3/search/person');
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies', { preloadedState });
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'People' }), 'pacino');
    const option = await screen.findByRole('option', { name: /Al Pacino/ }, renderTimeout);
    expect(option).toHaveTextContent('Acting · The Godfather, The Godfather: Part II');
    // Debounced: one search for the whole name, not one per letter.
    expect(searches.map((query) => query.get('query'))).toEqual(['pacino']);
    await user.click(option);
    await waitFor(() => expect(location().search).toBe('?people=2'));
    await waitFor(() => expect(lastQuery(seen)).toMatchObject({ with_people: '2' }), renderTimeout);
    expect(await screen.findByText('2 films', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Al Pacino' })).toBeInTheDocument();
  });

  it('names the people of a shared link, which carries only their ids', async () => {
    const seen = recordRequests('/3/discover/movie');
    renderApp('/movies?people=900500001', { preloadedState });
    expect(await screen.findByRole('button', { name: 'Francis Ford Coppola' }, renderTimeout)).toBeInTheDocument();
    expect(lastQuery(seen)).toMatchObject({ with_people: '900500001' });
    expect(await screen.findByText('2 films', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('steps back to the previous filters with the back button', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location, navigate } = renderApp('/movies', { preloadedState });
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
    await choose('Minimum rating', '8 or more', user);
    await waitFor(() => expect(location().search).toBe('?rating=8'));
    await choose('Sort by', 'Release date', user);
    await waitFor(() => expect(location().search).toBe('?rating=8&sort=release'));
    await navigate(-1);
    expect(location().search).toBe('?rating=8');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Popularity'));
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('8 or more');
    // Answered from the cache: the list, with rating 8, with rating 8 by release date, and nothing more.
    expect(seen.map((query) => query.get('sort_by'))).toEqual(['popularity.desc', 'popularity.desc', 'primary_release_date.desc']);
    await navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('Any rating'));
  });

  it('pages through the results in the URL and starts again at page 1 when a filter changes', async () => {
    const seen = recordRequests('/3/discover/movie');
    const { user, location } = renderApp('/movies?genres=18', { preloadedState });
    expect(await screen.findByText('Page 1 of 3', undefined, renderTimeout)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?genres=18&page=2'));
    expect(await screen.findByText('Page 2 of 3', undefined, renderTimeout)).toBeInTheDocument();
    expect(lastQuery(seen)).toMatchObject({ page: '2' });
    await choose('Order', 'Ascending', user);
    await waitFor(() => expect(location().search).toBe('?genres=18&order=asc'));
  });

  it('keeps every genre as a link to its page, and clears the filters', async () => {
    const { user, location } = renderApp('/movies?rating=8&lng=es', { preloadedState });
    const list = await screen.findByRole('list', { name: 'Genres' }, renderTimeout);
    expect(within(list).getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/genre/28');
    expect(within(list).getByRole('link', { name: 'Crime' })).toHaveAttribute('href', '/genre/80');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe('?lng=es'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled());
  });

  it('shows an error when the genres cannot be loaded, and the films still', async () => {
    server.use(http.get('*/3/genre/movie/list', () => new HttpResponse(null, { status: 500 })));
    renderApp('/movies', { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('The genres could not be loaded.');
    expect(await screen.findByText('45 films', undefined, renderTimeout)).toBeInTheDocument();
  });

  it("shows the movie database's error text", async () => {
    server.use(
      http.get('*/3/discover/movie', () =>
        HttpResponse.json({ status_code: 22, status_message: 'Invalid page: Pages start at 1 and max at 500.', success: false }, { status: 400 }),
      ),
    );
    renderApp('/movies', { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('Invalid page: Pages start at 1 and max at 500.');
  });

  it('still goes to /popular when the search is toggled, filters or not', async () => {
    const { user, location } = renderApp('/movies?genres=80&rating=8', { preloadedState });
    expect(await screen.findByText('1 film', undefined, renderTimeout)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().pathname).toBe('/popular'));
  });
});
