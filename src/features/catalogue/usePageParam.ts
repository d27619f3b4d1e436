import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The list page a URL's query asks for (?page=N), 1 when it names none or nonsense. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const parsed = Number(searchParams.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** The list page lives in the URL (?page=N) so back, forward and reload keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      }),
    [setSearchParams],
  );
  return [page, setPage];
}
