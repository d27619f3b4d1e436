/**
 * Where a language's web app manifest is (scripts/installable-app.mjs writes one per language):
 * English's is the one the SPA's index.html links, and a page made in another language links its own.
 */
export const manifestPath = (language: string): string => (language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`);

/**
 * The page the service worker (src/serviceWorker) serves when the network is gone: the app with
 * no one's data in it, marked as served offline (webpack.config.ts writes it). The server sends
 * it with the pages' CSP.
 */
export const APP_SHELL = '/offline.html';
