import { movieDbApi } from '../../api/movieDbApi';
import type { DiscoverQuery } from '../../../contract/discoverFilters';
import { MOVIE_DB_LANGUAGE } from '../../../contract/language';
import type { GenreList, MoviePage } from '../../../contract/movies';
import { CATALOGUE_CACHE_SECONDS } from './browseApi';

interface SearchRequest {
  query: string;
  page: number;
}

interface DiscoverRequest {
  genreId: number;
  page: number;
}

/** Direct calls to the movie database (docs/PRODUCT.md §9.1): search, discover (by genre; by any filters), genre names. */
export const movieDbEndpoints = movieDbApi.injectEndpoints({
  endpoints: (build) => ({
    searchMovies: build.query<MoviePage, SearchRequest>({
      query: ({ query, page }) => ({
        url: '/search/movie',
        params: { query, include_adult: false, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
    discoverMovies: build.query<MoviePage, DiscoverRequest>({
      query: ({ genreId, page }) => ({
        url: '/discover/movie',
        params: { with_genres: genreId, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
    discoverFiltered: build.query<MoviePage, DiscoverQuery>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: (params) => ({ url: '/discover/movie', params: { ...params, language: MOVIE_DB_LANGUAGE } }),
    }),
    genres: build.query<GenreList, { language: string }>({
      query: ({ language }) => ({ url: '/genre/movie/list', params: { language } }),
    }),
  }),
});

export const { useDiscoverFilteredQuery, useDiscoverMoviesQuery, useGenresQuery } = movieDbEndpoints;
export { MOVIE_DB_LANGUAGE };
