import { productApi } from '../../api/productApi';
import type { ReleaseDates } from '../../../contract/movies';
import type { AppDispatch } from '../../app/store';
import { CATALOGUE_CACHE_SECONDS } from '../catalogue';

/** A film's releases through the product's movie proxy; the film page reads its US certification. */
const releaseDatesApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    movieReleaseDates: build.query<ReleaseDates, number>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: (id) => ({ url: `/api/tmdb/movie/${id}/release_dates/` }),
    }),
  }),
});

/** The film's US certification (its MPAA rating), or null when none is known. */
export function useUsCertification(movieId: number): string | null {
  const { currentData } = releaseDatesApi.useMovieReleaseDatesQuery(movieId);
  const us = currentData?.results.find((country) => country.iso_3166_1 === 'US');
  return us?.release_dates.find((release) => release.certification !== '')?.certification ?? null;
}

export function prefetchReleaseDates(dispatch: AppDispatch, movieId: number): void {
  void dispatch(releaseDatesApi.util.prefetch('movieReleaseDates', movieId, {}));
}
