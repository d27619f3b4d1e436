import { act, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import type * as SearchFieldModule from './SearchField';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';


// The search field's chunk "arrives" when the test says so: until then the field suspends as a
// slow download does.
let arrive = () => {};
let arrived: Promise<void>;
beforeEach(() => {
  arrived = new Promise<void>((resolve) => (arrive = resolve));
});
jest.mock('./SearchField', () => {
  const actual = jest.requireActual<typeof SearchFieldModule>('./SearchField');
  return {
    SearchField: (props: Parameters<typeof actual.SearchField>[0]) => {
      use(arrived);
      return <actual.SearchField {...props} />;
    },
  };
});

jest.setTimeout(20_000);

/** The texts the movie search is asked for. */
function recordSearches(): string[] {
  const searched: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/3/search/movie') searched.push(url.searchParams.get('query') ?? '');
  });
  return searched;
}
afterEach(() => server.events.removeAllListeners());

/** Runs `events` as a browser would, React taking its own time rather than act()'s. */
async function outsideAct(events: () => void | Promise<void>) {
  const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await events();
  } finally {
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('the search box before its chunk has arrived', () => {
  it('keeps every key typed after the click and searches for them once the field is here', async () => {
    const searched = recordSearches();
    const { location, store, user } = renderApp('/popular', { preloadedState: { session: signedInSession() } });

    await user.click(await screen.findByRole('button', { name: 'Search' }, renderTimeout));
    const early = screen.getByPlaceholderText('Enter your search');
    expect(early).toHaveFocus();
    await user.keyboard('godf');

    await act(async () => arrive());
    const field = await screen.findByRole('searchbox', { name: 'Search movies' }, renderTimeout);
    await waitFor(() => expect(field).toHaveValue('godf'));
    expect(field).toHaveFocus();
    await user.keyboard('ather');
    expect(field).toHaveValue('godfather');
    expect(store.getState().search.criteria).toBe('godfather');
    await waitFor(() => expect(location().pathname).toBe('/movieSearch'), renderTimeout);
    await waitFor(() => expect(searched.at(-1)).toBe('godfather'));
  });

  it('leaves the reader on a page they went to before the field arrived, with their text unsearched in it', async () => {
    const searched = recordSearches();
    const { location, store, user } = renderApp('/popular', { preloadedState: { session: signedInSession() } });
    await screen.findByRole('link', { name: /Popular Film 4(?!\d)/ }, renderTimeout);
    await import('../../pages/movie/MovieDetailsPage');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('godfather');
    // Outside act(), as in a browser: inside it, React holds back a navigation whose render meets
    // the suspended field, which a browser shows at once (the field's place keeps its stand-in).
    outsideAct(() => screen.getByRole('link', { name: /Popular Film 4(?!\d)/ }).click());
    await waitFor(() => expect(location().pathname).toBe('/movie/900000100'), renderTimeout);

    await act(async () => arrive());
    const field = await screen.findByRole('searchbox', { name: 'Search movies' }, renderTimeout);
    expect(field).toHaveValue('godfather');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(location().pathname).toBe('/movie/900000100');
    expect(searched).toEqual([]);
    expect(store.getState().search.criteria).toBe('godfather');
  });

  it('keeps the keys typed while the arrived field waits to be shown', async () => {
    const { location, store, user } = renderApp('/popular', { preloadedState: { session: signedInSession() } });
    await user.click(await screen.findByRole('button', { name: 'Search' }, renderTimeout));
    const early = screen.getByPlaceholderText('Enter your search');

    // React renders the field as soon as its chunk is here but shows it a moment later, after the
    // plain input has been on screen for a while: keys typed in between belong to the search.
    // Outside act(), so React takes its own time as in a browser, and typed as there.
    await outsideAct(async () => {
      arrive();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(early).toBeInTheDocument();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(early, 'godfather');
      early.dispatchEvent(new Event('input', { bubbles: true }));
    });

    const field = await screen.findByRole('searchbox', { name: 'Search movies' }, renderTimeout);
    await waitFor(() => expect(location().pathname).toBe('/movieSearch'), renderTimeout);
    expect(field).toHaveValue('godfather');
    expect(store.getState().search.criteria).toBe('godfather');
  });
});
