import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearch } from '../../../contract/firstScreen';

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
