import { movieDbApi } from '../../api/movieDbApi';
import type { GenreList, MoviePage } from '../../../contract/movies';
import { CATALOGUE_CACHE_SECONDS } from './browseApi';

/** Search and discover always ask the movie database in English (docs/PRODUCT.md §12.1). */
const MOVIE_DB_LANGUAGE = 'en-US';

interface SearchRequest {
  query: string;
  page: number;
}

interface DiscoverRequest {
  genreId: number;
  page: number;
}

/** /3/discover/movie's parameters in TMDB's own names (dates YYYY-MM-DD; ids comma = and, pipe = or). */
export interface DiscoverQuery {
  sort_by: string;
  page: number;
  with_genres?: string;
  'primary_release_date.gte'?: string;
  'primary_release_date.lte'?: string;
  'vote_average.gte'?: number;
  'vote_count.gte'?: number;
  'with_runtime.gte'?: number;
  'with_runtime.lte'?: number;
  with_people?: string;
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
