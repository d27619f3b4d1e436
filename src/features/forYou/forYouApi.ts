import { apiPath } from '../../../contract/apiPaths';
import { FOR_YOU_PATH } from '../../../contract/forYouPaths';
import type { Recommendations } from '../../../contract/recommendations';
import { productApi } from '../../api/productApi';

export const forYouApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    // Typed by the contract, not parsed: its schema is full zod, too heavy for the bundle.
    forYou: build.query<Recommendations, string>({
      query: (language) => `${apiPath(FOR_YOU_PATH)}?language=${encodeURIComponent(language)}`,
      // Computed from the three lists: any change to one of them refetches the row.
      providesTags: ['Favorites', 'Watchlist', 'FavoriteActors'],
    }),
  }),
});

export const { useForYouQuery } = forYouApi;
