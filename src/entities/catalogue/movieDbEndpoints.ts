import { MOVIE_DB_PATHS } from '../../../contract/cataloguePaths';
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
        url: MOVIE_DB_PATHS.searchMovie,
        params: { query, include_adult: false, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
    discoverMovies: build.query<MoviePage, DiscoverRequest>({
      query: ({ genreId, page }) => ({
        url: MOVIE_DB_PATHS.discoverMovie,
        params: { with_genres: genreId, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
    discoverFiltered: build.query<MoviePage, DiscoverQuery>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: (params) => ({ url: MOVIE_DB_PATHS.discoverMovie, params: { ...params, language: MOVIE_DB_LANGUAGE } }),
    }),
    genres: build.query<GenreList, { language: string }>({
      query: ({ language }) => ({ url: MOVIE_DB_PATHS.movieGenres, params: { language } }),
    }),
  }),
});

export const { useDiscoverFilteredQuery, useDiscoverMoviesQuery, useGenresQuery } = movieDbEndpoints;
export { MOVIE_DB_LANGUAGE };
