import { ORIGIN_LIST_PATHS } from '../../../contract/originFilterPaths';
import { movieDbApi } from '../../api/movieDbApi';
import type { CountryList, LanguageList } from '../../../contract/configuration';
import { CATALOGUE_CACHE_SECONDS } from '../../entities/catalogue';

/**
 * The languages and countries Discover offers: the movie database's configuration lists (on the
 * embedded catalogue, only the codes its films use). Only the codes are kept: the panel names
 * them in the UI's language itself.
 */
export const originFilterApi = movieDbApi.injectEndpoints({
  endpoints: (build) => ({
    filmLanguages: build.query<string[], void>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: () => ({ url: ORIGIN_LIST_PATHS.languages }),
      transformResponse: (languages: LanguageList) => languages.map((language) => language.iso_639_1),
    }),
    filmCountries: build.query<string[], void>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: () => ({ url: ORIGIN_LIST_PATHS.countries }),
      transformResponse: (countries: CountryList) => countries.map((country) => country.iso_3166_1),
    }),
  }),
});

export const { useFilmLanguagesQuery, useFilmCountriesQuery } = originFilterApi;
