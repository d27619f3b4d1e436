import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { rehydrationInfo } from './hydrate';
import { serverBase, serverFetch } from './serverFetch';

/** The slice of state this API reads; typed here so api/ need not import the app's store. */
interface StateWithApiKey {
  session: { api_key: string };
}

/** TMDB v3 style: every request carries the signed-in user's api_key as a query parameter. */
const movieDbBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const { api_key } = (api.getState() as StateWithApiKey).session;
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
