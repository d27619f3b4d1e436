import { apiPath } from '../../../contract/apiPaths';
import { TMDB_PROXY_PATHS } from '../../../contract/cataloguePaths';
import { productApi } from '../../api/productApi';
import type { Credits, FilmPageDetails, MoviePage } from '../../../contract/movies';

interface PopularRequest {
  page: number;
  language: string;
}

export interface MovieRequest {
  id: number;
  language: string;
}

/**
 * Catalogue answers change rarely (the server caches them 300 s too): kept for 5 minutes after
 * the last page using them goes, so going back to a list or a film shows it at once.
 */
export const CATALOGUE_CACHE_SECONDS = 300;

/** The product API's movie proxy (/api/tmdb): popular list, details, credits, similar films. */
export const browseApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    popularMovies: build.query<MoviePage, PopularRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ page, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.popular), params: { page, language } }),
    }),
    // With what the rest of the film page shows, in one request (src/pages/movie/filmParts.ts).
    movieDetails: build.query<FilmPageDetails, MovieRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.movie, { id }), params: { language, append_to_response: 'credits,similar,release_dates' } }),
    }),
    movieCredits: build.query<Credits, MovieRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.credits, { id }), params: { language } }),
    }),
    similarMovies: build.query<MoviePage, MovieRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.similar, { id }), params: { language } }),
    }),
  }),
});

export const {
  usePopularMoviesQuery,
  useMovieDetailsQuery,
  useMovieCreditsQuery,
  useSimilarMoviesQuery,
  usePrefetch: useBrowsePrefetch,
} = browseApi;
