import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../../../app/providers';
import { setupStore } from '../../../app/store';
import { createI18n } from '../../../i18n/i18n';
import type { ListedMovie } from '../../lists';
import { MovieGrid } from './MovieGrid';

const movies: ListedMovie[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  title: `Film ${index + 1}`,
  poster_path: null,
  release_date: '1972-03-14',
  vote_average: 8,
  vote_count: 100,
}));

/** The grid on a page of the app at /popular, the history holding `entries` with the last one shown. */
function gridPage(entries: string[]) {
  const router = createMemoryRouter([{ path: '*', element: <MovieGrid movies={movies} /> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  return (
    <AppProviders store={setupStore()} i18n={createI18n({ lng: 'en' })}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

describe('MovieGrid', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('hydrates the server’s first screenful on a reload, whose history entry is not the first load’s, then shows every card', async () => {
    // The server renders any page as a first load: no history, so a screenful of cards first.
    container.innerHTML = renderToString(gridPage(['/popular']));
    const serverList = container.querySelector('ul');
    expect(serverList?.children).toHaveLength(6);

    // A reload keeps the history entry (and its key): to the browser's router it is a Back or Forward.
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, gridPage(['/', '/popular']), { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    // The list React found is the one it kept: a click on a card during hydration still lands.
    expect(container.querySelector('ul')).toBe(serverList);
    expect(container.querySelectorAll('li')).toHaveLength(20);
    await act(async () => root.unmount());
  });
});
