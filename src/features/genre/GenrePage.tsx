import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { MAX_PAGES } from '../../components/PageControls/PageControls';
import { errorMessage } from '../catalogue';
import { useDiscoverMoviesQuery, useGenresQuery } from '../catalogue';
import { MovieListView } from '../catalogue';
import { useApiLanguage } from '../catalogue';
import { usePageParam } from '../catalogue';

/** /genre/:genreId: the genre's films through discover/movie, titled with its name. */
export default function GenrePage() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const genreId = Number(useParams().genreId);
  const validId = Number.isInteger(genreId) && genreId > 0;
  const [page, setPage] = usePageParam();
  const genres = useGenresQuery({ language });
  const { currentData, data, isFetching, error, refetch } = useDiscoverMoviesQuery({ genreId, page }, { skip: !validId });
  const genreName = genres.data?.genres.find((genre) => genre.id === genreId)?.name;

  return (
    <>
      <PageTitle>{genreName ?? t('pages.genre')}</PageTitle>
      <MovieListView
        data={validId ? currentData : { page: 1, results: [], total_pages: 0, total_results: 0 }}
        isLoading={isFetching}
        errorText={error ? errorMessage(error, t('browse.moviesError')) : null}
        onRetry={refetch}
        page={page}
        totalPages={Math.min(data?.total_pages ?? 0, MAX_PAGES)}
        onPageChange={setPage}
      />
    </>
  );
}
