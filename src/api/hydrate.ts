import { type Action, createAction } from '@reduxjs/toolkit';

/** The part of the store a page rendered on the server was rendered from, sent with its HTML. */
export interface ServerState {
  session: unknown;
  /** The search a /movieSearch?query= link shows (the spec's search slice). */
  search: unknown;
  productApi: unknown;
  movieDbApi: unknown;
}

/** Takes over what the server's render of this page asked for, before the app hydrates it. */
export const hydrate = createAction<ServerState>('app/hydrate');

/**
 * RTK Query's rehydration hook (`extractRehydrationInfo` of createApi), as its server-side
 * rendering guide documents it: each API takes its own part of the server's state.
 */
export function rehydrationInfo(action: Action, { reducerPath }: { reducerPath: string }) {
  // RTK types the answer as its internal state shape, which the server's state has (it is that state).
  return hydrate.match(action) ? (action.payload[reducerPath as keyof ServerState] as never) : undefined;
}
