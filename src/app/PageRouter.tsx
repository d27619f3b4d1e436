import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { type Location, type NavigationType, Router, type UNSAFE_createBrowserHistory } from 'react-router';
import { useApiLanguage } from '../features/catalogue/useApiLanguage';
import { useAppStore } from './hooks';
import { TargetContext } from '../components/navigationTarget';
import { loadPage } from './routes';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface Shown {
  action: `${NavigationType}`;
  location: Location;
}

/** Where each visited entry was scrolled when it was left, by its history key. */
const scrollPositions = new Map<string, number>();

/**
 * Scrolls back to `y` once the page is tall enough: a page renders its first cards first and
 * the rest in the next frames, so the first try may stop short. Gives up after a second.
 */
function scrollBackTo(y: number) {
  const deadline = performance.now() + 1000;
  const step = () => {
    window.scrollTo(0, y);
    if (window.scrollY < y - 1 && performance.now() < deadline) requestAnimationFrame(step);
  };
  step();
}

/**
 * Focus to the page's main landmark, when the control that led to the page went with the page it
 * was on (the login form's button, a card's link): else it falls to the body, where Tab starts at
 * the top of the document again and a screen reader announces nothing. Focusable only for this
 * (tabindex until it loses focus), so a click on the page's text does not focus it.
 */
function focusMainIfLost() {
  const main = document.querySelector('main');
  if (!main || (document.activeElement && document.activeElement !== document.body)) return;
  main.setAttribute('tabindex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus({ preventScroll: true });
}

/**
 * BrowserRouter's work done in view: the next page's loader runs (src/app/routes.tsx) and the
 * page renders in a transition, so a page whose chunk is already here replaces the old one
 * without a flash of the loading fallback. It provides where the last navigation went
 * (`useNavigationTarget`), so `useNavigationPending` tells the layout while that page is not
 * shown yet (the page being left takes no more input and a progress indicator shows) and a
 * pending search knows the reader went elsewhere. A new entry (a link, Next, a search) opens at
 * the top; Back and Forward return to where the reader was (the browser's own restoration
 * would scroll the page being left). Either way focus lost with the page left goes to the new
 * page's main landmark; not on a redirect (REPLACE), which is no step of the reader's.
 */
export function PageRouter({ history, children }: { history: History; children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({ action: history.action, location: history.location }));
  const [target, setTarget] = useState<Location>(shown.location);
  const shownKey = useRef(shown.location.key);
  const store = useAppStore();
  const language = useApiLanguage();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return history.listen(({ action, location }) => {
      scrollPositions.set(shownKey.current, window.scrollY);
      setTarget(location);
      // A signed-out visitor's way leads to the sign-in form, whatever the link said.
      if (store.getState().session.isAuthenticated) void loadPage(store.dispatch, location, language);
      startTransition(() => setShown({ action, location }));
    });
  }, [history, store, language]);

  useLayoutEffect(() => {
    if (shownKey.current === shown.location.key) return;
    shownKey.current = shown.location.key;
    if (shown.action === 'POP') scrollBackTo(scrollPositions.get(shown.location.key) ?? 0);
    else if (shown.action === 'PUSH') window.scrollTo(0, 0);
    if (shown.action !== 'REPLACE') focusMainIfLost();
  }, [shown]);

  return (
    <TargetContext value={target}>
      <Router location={shown.location} navigationType={shown.action as NavigationType} navigator={history}>
        {children}
      </Router>
    </TargetContext>
  );
}
