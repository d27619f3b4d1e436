import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type DiscoverFilters, filtersFromSearch, searchWithFilters } from '../../../contract/discoverFilters';

/**
 * Discover's filters, read from and written to the URL: each change is a new history entry, so
 * back and forward step through the questions asked, and a reload or a shared link asks again.
 */
export function useDiscoverFilters(): [DiscoverFilters, (change: Partial<DiscoverFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const change = useCallback(
    (changed: Partial<DiscoverFilters>) =>
      setSearchParams((current) => searchWithFilters(current, { ...filtersFromSearch(current), ...changed })),
    [setSearchParams],
  );
  return [filters, change];
}
