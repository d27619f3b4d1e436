import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Recommendation } from '../../../contract/recommendations';
import { movieSummary } from '../../testing/handlers/movies';
import { alien, harrisonFord, listsState, resetListsState, starWars } from '../../testing/handlers/lists';
import { forYouState, resetForYouState } from '../../testing/handlers/recommendations';
import { renderApp, renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import type { AppStore } from '../../app/store';
import { ForYouRow } from './ForYouRow';

// The home page's cards with their toggles: slow to render when the machine is busy.
jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };

const coppola = { id: 1776, name: 'Francis Ford Coppola' };
const recommendations: Recommendation[] = [
  { movie: movieSummary(1, 'Indiana Jones'), reasons: [{ kind: 'actor', person: harrisonFord }] },
  {
    movie: movieSummary(2, 'Apocalypse Now'),
    reasons: [{ kind: 'director', person: coppola, movie: { id: 3, title: 'The Godfather', list: 'favorites' } }],
  },
  { movie: movieSummary(4, 'Aliens'), reasons: [{ kind: 'movie', movie: { id: alien.id, title: 'Alien', list: 'favorites' } }] },
  { movie: movieSummary(5, 'The Empire Strikes Back'), reasons: [{ kind: 'movie', movie: { id: starWars.id, title: 'Star Wars', list: 'watchlist' } }] },
  {
    movie: movieSummary(6, 'The French Connection'),
    reasons: [{ kind: 'genre', genre: { id: 80, name: 'Crime' }, movie: { id: 3, title: 'The Godfather', list: 'favorites' } }],
  },
];

function recordForYouRequests() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/me/for-you/') seen.push(url);
  });
  return seen;
}

/** Whether the "For you" request made has its answer in the store (called once it has started). */
const forYouAnswered = (store: AppStore) =>
  Object.values(store.getState().productApi.queries).find((query) => query?.endpointName === 'forYou')?.status === 'fulfilled';

beforeEach(() => {
  resetListsState();
  resetForYouState();
});
afterEach(() => server.events.removeAllListeners());

describe('ForYouRow', () => {
  it('shows the films above Popular Movies, each with why it is there', async () => {
    listsState.favoriteActors = [harrisonFord];
    listsState.favorites = [alien];
    forYouState.results = recommendations;
    renderApp('/', { preloadedState });
    const row = await screen.findByRole('list', { name: 'For you' }, renderTimeout);
    const cards = within(row).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Indiana Jones',
      'Apocalypse Now',
      'Aliens',
      'The Empire Strikes Back',
      'The French Connection',
    ]);
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Because you like Harrison Ford',
      'Directed by Francis Ford Coppola, like The Godfather',
      'Because you liked Alien',
      'Like Star Wars, on your watchlist',
      'Crime, from the years of The Godfather',
    ]);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: /Indiana Jones/ })).toHaveAttribute('href', '/movie/1');
    const popular = await screen.findByRole('heading', { level: 1, name: 'Popular Movies' }, renderTimeout);
    expect(screen.getByRole('heading', { level: 2, name: 'For you' }).compareDocumentPosition(popular)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Focusable as a whole, so the arrow keys scroll it sideways.
    expect(row).toHaveAttribute('tabindex', '0');
  });

  it('says it in Spanish and asks for the Spanish genre names', async () => {
    const seen = recordForYouRequests();
    listsState.favoriteActors = [harrisonFord];
    forYouState.results = recommendations;
    renderApp('/', { preloadedState, language: 'es' });
    const row = await screen.findByRole('list', { name: 'Para ti' }, renderTimeout);
    expect(within(row).getAllByRole('listitem').map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Porque te gusta Harrison Ford',
      'Dirigida por Francis Ford Coppola, como The Godfather',
      'Porque te gustó Alien',
      'Como Star Wars, de tus pendientes de ver',
      'Crime, de la época de The Godfather',
    ]);
    expect(seen[0]?.searchParams.get('language')).toBe('es-ES');
  });

  it('shows a skeleton row while a user with lists waits', async () => {
    listsState.favorites = [alien];
    forYouState.results = recommendations;
    server.use(
      http.get('*/api/me/for-you/', async () => {
        await delay(300);
        return HttpResponse.json({ results: recommendations });
      }),
    );
    renderApp('/', { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading films for you' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'For you' }, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading films for you' })).not.toBeInTheDocument();
  });

  it('shows no row, not even a heading, when nothing is recommended', async () => {
    const seen = recordForYouRequests();
    listsState.favorites = [alien];
    renderApp('/', { preloadedState });
    await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout);
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading films for you' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
  });

  it('neither asks nor shows anything for an empty profile', async () => {
    const seen = recordForYouRequests();
    renderApp('/', { preloadedState });
    await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout);
    expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading films for you' })).not.toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('is hidden, and asks nothing, when signed out', async () => {
    const seen = recordForYouRequests();
    listsState.favorites = [alien];
    forYouState.results = recommendations;
    const { container } = renderWithProviders(<ForYouRow />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container).toBeEmptyDOMElement();
    expect(seen).toEqual([]);
  });

  it('asks again when a list changes, so a film just favorited leaves the row', async () => {
    const seen = recordForYouRequests();
    listsState.favoriteActors = [harrisonFord];
    forYouState.results = recommendations;
    const { user } = renderApp('/', { preloadedState });
    const row = await screen.findByRole('list', { name: 'For you' }, renderTimeout);
    const firstCard = within(row).getAllByRole('listitem')[0] as HTMLElement;
    forYouState.results = recommendations.slice(1);
    server.use(http.put('*/api/me/favorites/:id/', () => new HttpResponse(null, { status: 204 })));
    await user.click(within(firstCard).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(within(row).queryByText('Indiana Jones')).not.toBeInTheDocument(), renderTimeout);
    expect(seen).toHaveLength(2);
  });

  it('does not come above Popular during the visit when the first favourite makes one: it comes on the next visit', async () => {
    const seen = recordForYouRequests();
    forYouState.results = recommendations;
    server.use(
      http.put('*/api/me/favorites/:id/', ({ params }) => {
        listsState.favorites = [movieSummary(Number(params.id), 'The Godfather')];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, navigate, store } = renderApp('/', { preloadedState });
    const firstCard = (await screen.findByRole('link', { name: /The Godfather 1972/ }, renderTimeout)).closest('article') as HTMLElement;
    await user.click(within(firstCard).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(seen).toHaveLength(1), renderTimeout);
    // A store update renders at once: with the answer in, the page is what it will be.
    await waitFor(() => expect(forYouAnswered(store)).toBe(true), renderTimeout);
    expect(screen.queryByRole('heading', { name: 'For you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading films for you' })).not.toBeInTheDocument();

    await navigate('/profile');
    await navigate('/');
    expect(await screen.findByRole('list', { name: 'For you' }, renderTimeout)).toBeInTheDocument();
  });

  it('keeps a row it shows when its lists no longer give it any film, rather than taking it away', async () => {
    listsState.favorites = [alien];
    forYouState.results = recommendations;
    const { user, store } = renderApp('/', { preloadedState });
    const row = await screen.findByRole('list', { name: 'For you' }, renderTimeout);
    forYouState.results = [];
    server.use(http.put('*/api/me/favorites/:id/', () => new HttpResponse(null, { status: 204 })));
    const seen = recordForYouRequests();
    await user.click(within(within(row).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() => expect(seen).toHaveLength(1), renderTimeout);
    await waitFor(() => expect(forYouAnswered(store)).toBe(true), renderTimeout);
    expect(screen.getByRole('list', { name: 'For you' })).toBeInTheDocument();
  });
});
