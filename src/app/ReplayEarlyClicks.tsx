import { useLayoutEffect } from 'react';

/**
 * Makes the clicks index.html's head script held while the page was HTML alone
 * (src/app/headScript.ts), once the page is the app's: rendered inside the page's Suspense
 * boundary, this runs when the page has hydrated and its buttons have their handlers (the root
 * commits before a page that is still loading does). A button React drew anew (a page rendered
 * over the frame) replaced the one clicked: a click on that one, out of the page, reaches nothing.
 */
export function ReplayEarlyClicks() {
  useLayoutEffect(() => {
    window.releaseEarlyClicks?.().forEach((button) => button.click());
  }, []);
  return null;
}
