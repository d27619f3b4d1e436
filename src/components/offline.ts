import { OFFLINE_ATTRIBUTE } from '../serviceWorker/rules';

/**
 * Offline: the browser says so, or this page is the app shell the service worker served because
 * the network failed (the server may be unreachable while the device is online).
 */
export const isOffline = (): boolean => !navigator.onLine || document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE);
