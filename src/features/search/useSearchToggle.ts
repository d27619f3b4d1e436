import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** The header's search toggle; toggling it on /movies goes to /popular (docs/PRODUCT.md §3.2). */
export function useSearchToggle(): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toggle = useCallback(() => {
    setOpen((current) => !current);
    if (pathname === paths.movies) void navigate(paths.popular);
  }, [navigate, pathname]);
  return [open, toggle];
}
