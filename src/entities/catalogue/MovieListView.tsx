import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { MovieGrid, MovieGridSkeleton } from './MovieCard/MovieGrid';
import { type ListedMovie, ListMembershipProvider } from '../lists';
import { LoadFailure } from '../../components/LoadFailure';
import { PageControls } from '../../components/PageControls/PageControls';

interface MovieListViewProps {
  /** The page being shown (a card draws only a listed film's fields); undefined while it loads. */
  data: { results: ListedMovie[] } | undefined;
  isLoading: boolean;
  /** Already resolved to the text to show (server text or default). */
  errorText: string | null;
  /** Asks for the list again after a failure. */
  onRetry?: () => void;
  page: number;
  /** Known total pages, kept while the next page loads so the controls stay put. */
  totalPages: number;
  onPageChange?: (page: number) => void;
  empty?: ReactNode;
  /** See MovieGrid: cards rendered at once, for lists below the fold. */
  renderFirst?: number;
  /** Skeleton cards while loading; fewer only where nothing follows the list, so its growth moves nothing. */
  skeletonCount?: number;
  /** Each card's buttons (see MovieGrid), given by the page. */
  renderActions?: (movie: ListedMovie) => ReactNode;
}

/** A paged movie list's four states: loading (skeleton), error, empty, cards with pagination. */
export function MovieListView({ data, isLoading, errorText, onRetry, page, totalPages, onPageChange, empty, renderFirst, skeletonCount, renderActions }: MovieListViewProps) {
  const { t } = useTranslation();
  const controls = onPageChange && totalPages > 1 && (
    <PageControls page={page} totalPages={totalPages} onPageChange={onPageChange} />
  );
  // A page of cards is the heaviest render here: in a transition React renders it in slices while
  // the skeleton stays, instead of one long task that blocks input when the answer arrives.
  const shown = useDeferredValue(data);
  // Asked again after a failure: the skeleton while the answer comes.
  if (errorText && !isLoading) return <LoadFailure text={errorText} onRetry={onRetry} />;
  // The deferred frame still holds an earlier, empty answer while this one's cards are drawn: saying
  // nothing matched there would be a lie the reader sees, on a slow phone for a second.
  const drawingFound = shown !== undefined && shown.results.length === 0 && data !== undefined && data.results !== shown.results;
  if (isLoading || !shown || drawingFound) {
    return (
      <>
        <MovieGridSkeleton count={skeletonCount} />
        {controls}
      </>
    );
  }
  if (shown.results.length === 0) {
    return (
      <>
        <Typography color="text.secondary">{empty ?? t('browse.noResults')}</Typography>
        {controls}
      </>
    );
  }
  return (
    <>
      <ListMembershipProvider>
        <MovieGrid movies={shown.results} renderActions={renderActions} renderFirst={renderFirst} />
      </ListMembershipProvider>
      {controls}
    </>
  );
}
