import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { browseApi, useBrowsePrefetch, usePopularMoviesQuery } from '../../entities/catalogue';
import { useErrorMessage } from '../../entities/catalogue';
import { MovieListView } from '../../entities/catalogue';
import { useApiLanguage } from '../../entities/catalogue';
import { usePageInRange, usePageParam } from '../../entities/catalogue';
import { MAX_PAGES, pageFromSearch } from '../../../contract/firstScreen';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { ForYouRow, prefetchForYou } from '../../features/forYou';
import { movieCardActions } from '../../app/cardActions';

/** Before the page renders (src/app/routes.tsx): the popular page the URL asks for, the ids its cards' list buttons read, and "For you". */
export function loader(dispatch: AppDispatch, { search, language }: Landing): Promise<void> {
  void dispatch(browseApi.util.prefetch('popularMovies', { page: pageFromSearch(search), language }));
  return prefetchForYou(dispatch, language);
}

/** Home, /popular and every unknown path: the popular films, a page at a time, below the signed-in user's "For you". */
export default function PopularPage() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [page, setPage] = usePageParam();
  const { currentData, data, isFetching, error, refetch } = usePopularMoviesQuery({ page, language });
  const pastEnd = usePageInRange(page, currentData?.total_pages, setPage);
  const errorMessage = useErrorMessage(error);
  const prefetchPopular = useBrowsePrefetch('popularMovies');
  const totalPages = Math.min(data?.total_pages ?? 0, MAX_PAGES);

  useEffect(() => {
    if (currentData && page < totalPages) prefetchPopular({ page: page + 1, language });
  }, [currentData, page, totalPages, language, prefetchPopular]);

  return (
    <>
      {page === 1 && <ForYouRow />}
      <PageTitle>{t('pages.popular')}</PageTitle>
      <MovieListView
        renderActions={movieCardActions}
        data={currentData}
        isLoading={isFetching || pastEnd}
        errorText={error ? errorMessage(error, t('browse.moviesError')) : null}
        onRetry={refetch}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      />
    </>
  );
}
