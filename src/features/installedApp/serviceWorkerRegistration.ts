import { Workbox } from 'workbox-window';

/** How often an open page asks whether a new version was deployed, besides each time it is shown again. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (built from src/serviceWorker/serviceWorker.ts) and calls
 * `onWaiting` with the way to switch when a new version has installed and waits: the new
 * version takes over and the page reloads, only when its reader says so. Returns the cleanup.
 */
export function registerServiceWorker(onWaiting: (switchToNewVersion: () => void) => void): () => void {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    onWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Without its worker the app works as before: nothing to tell the reader.
  workbox.register().catch(() => undefined);
  const checkForUpdate = () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  const timer = setInterval(checkForUpdate, UPDATE_CHECK_MS);
  return () => {
    document.removeEventListener('visibilitychange', checkForUpdate);
    clearInterval(timer);
  };
}
