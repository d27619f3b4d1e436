import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { movieSearchPath, paths } from '../../config/paths';
import { runMovieSearch } from './runMovieSearch';
import { criteriaChanged, pageChanged } from './searchSlice';

/** docs/PRODUCT.md §3.2 and §7: the search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * What typing in the search box does: store the text; for a non-empty query, go back to page
 * 1 and, once typing pauses for 250 ms, search and show /movieSearch?query=….
 */
export function useDebouncedSearch(): (text: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set once the results page is asked for, until a page is shown: while it loads, `pathname` is
  // still the page being left, and typing on would ask again and leave two entries in the history.
  const headingToResults = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    headingToResults.current = false;
  }, [pathname]);

  return useCallback(
    (text: string) => {
      dispatch(criteriaChanged(text));
      clearTimeout(timer.current);
      const query = text.trim();
      if (!query) return;
      dispatch(pageChanged(1));
      timer.current = setTimeout(() => {
        void dispatch(runMovieSearch(query, 1));
        // The results page's URL names the search; a search typed on from there (or on the way
        // there) takes the place of the last one in the history, not one entry a pause.
        const replace = pathname === paths.movieSearch || headingToResults.current;
        headingToResults.current = pathname !== paths.movieSearch;
        void navigate(movieSearchPath(query), { replace });
      }, SEARCH_DEBOUNCE_MS);
    },
    [dispatch, navigate, pathname],
  );
}
