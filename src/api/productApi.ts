import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';
import { rehydrationInfo } from './hydrate';

/** The product API (/api): features add their endpoints with productApi.injectEndpoints. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: baseQueryWithReauth,
  extractRehydrationInfo: rehydrationInfo,
  tagTypes: ['Favorites', 'Watchlist', 'FavoriteActors'],
  endpoints: () => ({}),
});
