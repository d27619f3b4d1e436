import { apiPath } from '../../../contract/apiPaths';
import { MOVIE_DB_PATHS, TMDB_PROXY_PATHS } from '../../../contract/cataloguePaths';
import { movieDbApi } from '../../api/movieDbApi';
import { productApi } from '../../api/productApi';
import type { PersonDetails, PersonMovieCredits, PersonSearchPage } from '../../../contract/people';
import { CATALOGUE_CACHE_SECONDS, MOVIE_DB_LANGUAGE } from '../catalogue';

export interface PersonRequest {
  id: number;
  language: string;
}

interface PeopleSearchRequest {
  query: string;
  page: number;
}

/** The product API's person pages (/api/tmdb/person): who someone is and the films they are in. */
export const personApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    personDetails: build.query<PersonDetails, PersonRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.person, { id }), params: { language } }),
    }),
    personMovieCredits: build.query<PersonMovieCredits, PersonRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(TMDB_PROXY_PATHS.personMovieCredits, { id }), params: { language } }),
    }),
  }),
});

/** The movie database's person search, asked like its movie search (adult content excluded, en-US). */
export const peopleSearchApi = movieDbApi.injectEndpoints({
  endpoints: (build) => ({
    searchPeople: build.query<PersonSearchPage, PeopleSearchRequest>({
      query: ({ query, page }) => ({
        url: MOVIE_DB_PATHS.searchPerson,
        params: { query, include_adult: false, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
  }),
});

export const { usePersonDetailsQuery, usePersonMovieCreditsQuery } = personApi;
export const { useSearchPeopleQuery } = peopleSearchApi;
