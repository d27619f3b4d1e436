import Box from '@mui/material/Box';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { useHydrated } from '../../../components/hydration/useHydrated';
import { autoFillGridSx } from '../../../theme/autoFillGridSx';
import type { ListedMovie } from '../../lists';
import { MovieCard } from './MovieCard';
import { MovieCardSkeleton } from './MovieCardSkeleton';

/** Two columns at 360 px, as many as fit on wider screens. */
const gridSx = autoFillGridSx({ xs: 140, sm: 170 }, { xs: 1.5, sm: 2 });

/** Cards eager-loaded before lazy loading takes over: about one screenful. */
const EAGER_CARDS = 6;

interface MovieGridProps {
  movies: ListedMovie[];
  /** Per-movie buttons shown under each card. */
  renderActions?: (movie: ListedMovie) => ReactNode;
  /**
   * Cards rendered at once, a screenful by default; the rest follow in a transition React
   * renders in slices, so the first posters are asked for sooner and the cards below the fold
   * are not one long task that blocks input.
   */
  renderFirst?: number;
}

/**
 * Memoised: a page re-renders whenever an answer it reads arrives (the genres, the list ids, the
 * count), and a page of cards is most of its components; the cards' own buttons read what they show.
 */
export const MovieGrid = memo(function MovieGrid({ movies, renderActions, renderFirst = EAGER_CARDS }: MovieGridProps) {
  // Back or Forward to a list (not the first load, whose key is "default"): every card at once, so
  // the router's scroll restoration finds the page as tall as the reader left it. Not while
  // hydrating a reload, whose history entry has a key: the server rendered it as a first load.
  const action = useNavigationType();
  const { key } = useLocation();
  const hydrated = useHydrated();
  const returning = hydrated && action === 'POP' && key !== 'default';
  const shown = useDeferredValue(movies.length, returning ? movies.length : Math.min(movies.length, renderFirst));
  return (
    <Box component="ul" sx={gridSx}>
      {movies.slice(0, shown).map((movie, index) => (
        <li key={movie.id}>
          <MovieCard movie={movie} eager={index < EAGER_CARDS} belowFold={index >= EAGER_CARDS} actions={renderActions?.(movie)} />
        </li>
      ))}
    </Box>
  );
});

/** The grid's place while the list loads: the same number of cards, so nothing moves after. Memoised as the grid is. */
export const MovieGridSkeleton = memo(function MovieGridSkeleton({ count = 20 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('browse.loadingMovies')} aria-busy="true" sx={gridSx}>
      {Array.from({ length: count }, (_, index) => (
        <MovieCardSkeleton key={index} belowFold={index >= EAGER_CARDS} />
      ))}
    </Box>
  );
});
