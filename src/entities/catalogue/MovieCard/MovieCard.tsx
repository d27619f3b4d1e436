import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { moviePath } from '../../../config/paths';
import type { ListedMovie } from '../../lists';
import { useBrowsePrefetch } from '../browseApi';
import { apiLanguage } from '../useApiLanguage';
import { releaseYear } from './movieFormat';
import { Poster } from './Poster';
import { Rating, ratingLabel } from './Rating';
import { BELOW_FOLD_CLASS, belowFoldRule } from './nearViewRendering';

interface MovieCardProps {
  movie: ListedMovie;
  /**
   * Buttons under the card, outside the link: the page gives them (src/app/cardActions.tsx: the
   * list toggles and the log menu), so the card knows no feature.
   */
  actions?: ReactNode;
  eager?: boolean;
  /** Below the first screenful: laid out and painted once it comes near the view (nearViewRendering.ts). */
  belowFold?: boolean;
}

// A page draws twenty cards: styles made once here cost far less per card than sx props and
// Typography, which resolve the theme on every render.
const CardRoot = styled(Card)({ height: '100%', display: 'flex', flexDirection: 'column', ...belowFoldRule }) as typeof Card;

const CardLink = styled(CardActionArea)({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'flex-start',
}) as typeof CardActionArea;

const CardText = styled('div')(({ theme }) => ({ ...theme.typography.body2, padding: theme.spacing(1.5) }));

/** Two lines of title at most, so every card in a row keeps the same height. */
const Title = styled('h2')({
  font: 'inherit',
  fontWeight: 600,
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.86em',
  lineHeight: 1.43,
});

const Facts = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: theme.spacing(0.5),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Actions = styled(CardActions)(({ theme }) => ({ paddingTop: 0, paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) }));

export function MovieCard({ movie, actions, eager, belowFold }: MovieCardProps) {
  const { t, i18n } = useTranslation();
  const language = apiLanguage(i18n);
  const prefetchDetails = useBrowsePrefetch('movieDetails');
  const prefetch = () => prefetchDetails({ id: movie.id, language });
  return (
    <CardRoot component="article" className={belowFold ? BELOW_FOLD_CLASS : undefined}>
      <CardLink component={RouterLink} to={moviePath(movie.id)} onMouseEnter={prefetch} onFocus={prefetch}>
        <Poster
          posterPath={movie.poster_path}
          alt={t('browse.posterAlt', { title: movie.title })}
          missingLabel={t('browse.noPoster')}
          eager={eager}
        />
        <CardText>
          <Title>{movie.title}</Title>
          <Facts>
            <span>{releaseYear(movie.release_date) ?? t('browse.unknownYear')}</span>
            <Rating movie={movie} label={ratingLabel(t, movie)} />
          </Facts>
        </CardText>
      </CardLink>
      {actions && (
        <Actions role="group" aria-label={movie.title}>
          {actions}
        </Actions>
      )}
    </CardRoot>
  );
}
