import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';
import { searchToggled } from './searchSlice';

/**
 * The header's search toggle; toggling it on /movies goes to /popular (docs/PRODUCT.md §3.2).
 * Open or not is in the search slice, so it closes with the session like the rest of the search.
 */
export function useSearchToggle(): [boolean, () => void] {
  const open = useAppSelector((state) => state.search.open);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toggle = useCallback(() => {
    dispatch(searchToggled());
    // Rendered at once, not in a transition: the keys typed next into the field's stand-in are
    // kept for the page the router is heading to, which they must see as /popular already.
    if (pathname === paths.movies) void navigate(paths.popular, { flushSync: true });
  }, [dispatch, navigate, pathname]);
  return [open, toggle];
}
