import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { MovieCard, MovieCardSkeleton, useApiLanguage } from '../../entities/catalogue';
import type { ListIds } from '../../../contract/lists';
import type { AppDispatch } from '../../app/store';
import { movieCardActions } from '../../app/cardActions';
import { ListMembershipProvider, prefetchListIds, useListIdsQuery } from '../../entities/lists';
import { forYouApi, useForYouQuery } from './forYouApi';
import { useForYouTranslation } from './forYouTranslation';
import { reasonText } from './reasonText';

/** Cards shown while the row loads: enough to fill a wide screen. */
const SKELETON_CARDS = 6;

/**
 * One line of cards that scrolls sideways; focusable itself, so the arrow keys scroll it, and
 * each card's link scrolls into view when tabbed to. Cards keep the grid's widths.
 */
const Row = styled('ul')(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 140,
  [theme.breakpoints.up('sm')]: { gridAutoColumns: 170 },
  gap: theme.spacing(2),
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  listStyle: 'none',
  margin: 0,
  marginBottom: theme.spacing(3),
  padding: 0,
  paddingBottom: theme.spacing(1),
  '& > li': { scrollSnapAlign: 'start', display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
  // The card takes what the reason under it leaves, so every card in the row has the same height.
  '& > li > article': { height: 'auto', flexGrow: 1 },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
}));

const Reason = styled('p')(({ theme }) => ({ ...theme.typography.body2, color: (theme.vars ?? theme).palette.text.secondary, margin: 0 }));

/** Whether the user has anything on a list, which "For you" ranks from. */
const hasLists = (ids: ListIds | undefined): ids is ListIds =>
  ids !== undefined && (ids.favorites.length > 0 || ids.watchlist.length > 0 || ids.favorite_actors.length > 0);

/** Before the home page renders (its loader): the list ids, and the row's films when there are lists to rank from. */
export async function prefetchForYou(dispatch: AppDispatch, language: string): Promise<void> {
  if (hasLists(await prefetchListIds(dispatch))) void dispatch(forYouApi.util.prefetch('forYou', language, {}));
}

/**
 * "For you" on the home page (docs/ARCHITECTURE.md, "For you"): films ranked from the user's
 * lists, each with why it is there. Nothing at all for a visitor, an empty profile or a failed
 * request (Popular follows anyway); a skeleton row only while a user with lists waits.
 *
 * Whether the row is there is settled once a visit, as soon as the page knows it (docs/PRODUCT.md
 * §3.4): a row that came or went meanwhile would move what the reader is looking at, as the first
 * favourite's row did, above the very card clicked. A row that is there takes each new answer in
 * place, and keeps its films when one has none; one that is not comes on the next visit.
 */
export function ForYouRow() {
  const { t } = useForYouTranslation();
  const headingId = useId();
  const language = useApiLanguage();
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const { data: ids } = useListIdsQuery(undefined, { skip: !isAuthenticated });
  const { currentData, isFetching, isError } = useForYouQuery(language, { skip: !hasLists(ids) });
  const found = currentData?.results.length ? currentData.results : undefined;
  const settled = ids !== undefined && (!hasLists(ids) || currentData !== undefined || isError);
  const [shown, setShown] = useState(settled ? found !== undefined : undefined);
  if (shown === undefined && settled) setShown(found !== undefined);
  const [films, setFilms] = useState(found);
  if (found && found !== films) setFilms(found);

  if (shown === false || (shown === undefined && !(hasLists(ids) && isFetching))) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      {!films ? (
        <Row as="div" role="status" aria-label={t('loading')} aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <MovieCardSkeleton key={index} />
          ))}
        </Row>
      ) : (
        <ListMembershipProvider>
          <Row tabIndex={0} aria-labelledby={headingId}>
            {films.map(({ movie, reasons: [reason] }) => (
              <li key={movie.id}>
                <MovieCard movie={movie} actions={movieCardActions(movie)} />
                {reason && <Reason>{reasonText(t, reason)}</Reason>}
              </li>
            ))}
          </Row>
        </ListMembershipProvider>
      )}
    </section>
  );
}
