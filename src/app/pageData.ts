import type { Params } from 'react-router';
import { idParam } from '../config/paths';
import { hasSignedInHint } from '../features/auth/signedInHint';
import { browseApi } from '../features/catalogue/browseApi';
import { pageFromSearch } from '../../contract/firstScreen';
import { loadPage, pageAt } from './pageChunks';
import type { PageName } from './pages';
import type { AppStore } from './store';

export interface Landing {
  params: Params;
  search: URLSearchParams;
  /** TMDB's language parameter for the UI language. */
  language: string;
}

type Prefetch = (store: AppStore, landing: Landing) => void;

const popular: Prefetch = (store, { search, language }) => {
  void store.dispatch(browseApi.util.prefetch('popularMovies', { page: pageFromSearch(search), language }));
};

const movie: Prefetch = (store, { params, language }) => {
  const id = idParam(params.id);
  if (id === null) return;
  // The details bring the credits and similar films with them.
  void store.dispatch(browseApi.util.prefetch('movieDetails', { id, language }));
};

/** The pages whose first paint waits for catalogue data, with the requests their components make. */
const prefetches: Partial<Record<PageName, Prefetch>> = { popular, 'movie-details': movie };

/**
 * Asks for what the page at this location reads first: its catalogue data at once, the rest (its
 * `prefetchData`) as soon as its chunk is here, before it renders (an answer that comes after the
 * page has rendered re-renders the parts that read it in one synchronous task). Settles once all
 * is asked for. The server's renderer runs it for the page it renders (src/app/prerender/renderPage.tsx).
 * A chunk that failed shows its error where the page renders.
 */
export async function loadPageData(store: AppStore, { pathname, search }: { pathname: string; search: string }, language: string): Promise<void> {
  const page = pageAt(pathname);
  if (!page) return;
  const landing = { params: page.params, search: new URLSearchParams(search), language };
  prefetches[page.name]?.(store, landing);
  const module = await loadPage(page.name).catch(() => undefined);
  if (module && 'prefetchData' in module) await module.prefetchData(store.dispatch, landing);
}

/**
 * The landing page's data asked for at boot, beside the session check rather than after it: a
 * signed-in visitor's list or film then waits for one round trip, not two. Only with the
 * signed-in hint: a visitor without it (signed out, or on a CDN that cannot see the API's cookie)
 * sends the session check alone, and a signed-in one then asks for the page's data when the check
 * has answered. Settles as loadPageData does.
 */
export async function prefetchPageData(store: AppStore, location: { pathname: string; search: string }, language: string): Promise<void> {
  if (hasSignedInHint()) await loadPageData(store, location, language);
}
