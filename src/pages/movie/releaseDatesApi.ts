import { apiPath } from '../../../contract/apiPaths';
import { RELEASE_DATES_PATH } from '../../../contract/releaseDatesPaths';
import { productApi } from '../../api/productApi';
import type { FilmPageDetails, ReleaseDates } from '../../../contract/movies';
import { CATALOGUE_CACHE_SECONDS } from '../../entities/catalogue';

/** A film's releases through the product's movie proxy; the film page reads its US certification. */
const releaseDatesApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    movieReleaseDates: build.query<ReleaseDates, number>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: (id) => ({ url: apiPath(RELEASE_DATES_PATH, { id }) }),
    }),
  }),
});

/**
 * The film's US certification (its MPAA rating), or null when none is known: from the releases
 * that came with its details (src/pages/movie/filmParts.ts), or asked for alone without them.
 */
export function useUsCertification(movie: FilmPageDetails): string | null {
  const appended = movie.release_dates;
  const { currentData } = releaseDatesApi.useMovieReleaseDatesQuery(movie.id, { skip: appended !== undefined });
  const us = (appended ?? currentData)?.results.find((country) => country.iso_3166_1 === 'US');
  return us?.release_dates.find((release) => release.certification !== '')?.certification ?? null;
}
