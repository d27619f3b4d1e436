import { createContext } from 'react';

/**
 * Whether the server took the reader's screen for a phone's, from the request
 * (server/routes/spa/page-renderer.ts): what its render of a page, and the app's hydration of
 * that render, draw by where the layout differs on a phone (`usePhoneScreen`), as neither knows
 * the screen's width. Apart from the hook, which is only in the chunks of pages that use it.
 */
export const PhoneGuessContext = createContext(false);
