import type { Params } from 'react-router';
import { browseApi } from '../features/catalogue/browseApi';
import { pageFromSearch } from '../features/catalogue/usePageParam';
import { pageAt } from './pageChunks';
import type { PageName } from './pages';
import type { AppStore } from './store';

interface Landing {
  params: Params;
  search: URLSearchParams;
  /** TMDB's language parameter for the UI language. */
  language: string;
}

type Prefetch = (store: AppStore, landing: Landing) => void;

const popular: Prefetch = (store, { search, language }) => {
  void store.dispatch(browseApi.util.prefetch('popularMovies', { page: pageFromSearch(search), language }, {}));
};

const movie: Prefetch = (store, { params, language }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return;
  for (const endpoint of ['movieDetails', 'movieCredits', 'similarMovies'] as const) {
    void store.dispatch(browseApi.util.prefetch(endpoint, { id, language }, {}));
  }
};

/** The pages whose first paint waits for catalogue data, with the requests their components make. */
const prefetches: Partial<Record<PageName, Prefetch>> = { popular, 'movie-details': movie };

/**
 * Asks for the landing page's catalogue data at boot, beside the session check rather than
 * after it: a signed-in visitor's list or film then waits for one round trip, not two. The
 * page's own queries find the answers in the cache. Without a session these requests fail as
 * the check does, and the check sends the visitor to /login.
 */
export function prefetchPageData(store: AppStore, { pathname, search }: { pathname: string; search: string }, language: string): void {
  const page = pageAt(pathname);
  if (page) prefetches[page.name]?.(store, { params: page.params, search: new URLSearchParams(search), language });
}
