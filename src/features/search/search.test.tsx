import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { catalogue, pageOf } from '../../testing/handlers/movies';
import { TEST_API_KEY } from '../../testing/handlers/auth';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import { setupStore } from '../../app/store';
import { loader } from './MovieSearchPage';


// Whole pages of cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);
import { movieDbEndpoints } from '../../entities/catalogue';

const preloadedState = { session: signedInSession() };

function recordSearches() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/3/search/movie') seen.push(url);
  });
  return seen;
}

async function openSearch(language: 'en' | 'es' = 'en') {
  fireEvent.click(await screen.findByRole('button', { name: language === 'en' ? 'Search' : 'Buscar' }, renderTimeout));
  // The header shows a plain stand-in until the field's chunk is here (its own tests are in
  // Header.test.tsx and slowSearchField.test.tsx): these type into the field itself.
  const input = await waitFor(() => {
    const field = screen.getByPlaceholderText(language === 'en' ? 'Enter your search' : 'Introduce tu búsqueda');
    expect(field.closest('.MuiInputBase-root')).not.toBeNull();
    return field;
  }, renderTimeout);
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the timers the debounce uses are faked: fetch and msw need real microtasks.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  server.events.removeAllListeners();
});

describe('search', () => {
  it('waits 250 ms after the last keystroke, searches once for the last text and shows /movieSearch', async () => {
    const seen = recordSearches();
    const { location, store } = renderApp('/popular', { preloadedState });
    const input = await openSearch();

    fireEvent.change(input, { target: { value: 'g' } });
    await advance(200);
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(249);
    expect(seen).toHaveLength(0);
    expect(store.getState().search.criteria).toBe('godfather');

    await advance(1);
    await waitFor(() => expect(seen).toHaveLength(1));
    const params = Object.fromEntries(seen[0]?.searchParams ?? []);
    expect(params).toEqual({ query: 'godfather', include_adult: 'false', language: 'en-US', page: '1', api_key: TEST_API_KEY });
    await waitFor(() => expect(location().pathname).toBe('/movieSearch'), renderTimeout);
    expect(location().search).toBe('?query=godfather');
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Results for “godfather”')).toBeInTheDocument();
    expect(store.getState().search).toMatchObject({ criteria: 'godfather', currentPage: 1, totalPages: 1 });
    expect(store.getState().search.movies.map((movie) => movie.title)).toEqual(['The Godfather', 'The Godfather: Part II']);
  });

  it('ignores an outdated answer that arrives after a newer one', async () => {
    let releaseOld: () => void = () => undefined;
    const oldAnswerSent = new Promise<void>((resolve) => (releaseOld = resolve));
    server.use(
      http.get('*/3/search/movie', async ({ request }) => {
        const query = new URL(request.url).searchParams.get('query');
        if (query === 'godfather') await oldAnswerSent;
        const found = catalogue.filter((movie) => movie.title.toLowerCase().includes(query ?? ''));
        return HttpResponse.json(pageOf(found, 1));
      }),
    );
    const { store } = renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(250);
    fireEvent.change(input, { target: { value: 'anonymous' } });
    await advance(250);
    expect(await screen.findByText('Anonymous Film', undefined, renderTimeout)).toBeInTheDocument();

    releaseOld();
    await waitFor(() =>
      expect(movieDbEndpoints.endpoints.searchMovies.select({ query: 'godfather', page: 1 })(store.getState()).isSuccess).toBe(true),
    );
    expect(store.getState().search.movies.map((movie) => movie.title)).toEqual(['Anonymous Film']);
    expect(screen.queryByText('The Godfather')).not.toBeInTheDocument();
  });

  it('searches again when the page changes, and a new query starts at page 1', async () => {
    const seen = recordSearches();
    const { store } = renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'popular film' } });
    await advance(250);
    expect(await screen.findByText('Popular Film 4', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Popular Film 24', undefined, renderTimeout)).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('page')).toBe('2');
    expect(store.getState().search.currentPage).toBe(2);

    fireEvent.change(input, { target: { value: 'popular film 4' } });
    expect(store.getState().search.currentPage).toBe(1);
    await advance(250);
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('query')).toBe('popular film 4'));
    expect(seen.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it("keeps the search in the URL: typing on replaces it, a page is a new entry, and Back shows the one before", async () => {
    const seen = recordSearches();
    const { location, navigate } = renderApp('/popular', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'popular' } });
    await advance(250);
    await waitFor(() => expect(location().search).toBe('?query=popular'), renderTimeout);
    fireEvent.change(input, { target: { value: 'popular film' } });
    await advance(250);
    await waitFor(() => expect(location().search).toBe('?query=popular+film'), renderTimeout);
    expect(await screen.findByText('Page 1 of 3', undefined, renderTimeout)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?query=popular+film&page=2'));
    expect(await screen.findByText('Popular Film 24', undefined, renderTimeout)).toBeInTheDocument();
    expect(seen.at(-1)?.searchParams.get('page')).toBe('2');

    await navigate(-1);
    expect(await screen.findByText('Page 1 of 3', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Popular Film 4')).toBeInTheDocument();
    expect(location().search).toBe('?query=popular+film');
    // The query typed on from the results page took the place of the first: one more Back leaves the search.
    await navigate(-1);
    await waitFor(() => expect(location().pathname).toBe('/popular'));
  });

  it('leaves the reader on a page they went to before the pause: no search, no results page', async () => {
    const seen = recordSearches();
    const { location } = renderApp('/popular', { preloadedState });
    const film = await screen.findByRole('link', { name: /Popular Film 4(?!\d)/ }, renderTimeout);
    // The film's page is here already, as after a hover: it replaces this one at once, the header staying as it is.
    await import('../../pages/movie/MovieDetailsPage');
    const input = await openSearch();

    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(100);
    fireEvent.click(film);
    await waitFor(() => expect(location().pathname).toBe('/movie/900000100'), renderTimeout);
    await advance(500);
    expect(location().pathname).toBe('/movie/900000100');
    expect(seen).toHaveLength(0);

    // The box still holds the text: a key typed there searches again.
    fireEvent.change(screen.getByPlaceholderText('Enter your search'), { target: { value: 'godfather ' } });
    await advance(250);
    await waitFor(() => expect(location().pathname).toBe('/movieSearch'), renderTimeout);
    expect(location().search).toBe('?query=godfather');
  });

  it('runs the search its URL names, at its page, for a link or a reload', async () => {
    const seen = recordSearches();
    const { store } = renderApp('/movieSearch?query=popular%20film&page=2', { preloadedState });
    expect(await screen.findByText('Results for “popular film”', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('Popular Film 24', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(seen.map((url) => [url.searchParams.get('query'), url.searchParams.get('page')])).toEqual([['popular film', '2']]);
    expect(store.getState().search).toMatchObject({ criteria: 'popular film', currentPage: 2 });
  });

  it('never reads back a URL typing went to: keys typed since, as the page renders, stay', async () => {
    const seen = recordSearches();
    const { store, navigate } = renderApp('/movieSearch?query=go', { preloadedState });
    expect(await screen.findByText('Results for “go”', undefined, renderTimeout)).toBeInTheDocument();
    // The URL of the pause before ("g") arrives after the next key: on a slow phone, as the page renders.
    await navigate('/movieSearch?query=g');
    await advance(300);
    expect(store.getState().search.criteria).toBe('go');
    expect(screen.getByText('Results for “go”')).toBeInTheDocument();
    expect(seen.map((url) => url.searchParams.get('query'))).toEqual(['go']);
  });

  it("runs a link's search in its loader only where the slice holds none yet", async () => {
    const seen = recordSearches();
    const landing = (search: string) => ({ params: {}, search: new URLSearchParams(search), language: 'en-US' });
    const typing = setupStore({ ...preloadedState, search: { open: true, movies: [], criteria: 'go', currentPage: 1, totalPages: 0 } });
    await loader(typing.dispatch, landing('query=g'));
    expect(typing.getState().search.criteria).toBe('go');
    expect(seen).toEqual([]);

    const arriving = setupStore(preloadedState);
    await loader(arriving.dispatch, landing('query=popular%20film&page=2'));
    expect(arriving.getState().search).toMatchObject({ criteria: 'popular film', currentPage: 2, totalPages: 3 });
    expect(seen.map((url) => [url.searchParams.get('query'), url.searchParams.get('page')])).toEqual([['popular film', '2']]);
  });

  it("cuts a link's query to the 500 characters the search takes, and the field takes no more", async () => {
    const seen = recordSearches();
    const long = 'a'.repeat(600);
    renderApp(`/movieSearch?query=${long}`, { preloadedState });
    expect(await screen.findByText('No movies found.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('The search failed.')).not.toBeInTheDocument();
    expect(seen.map((url) => url.searchParams.get('query'))).toEqual([long.slice(0, 500)]);
    const input = await openSearch();
    expect(input).toHaveValue(long.slice(0, 500));
    expect(input).toHaveAttribute('maxlength', '500');
  });

  it('does not search for blank text', async () => {
    const seen = recordSearches();
    renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: '   ' } });
    await advance(1000);
    expect(seen).toHaveLength(0);
  });

  it('logs a failed search and says it failed, not that nothing matched, with a button that searches again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    server.use(
      http.get('*/3/search/movie', () =>
        failing ? HttpResponse.json({ status_code: 11, status_message: 'Internal error.' }, { status: 500 }) : undefined,
      ),
    );
    renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(250);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Movie search failed', expect.anything()));
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('The search failed.');
    expect(screen.queryByText('No movies found.')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('names the search whose films are shown: during the pause after typing on, the last one', async () => {
    renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(250);
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Enter your search'), { target: { value: 'anonymous' } });
    await advance(100);
    expect(screen.getByText('The Godfather: Part II')).toBeInTheDocument();
    expect(screen.getByText('Results for “godfather”')).toBeInTheDocument();
    expect(screen.queryByText('Results for “anonymous”')).not.toBeInTheDocument();

    await advance(150);
    expect(await screen.findByText('Anonymous Film', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Results for “anonymous”')).toBeInTheDocument();
  });

  it('keeps the results shown, page and all, when the field is emptied (Escape): no search starts, and the next text is a new one', async () => {
    const seen = recordSearches();
    const { location, store } = renderApp('/popular', { preloadedState });
    const field = () => screen.getByPlaceholderText('Enter your search');
    fireEvent.change(await openSearch(), { target: { value: 'popular film' } });
    await advance(250);
    await waitFor(() => expect(location().search).toBe('?query=popular+film'), renderTimeout);
    expect(await screen.findByText('Page 1 of 3', undefined, renderTimeout)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Popular Film 24', undefined, renderTimeout)).toBeInTheDocument();
    // Typing on sends the page back to 1; emptied before the pause, the field starts nothing.
    fireEvent.change(field(), { target: { value: 'popular filmx' } });
    const searches = seen.length;

    // What a type="search" field does on Escape in a browser (jsdom has no such default).
    fireEvent.change(field(), { target: { value: '' } });
    await advance(250);
    expect(seen).toHaveLength(searches);
    expect(field()).toHaveValue('');
    expect(location().search).toBe('?query=popular+film&page=2');
    expect(store.getState().search.currentPage).toBe(2);
    expect(screen.getByText('Results for “popular film”')).toBeInTheDocument();
    expect(screen.getByText('Popular Film 24')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading movies' })).not.toBeInTheDocument();

    fireEvent.change(field(), { target: { value: 'godfather' } });
    await advance(250);
    await waitFor(() => expect(location().search).toBe('?query=godfather'), renderTimeout);
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('shows the answer of a search still on its way when the field is emptied (Escape) meanwhile', async () => {
    server.use(
      http.get('*/3/search/movie', async () => {
        await delay(500);
        return undefined;
      }),
    );
    const { location } = renderApp('/popular', { preloadedState });
    fireEvent.change(await openSearch(), { target: { value: 'popular film' } });
    await advance(250);
    await waitFor(() => expect(location().search).toBe('?query=popular+film'), renderTimeout);
    fireEvent.change(screen.getByPlaceholderText('Enter your search'), { target: { value: '' } });
    await advance(500);
    expect(await screen.findByText('Popular Film 4', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the last page of a search for a page past it in the URL, even past the 500 any list has', async () => {
    const seen = recordSearches();
    const { location } = renderApp('/movieSearch?query=popular+film&page=9999', { preloadedState });
    expect(await screen.findByText('Popular Film 45', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe('?query=popular+film&page=3'));
    expect(seen.map((url) => Number(url.searchParams.get('page'))).filter((page) => page > 500)).toEqual([]);
    expect(screen.queryByText('The search failed.')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'zzzz' } });
    await advance(250);
    expect(await screen.findByText('No movies found.', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('never says nothing matched while the films found are still being drawn', async () => {
    // Every text the page ever put on screen, however briefly: a deferred render's stale frame included.
    const drawn: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => drawn.push(node.textContent ?? ''));
    });
    renderApp('/movieSearch', { preloadedState });
    const input = await openSearch();
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(250);
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();
    observer.disconnect();
    expect(drawn.filter((text) => text.includes('No movies found'))).toEqual([]);
  });
});

describe('search toggle', () => {
  it('goes from /movies to /popular', async () => {
    const { location } = renderApp('/movies', { preloadedState });
    await openSearch();
    await waitFor(() => expect(location().pathname).toBe('/popular'), renderTimeout);
  });

  it('stays on other pages', async () => {
    const { location } = renderApp('/popular?page=2', { preloadedState });
    await openSearch();
    await waitFor(() => expect(location().pathname).toBe('/popular'), renderTimeout);
    await waitFor(() => expect(location().search).toBe('?page=2'));
  });
});

describe('/movieSearch', () => {
  it('prompts for a query when there is none', async () => {
    renderApp('/movieSearch', { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados de búsqueda' }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Usa el botón de búsqueda de la cabecera para encontrar películas.')).toBeInTheDocument();
  });

  it('has a plain search form there, which works without the app and, with it, searches as a link does', async () => {
    const seen = recordSearches();
    const { location } = renderApp('/movieSearch', { preloadedState });
    const form = await screen.findByRole('search', {}, renderTimeout);
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/movieSearch');
    const field = within(form).getByRole('searchbox', { name: 'Find movies and people' });
    expect(field).toHaveAttribute('name', 'query');
    fireEvent.change(field, { target: { value: ' godfather ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(location().search).toBe('?query=godfather'), renderTimeout);
    expect(await screen.findByText('Results for “godfather”', undefined, renderTimeout)).toBeInTheDocument();
    expect(seen.map((url) => url.searchParams.get('query'))).toEqual(['godfather']);
  });
});

describe('people in the search', () => {
  function recordPeopleSearches() {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/3/search/person') seen.push(url);
    });
    return seen;
  }

  it('searches people with the same debounced query and links to their pages above the films', async () => {
    const seen = recordPeopleSearches();
    renderApp('/popular', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'a' } });
    await advance(100);
    fireEvent.change(input, { target: { value: 'al' } });
    await advance(249);
    expect(seen).toHaveLength(0);

    await advance(1);
    const people = await screen.findByRole('region', { name: 'People' }, renderTimeout);
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({
      query: 'al',
      include_adult: 'false',
      language: 'en-US',
      page: '1',
      api_key: TEST_API_KEY,
    });
    expect(within(people).getByRole('link', { name: 'Al Pacino' })).toHaveAttribute('href', '/person/2');
    expect(within(people).getByText('Acting · The Godfather, The Godfather: Part II')).toBeInTheDocument();
    expect(within(people).getAllByRole('link')).toHaveLength(1);
  });

  it('shows no people section when nobody matches, and the films as before', async () => {
    renderApp('/popular', { preloadedState });
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'godfather' } });
    await advance(250);
    expect(await screen.findByText('The Godfather: Part II', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument();
  });

  it('shows a few people first and all of them on request', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      adult: false,
      gender: 0,
      id: 700 + index,
      known_for_department: 'Directing',
      name: `Person ${index + 1}`,
      original_name: `Person ${index + 1}`,
      popularity: 1,
      profile_path: null,
      known_for: [],
    }));
    server.use(http.get('*/3/search/person', () => HttpResponse.json(pageOf(many, 1))));
    renderApp('/popular', { preloadedState, language: 'es' });
    const input = await openSearch('es');
    fireEvent.change(input, { target: { value: 'person' } });
    await advance(250);
    const people = await screen.findByRole('region', { name: 'Personas' }, renderTimeout);
    expect(within(people).getAllByRole('link')).toHaveLength(6);
    expect(within(people).getAllByText('Dirección')).toHaveLength(6);
    fireEvent.click(within(people).getByRole('button', { name: 'Mostrar las 8 personas' }));
    expect(within(people).getAllByRole('link')).toHaveLength(8);
  });
});
