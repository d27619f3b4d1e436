import { createContext, use } from 'react';
import { type Location, useLocation } from 'react-router';

/** Set by PageRouter: the location the last navigation went to, shown or still loading. */
export const TargetContext = createContext<Location | null>(null);

/** Where the reader is heading: the page on screen, or the one a navigation begun since is loading. */
export function useNavigationTarget(): Location {
  const shown = useLocation();
  return use(TargetContext) ?? shown;
}

/** Whether the page on screen is one being left for another that has not rendered yet (Layout makes it inert and shows progress). */
export function useNavigationPending(): boolean {
  const shown = useLocation();
  const target = useNavigationTarget();
  // Another page only: a new query on the same page (Discover's filters, a list's next page) keeps it usable, whatever is typed meanwhile.
  return target.key !== shown.key && target.pathname !== shown.pathname;
}
