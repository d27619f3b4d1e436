/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { RUNTIME_CONFIG_PATH } from '../../contract/pagePaths';
import { APP_SHELL } from '../../contract/installableApp';
import { POSTER_CACHE, POSTER_CACHE_ENTRIES, SERVER_PATHS, SKIP_WAITING, isPosterPath } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The hashed app shell (the build's scripts, styles, icons and offline page), fetched once per version.
// Only by their own URLs: '/' is a page from the network, not index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages come from the network only: a signed-in page is rendered with its reader's data, so no
// page is ever stored. Navigation preload starts that request while the worker wakes up.
navigationPreload.enable();
// Every navigation, the servers' own paths too (a sign-in provider's redirects): with navigation
// preload on, one the worker left alone would reach the server twice, and a sign-in's callback
// is good once.
registerRoute(new NavigationRoute(new NetworkOnly()));

// Where the APIs are: not personal, and the app cannot start without it.
registerRoute(({ sameOrigin, url }) => sameOrigin && url.pathname === RUNTIME_CONFIG_PATH, new NetworkFirst({ cacheName: 'config' }));

// The generated posters never change for an id: kept, a bounded number of them.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && isPosterPath(url.pathname),
  new CacheFirst({
    cacheName: POSTER_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: POSTER_CACHE_ENTRIES, purgeOnQuotaError: true })],
  }),
);

// No network for a page: the app shell, marked so the app says it is offline. Anything else
// (an API call) fails as it would without the worker, and the app shows its own error.
setCatchHandler(async ({ request, url }) => {
  // The servers' own paths are not pages of the app: the browser's own error for them.
  if (request.mode !== 'navigate' || SERVER_PATHS.some((path) => path.test(url.pathname))) return Response.error();
  const shell = await matchPrecache(APP_SHELL);
  if (!shell) return Response.error();
  // With the shell's own headers: its CSP allows its inline script by hash, as on every page.
  return shell;
});

// A new version waits until its reader chooses to reload (the app's "Reload to update").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
