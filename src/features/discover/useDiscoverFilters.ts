import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type DiscoverFilters, filtersFromSearch, searchWithFilters } from '../../../contract/discoverFilters';

/**
 * Discover's filters, read from and written to the URL: each change is a new history entry, so
 * back and forward step through the questions asked, and a reload or a shared link asks again.
 */
export function useDiscoverFilters(): [DiscoverFilters, (change: Partial<DiscoverFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  // setSearchParams hands its updater the parameters of the render that made it: a change made by
  // an older callback (a year field's delayed commit) would drop the changes made since. And a
  // change made before the last one has rendered (the router renders a new URL in a transition,
  // which a busy phone may not finish between two fields' commits) builds on that one, not on
  // the URL on screen.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const change = useCallback(
    (changed: Partial<DiscoverFilters>) =>
      setSearchParams(() => {
        const current = latest.current;
        latest.current = searchWithFilters(current, { ...filtersFromSearch(current), ...changed });
        return latest.current;
      }),
    [setSearchParams],
  );
  return [filters, change];
}
