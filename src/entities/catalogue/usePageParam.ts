import { useCallback, useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_PAGES, pageFromSearch } from '../../../contract/firstScreen';

/**
 * The list page lives in the URL (?page=N) so back, forward and reload keep it. `replace`
 * corrects the URL in place (a page past the end) instead of adding a history entry.
 */
export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      }, options),
    [setSearchParams],
  );
  return [page, setPage];
}

/**
 * docs/PRODUCT.md §2.1: a page past the list's last (an old link, a list that has shrunk, a page
 * typed into the URL) turns into the last page, in place: no history entry for a page that shows
 * nothing. `totalPages` is the answer's for this very page (RTK Query's currentData), undefined
 * until it is in. A URL naming a page past any list's, read as the last a list can have
 * (pageFromSearch), is corrected at once. True while the page is past the end, which the list
 * shows as loading rather than as empty.
 */
export function usePageInRange(page: number, totalPages: number | undefined, setPage: (page: number, options: { replace: boolean }) => void): boolean {
  const [searchParams] = useSearchParams();
  const lastPage = totalPages === undefined ? page : Math.min(Math.max(1, totalPages), MAX_PAGES);
  const pastEnd = page > lastPage;
  // Once `page` is the URL's reading (the search's may lead it or lag behind: MovieSearchPage).
  const pastAnyList = Number(searchParams.get('page')) > MAX_PAGES && page === pageFromSearch(searchParams);
  const shown = Math.min(page, lastPage);
  // Not an effect of setPage's identity: a data router's navigation is pending until its loaders
  // are done, and a page's new setPage at each render would start it again, endlessly.
  const correct = useEffectEvent((to: number) => setPage(to, { replace: true }));
  useEffect(() => {
    if (pastEnd || pastAnyList) correct(shown);
  }, [pastEnd, pastAnyList, shown]);
  return pastEnd;
}
