import { movieDbApi } from '../../api/movieDbApi';
import type { GenreList, MoviePage } from '../../../contract/movies';

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

/** Direct calls to the movie database (docs/PRODUCT.md §9.1): search, discover by genre, genre names. */
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
    genres: build.query<GenreList, { language: string }>({
      query: ({ language }) => ({ url: '/genre/movie/list', params: { language } }),
    }),
  }),
});

export const { useDiscoverMoviesQuery, useGenresQuery } = movieDbEndpoints;
export { MOVIE_DB_LANGUAGE };
