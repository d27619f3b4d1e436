/**
 * The catalogue: what every page that shows films shares (the product API's movie proxy, the
 * movie database's search, discover and genres, the card grid, the list view, the UI language
 * as TMDB's, the page in the URL). Features and pages import it through this file.
 */
export { browseApi, CATALOGUE_CACHE_SECONDS, type MovieRequest, useBrowsePrefetch, useMovieCreditsQuery, useMovieDetailsQuery, usePopularMoviesQuery, useSimilarMoviesQuery } from './browseApi';
export { useErrorMessage } from './errorMessage';
export { MOVIE_DB_LANGUAGE, movieDbEndpoints, useDiscoverFilteredQuery, useDiscoverMoviesQuery, useGenresQuery } from './movieDbEndpoints';
export { MovieCard } from './MovieCard/MovieCard';
export { MovieCardSkeleton } from './MovieCard/MovieCardSkeleton';
export { MovieGridSkeleton } from './MovieCard/MovieGrid';
export { MovieListView } from './MovieListView';
export { POSTER_ASPECT_RATIO, Poster } from './MovieCard/Poster';
export { Rating, ratingLabel } from './MovieCard/Rating';
export { SkeletonPoster } from './MovieCard/SkeletonPoster';
export { releaseYear } from './MovieCard/movieFormat';
export { useApiLanguage } from './useApiLanguage';
export { usePageInRange, usePageParam } from './usePageParam';
