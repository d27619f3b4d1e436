import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { moviePath } from '../../config/paths';
import { useBrowsePrefetch } from '../../features/browse/browseApi';
import { useApiLanguage } from '../../features/browse/useApiLanguage';
import { releaseYear } from './movieFormat';
import { Poster } from './Poster';
import { Rating } from './Rating';

/** What a card needs; MovieSummary and the profile's saved movies both fit. */
export interface MovieCardMovie {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
}

interface MovieCardProps {
  movie: MovieCardMovie;
  /** Buttons under the card (e.g. favorite and watchlist toggles); outside the link. */
  actions?: ReactNode;
  eager?: boolean;
}

/** Two lines of title at most, so every card in a row keeps the same height. */
const titleClamp = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.86em',
  lineHeight: 1.43,
} as const;

export function MovieCard({ movie, actions, eager }: MovieCardProps) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const prefetchDetails = useBrowsePrefetch('movieDetails');
  const prefetch = () => prefetchDetails({ id: movie.id, language });
  const year = releaseYear(movie.release_date);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={moviePath(movie.id)}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Poster title={movie.title} posterPath={movie.poster_path} eager={eager} />
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography component="h2" variant="body2" sx={{ fontWeight: 600, ...titleClamp }}>
            {movie.title}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
            <Typography component="span" variant="body2">
              {year ?? t('browse.unknownYear')}
            </Typography>
            <Rating voteAverage={movie.vote_average} />
          </Box>
        </CardContent>
      </CardActionArea>
      {actions && (
        <CardActions role="group" aria-label={movie.title} sx={{ pt: 0, px: 1 }}>
          {actions}
        </CardActions>
      )}
    </Card>
  );
}
