import { type Action, createAction } from '@reduxjs/toolkit';
import type { HydrationState } from 'react-router';

/** What a page rendered on the server was rendered from, sent with its HTML. */
export interface ServerState {
  session: unknown;
  /** The search a /movieSearch?query= link shows (the spec's search slice). */
  search: unknown;
  productApi: unknown;
  movieDbApi: unknown;
  /** The router's state after the server's loaders (React Router's `hydrationData`). */
  router: HydrationState;
}

/** Takes over what the server's render of this page asked for, before the app hydrates it. */
export const hydrate = createAction<ServerState>('app/hydrate');

/**
 * RTK Query's rehydration hook (`extractRehydrationInfo` of createApi), as its server-side
 * rendering guide documents it: each API takes its own part of the server's state.
 */
export function rehydrationInfo(action: Action, { reducerPath }: { reducerPath: string }) {
  // Typed by RTK as the API's state, which the server's part is (the server's store made it).
  return hydrate.match(action) ? (action.payload[reducerPath as 'productApi' | 'movieDbApi'] as never) : undefined;
}
