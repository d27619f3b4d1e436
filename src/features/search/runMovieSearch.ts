import type { AppDispatch, RootState } from '../../app/store';
import { movieDbEndpoints } from '../../entities/catalogue';
import { criteriaChanged, pageChanged, resultsReceived } from './searchSlice';

/**
 * Searches for `query` at `page` and stores the answer in the search slice, unless the user
 * has moved on (another query or page) meanwhile: an outdated answer never replaces a newer one.
 * A field emptied meanwhile asks for no other search: the results page shows this one, which its
 * URL names (MovieSearchPage). Failures are only logged (docs/PRODUCT.md §3.2).
 */
export const runMovieSearch = (query: string, page: number) => async (dispatch: AppDispatch, getState: () => RootState) => {
  const result = await dispatch(movieDbEndpoints.endpoints.searchMovies.initiate({ query, page }, { subscribe: false }));
  const { criteria, currentPage } = getState().search;
  const asked = criteria.trim();
  if ((asked !== '' && asked !== query) || currentPage !== page) return;
  if (result.error || !result.data) {
    console.error('Movie search failed', result.error);
    return;
  }
  dispatch(resultsReceived({ movies: result.data.results, totalPages: result.data.total_pages }));
};

/**
 * Makes the search a URL names (a link, a reload, Back or Forward) the one shown, running it;
 * nothing when it is shown already, as after typing, where the slice holds the typed text.
 */
export const showLinkedSearch = (query: string, page: number) => async (dispatch: AppDispatch, getState: () => RootState) => {
  const shown = getState().search;
  if (shown.criteria.trim() === query && shown.currentPage === page) return;
  dispatch(criteriaChanged(query));
  dispatch(pageChanged(page));
  await dispatch(runMovieSearch(query, page));
};

/**
 * The search of a URL opened anew (a link, a reload: the server's render, the app's start), where
 * the slice holds none yet. After that the slice leads: typing and paging change it first and
 * the URL after, so the URL they go to is never read back, which would undo keys typed since.
 */
export const showArrivingSearch = (query: string, page: number) => async (dispatch: AppDispatch, getState: () => RootState) => {
  if (getState().search.criteria !== '') return;
  await dispatch(showLinkedSearch(query, page));
};
