import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/**
 * What a store made by the server's page renderer carries (the thunk's extra argument, which
 * RTK Query passes to every base query as `api.extra`): the fetch that reaches this server's API
 * as the visitor, with their cookies. A browser's store has none and uses the browser's fetch.
 */
export interface ApiExtra {
  fetch: typeof fetch;
}

/** The server renderer's fetch, or undefined in a browser. */
export const serverFetch = (api: BaseQueryApi): typeof fetch | undefined => (api.extra as ApiExtra | undefined)?.fetch;
