import { useCallback, useEffect, useRef } from 'react';
import { pageFromSearch } from '../../../contract/firstScreen';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { useNavigationTarget } from '../../components/navigationTarget';
import { movieSearchPath, paths } from '../../config/paths';
import { runMovieSearch } from './runMovieSearch';
import { criteriaChanged, pageChanged } from './searchSlice';

/** docs/PRODUCT.md §3.2 and §7: the search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * What typing in the search box does: store the text; for a non-empty query, go back to page
 * 1 and, once typing pauses for 250 ms, search and show /movieSearch?query=…, unless the reader
 * has gone to another page meanwhile.
 */
export function useDebouncedSearch(): (text: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The page shown when the pause ends, not when the key was typed: the results page may have come in between.
  const shownPath = useRef(pathname);
  useEffect(() => {
    shownPath.current = pathname;
  }, [pathname]);

  useEffect(() => () => clearTimeout(timer.current), []);
  // A link followed (or Back) after the last keystroke is where the reader chose to go: the search
  // waiting for its pause does not take them away from it. Not so the search's own navigation,
  // whose page may render after the next key, nor one begun before the typing (the toggle's, from
  // /movies to /popular): that is the target already.
  const ownNavigation = useRef(false);
  const targetKey = useNavigationTarget().key;
  const lastTargetKey = useRef(targetKey);
  useEffect(() => {
    if (targetKey === lastTargetKey.current) return;
    lastTargetKey.current = targetKey;
    if (!ownNavigation.current) clearTimeout(timer.current);
    ownNavigation.current = false;
  }, [targetKey]);

  return useCallback(
    (text: string) => {
      dispatch(criteriaChanged(text));
      clearTimeout(timer.current);
      const query = text.trim();
      if (!query) {
        // An emptied field (Escape, or every character deleted) starts no search: the results page
        // goes on showing the one its URL names, at its page, which the typing had set back to 1.
        if (pathname === paths.movieSearch) dispatch(pageChanged(pageFromSearch(new URLSearchParams(search))));
        return;
      }
      dispatch(pageChanged(1));
      timer.current = setTimeout(() => {
        void dispatch(runMovieSearch(query, 1));
        // The results page's URL names the search; a search typed on from there takes the place
        // of the last one in the history, not one entry a pause. On the way there the router
        // drops the navigation still loading for this one, which adds the one entry.
        const replace = shownPath.current === paths.movieSearch;
        ownNavigation.current = true;
        void navigate(movieSearchPath(query), { replace });
      }, SEARCH_DEBOUNCE_MS);
    },
    [dispatch, navigate, pathname, search],
  );
}
