import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MAX_PAGES, pageFromSearch } from '../../../contract/firstScreen';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { idParam } from '../../config/paths';
import { PageTitle } from '../../components/PageTitle';
import { useErrorMessage } from '../../entities/catalogue';
import { movieDbEndpoints, useDiscoverMoviesQuery, useGenresQuery } from '../../entities/catalogue';
import { MovieListView } from '../../entities/catalogue';
import { useApiLanguage } from '../../entities/catalogue';
import { usePageInRange, usePageParam } from '../../entities/catalogue';
import { prefetchListIds } from '../../entities/lists';
import { movieCardActions } from '../../app/cardActions';

/** Before the page renders (src/app/routes.tsx): the genre's name, its films at the URL's page, and the ids its cards' list buttons read. */
export function loader(dispatch: AppDispatch, { params, search, language }: Landing): void {
  void prefetchListIds(dispatch);
  void dispatch(movieDbEndpoints.util.prefetch('genres', { language }, {}));
  const genreId = idParam(params.genreId);
  if (genreId !== null) void dispatch(movieDbEndpoints.util.prefetch('discoverMovies', { genreId, page: pageFromSearch(search) }, {}));
}

/** What a genre id that cannot be one shows: no films (one object, which the list defers its cards by). */
const NO_FILMS = { results: [] };

/** /genre/:genreId: the genre's films through discover/movie, titled with its name. */
export default function GenrePage() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const genreId = idParam(useParams().genreId) ?? 0;
  const validId = genreId > 0;
  const [page, setPage] = usePageParam();
  const genres = useGenresQuery({ language });
  const { currentData, data, isFetching, error, refetch } = useDiscoverMoviesQuery({ genreId, page }, { skip: !validId });
  const pastEnd = usePageInRange(page, currentData?.total_pages, setPage);
  const errorMessage = useErrorMessage(error);
  const genreName = genres.data?.genres.find((genre) => genre.id === genreId)?.name;

  return (
    <>
      <PageTitle>{genreName ?? t('pages.genre')}</PageTitle>
      <MovieListView
        renderActions={movieCardActions}
        data={validId ? currentData : NO_FILMS}
        isLoading={isFetching || pastEnd}
        errorText={error ? errorMessage(error, t('browse.moviesError')) : null}
        onRetry={refetch}
        page={page}
        totalPages={Math.min(data?.total_pages ?? 0, MAX_PAGES)}
        onPageChange={setPage}
      />
    </>
  );
}
