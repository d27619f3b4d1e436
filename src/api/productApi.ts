import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

/** The product API (/api): features add their endpoints with productApi.injectEndpoints. */
export const productApi = createApi({
  reducerPath: 'productApi',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Favorites', 'Watchlist', 'FavoriteActors'],
  endpoints: () => ({}),
});
