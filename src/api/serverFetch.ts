import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/**
 * What a store made by the server's page renderer carries (the thunk's extra argument, which
 * RTK Query passes to every base query as `api.extra`): the fetch that reaches this server's API
 * as the visitor, with their cookies, and the origin it answers for (the config's addresses are
 * paths, which a request in Node cannot be made to alone). A browser's store has none and uses
 * the browser's fetch and the page's origin.
 */
export interface ApiExtra {
  fetch: typeof fetch;
  origin: string;
}

const extraOf = (api: BaseQueryApi) => api.extra as ApiExtra | undefined;

/** The server renderer's fetch, or undefined in a browser. */
export const serverFetch = (api: BaseQueryApi): typeof fetch | undefined => extraOf(api)?.fetch;

/** `base` (a config address), made absolute on the server. */
export const serverBase = (api: BaseQueryApi, base: string): string => (extraOf(api)?.origin ?? '') + base;
