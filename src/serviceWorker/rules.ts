/** What the service worker and the page that registers it agree on. */

/** The attribute on <html> of the page the worker serves offline (contract/installableApp.ts's APP_SHELL). */
export const OFFLINE_ATTRIBUTE = 'data-served-offline';

/** The message workbox-window's messageSkipWaiting() sends: the waiting version takes over. */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The cache of generated posters, and how many it keeps (the oldest used go first). */
export const POSTER_CACHE = 'posters';
export const POSTER_CACHE_ENTRIES = 400;

/** A generated poster (server/routes/images): immutable for its id. TMDB's own images go to TMDB. */
export const isPosterPath = (pathname: string): boolean => /^\/images\/[a-z0-9]+\/poster-\d+\.svg$/.test(pathname);

/** The servers' paths, never a page of the app (server/routes/spa's SERVER_PREFIXES). */
export const SERVER_PATHS = [/^\/api\//, /^\/3\//, /^\/images\//];
