import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { MAX_PAGES } from '../../components/PageControls/PageControls';
import { errorMessage, MovieListView, useApiLanguage, useDiscoverFilteredQuery, useGenresQuery, usePageParam } from '../catalogue';
import { prefetchListIds } from '../lists';
import { activeFilters, discoverQuery } from './discoverFilters';
import { DiscoverFiltersPanel } from './DiscoverFiltersPanel';
import { useDiscoverTranslation } from './discoverTranslation';
import { GenreLinks } from './GenreLinks';
import { NoMatches } from './NoMatches';
import { useDiscoverFilters } from './useDiscoverFilters';

/** Before the page renders (src/app/pageData.ts): the ids its cards' list buttons read. */
export const prefetchData = prefetchListIds;

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
  const { currentData, data, isFetching, error } = useDiscoverFilteredQuery(discoverQuery(filters, page));
  const totalPages = Math.min(data?.total_pages ?? 0, MAX_PAGES);
  const noneMatch = currentData?.total_results === 0;

  let results;
  if (noneMatch && !error && activeFilters(filters).length > 0) results = <NoMatches filters={filters} onChange={changeFilters} />;
  else {
    results = (
      <MovieListView
        data={currentData}
        isLoading={isFetching}
        errorText={error ? errorMessage(error, tApp('browse.moviesError')) : null}
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
      <DiscoverFiltersPanel filters={filters} onChange={changeFilters} genres={genres.data?.genres ?? []} />
      <Typography aria-live="polite" sx={{ mb: 2, fontWeight: 600, minHeight: '1.5em' }}>
        {currentData && !noneMatch ? t('count', { count: currentData.total_results }) : null}
      </Typography>
      {results}
      <GenreLinks genres={genres} />
    </>
  );
}
