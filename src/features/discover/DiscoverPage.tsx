import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilters, discoverQuery, filtersFromSearch } from '../../../contract/discoverFilters';
import { MAX_PAGES, pageFromSearch } from '../../../contract/firstScreen';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import type { Genre } from '../../../contract/movies';
import { PageTitle } from '../../components/PageTitle';
import { useErrorMessage, MovieListView, movieDbEndpoints, useApiLanguage, useDiscoverFilteredQuery, useGenresQuery, usePageInRange, usePageParam } from '../../entities/catalogue';
import { prefetchListIds } from '../../entities/lists';
import { DiscoverFiltersPanel } from './DiscoverFiltersPanel';
import { useDiscoverTranslation } from './discoverTranslation';
import { GenreLinks } from './GenreLinks';
import { NoMatches } from './NoMatches';
import { originFilterApi, useFilmCountriesQuery, useFilmLanguagesQuery } from './originFilterApi';
import { useDiscoverFilters } from './useDiscoverFilters';
import { movieCardActions } from '../../app/cardActions';

/** Before the page renders (src/app/routes.tsx): everything the page reads first, from the URL it reads it from. */
export function loader(dispatch: AppDispatch, { search, language }: Landing): void {
  prefetchListIds(dispatch);
  void dispatch(movieDbEndpoints.util.prefetch('discoverFiltered', discoverQuery(filtersFromSearch(search), pageFromSearch(search)), {}));
  void dispatch(movieDbEndpoints.util.prefetch('genres', { language }, {}));
  void dispatch(originFilterApi.util.prefetch('filmLanguages', undefined, {}));
  void dispatch(originFilterApi.util.prefetch('filmCountries', undefined, {}));
}

/** No genres yet (the skeleton, the page while they load): one empty list, so the memoised filters panel does not re-render. */
const NO_GENRES: Genre[] = [];
const NO_CODES: string[] = [];

/** The count's line keeps its height while there is no count, so the films below do not move. */
const countSx = { mb: 2, fontWeight: 600, minHeight: '1.5em' } as const;


/**
 * /movies, Discover: the films that match the filters in the URL, a page at a time, how many
 * there are, what to loosen when none match, and every genre's own page as a quick link.
 */
export default function DiscoverPage() {
  const { t } = useDiscoverTranslation();
  const { t: tApp } = useTranslation();
  const language = useApiLanguage();
  const [filters, changeFilters] = useDiscoverFilters();
  const [page, setPage] = usePageParam();
  const genres = useGenresQuery({ language });
  const languages = useFilmLanguagesQuery();
  const countries = useFilmCountriesQuery();
  const { currentData, data, isFetching, error, refetch } = useDiscoverFilteredQuery(discoverQuery(filters, page));
  const pastEnd = usePageInRange(page, currentData?.total_pages, setPage);
  const errorMessage = useErrorMessage(error);
  const totalPages = Math.min(data?.total_pages ?? 0, MAX_PAGES);
  const noneMatch = currentData?.total_results === 0;

  let results;
  if (noneMatch && !error && activeFilters(filters).length > 0) results = <NoMatches filters={filters} onChange={changeFilters} />;
  else {
    results = (
      <MovieListView
        renderActions={movieCardActions}
        data={currentData}
        isLoading={isFetching || pastEnd}
        errorText={error ? errorMessage(error, tApp('browse.moviesError')) : null}
        onRetry={refetch}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    );
  }

  return (
    <>
      <PageTitle>{tApp('pages.movies')}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <DiscoverFiltersPanel
        filters={filters}
        onChange={changeFilters}
        genres={genres.data?.genres ?? NO_GENRES}
        languages={languages.data ?? NO_CODES}
        countries={countries.data ?? NO_CODES}
      />
      <Typography aria-live="polite" sx={countSx}>
        {currentData && !noneMatch ? t('count', { count: currentData.total_results }) : null}
      </Typography>
      {/* Its own boundary: the filters hydrate first, the page of cards in a task of its own. */}
      <Suspense fallback={null}>{results}</Suspense>
      <GenreLinks genres={genres} />
    </>
  );
}
