import { type Location, useLocation, useNavigation } from 'react-router';

/** Where the reader is heading: the page on screen, or the one a navigation begun since is loading. */
export function useNavigationTarget(): Location {
  const shown = useLocation();
  return useNavigation().location ?? shown;
}

/** Whether the page on screen is one being left for another that has not rendered yet (Layout makes it inert and shows progress). */
export function useNavigationPending(): boolean {
  const shown = useLocation();
  const target = useNavigation().location;
  // Another page only: a new query on the same page (Discover's filters, a list's next page) keeps it usable, whatever is typed meanwhile.
  return target !== undefined && target.pathname !== shown.pathname;
}
