import { useEffect } from 'react';

/**
 * A list's page past its end (its last film removed, an old link to a list that has shrunk)
 * turns into its last page, in place: no history entry for a page that shows nothing.
 */
export function usePageInRange(page: number, totalPages: number | undefined, setPage: (page: number, options: { replace: boolean }) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages), { replace: true });
  }, [page, totalPages, setPage]);
}
