import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';
import { rehydrationInfo } from './hydrate';

/**
 * The product API (/api): features add their endpoints with productApi.injectEndpoints. Every
 * cache tag is declared here, once: an endpoint of one feature invalidates what another provides
 * (an import refetches the Diary and the lists), so the names are the product API's, not a feature's.
 */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: baseQueryWithReauth,
  extractRehydrationInfo: rehydrationInfo,
  tagTypes: ['Favorites', 'Watchlist', 'FavoriteActors', 'FilmState', 'Diary', 'FilmStats', 'UserLists', 'UserList', 'AccountSignIns'],
  endpoints: () => ({}),
});
