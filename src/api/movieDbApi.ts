import {
  type BaseQueryApi,
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { rehydrationInfo } from './hydrate';
import { productApi } from './productApi';
import { serverBase, serverFetch } from './serverFetch';

/** The slice of state this API reads; typed here so api/ need not import the app's store. */
interface StateWithApiKey {
  session: { api_key: string; loading: boolean };
}

/** What a request without a key fails with: nothing is sent, since the movie database would refuse it. */
const NO_API_KEY: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'No api_key: the session has none' };

/**
 * The session's api_key, once the session check running now has answered: a page the server did
 * not render asks for its films beside the check at the boot (src/main.tsx), and the header's
 * search can be typed into while it runs. The check is one of the product API's requests, and
 * `session.loading` says one runs (features/auth/sessionSlice.ts).
 */
async function apiKeyOf(api: BaseQueryApi): Promise<string> {
  const session = () => (api.getState() as StateWithApiKey).session;
  while (!session().api_key && session().loading) {
    const running = api.dispatch(productApi.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
  }
  return session().api_key;
}

/** TMDB v3 style: every request carries the signed-in user's api_key as a query parameter, never an empty one. */
const movieDbBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const api_key = await apiKeyOf(api);
  if (!api_key) return { error: NO_API_KEY };
  const withKey: FetchArgs = { ...request, params: { ...request.params, api_key } };
  return fetchBaseQuery({ baseUrl: serverBase(api, getRuntimeConfig().movieDbBaseUrl), fetchFn: serverFetch(api) })(withKey, api, extraOptions);
};

/** The movie database (/3 by default): features add their endpoints with injectEndpoints. */
export const movieDbApi = createApi({
  reducerPath: 'movieDbApi',
  baseQuery: movieDbBaseQuery,
  extractRehydrationInfo: rehydrationInfo,
  endpoints: () => ({}),
});
