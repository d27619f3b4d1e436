import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CrewMember, MovieDetails } from '../../../contract/movies';
import { FilmLogPanel } from '../../features/filmLog';
import { MovieListToggles } from '../../entities/lists';
import { releaseYear } from '../../entities/catalogue';
import { Poster } from '../../entities/catalogue';
import { Rating, ratingLabel } from '../../entities/catalogue';
import { genrePath, personPath } from '../../config/paths';
import { DETAILS_POSTER_SIZE, detailsLayoutSx, posterColumnSx } from './detailsLayout';

interface MovieFactsProps {
  movie: MovieDetails;
  /** The crew's Director when the credits name one; undefined while the credits load. */
  director: Pick<CrewMember, 'id' | 'name'> | null | undefined;
  /** More facts, shown before the overview. */
  children?: ReactNode;
  /** Said right after the overview: where its text comes from, when it must be credited. */
  overviewCredit?: ReactNode;
}

/** Title, year, runtime, rating, genres (links), director (a link to their page) and overview of one film. */
export function MovieFacts({ movie, director, children, overviewCredit }: MovieFactsProps) {
  const { t } = useTranslation();
  const year = releaseYear(movie.release_date);
  return (
    <Box sx={detailsLayoutSx}>
      <Box sx={posterColumnSx}>
        <Poster
          posterPath={movie.poster_path}
          alt={t('browse.posterAlt', { title: movie.title })}
          missingLabel={t('browse.noPoster')}
          size={DETAILS_POSTER_SIZE}
          eager
        />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {movie.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, color: 'text.secondary' }}>
          <Typography component="span">{year ?? t('browse.unknownYear')}</Typography>
          {movie.runtime ? <Typography component="span">{t('browse.runtime', { minutes: movie.runtime })}</Typography> : null}
          <Rating movie={movie} label={ratingLabel(t, movie)} />
        </Box>
        <Box role="group" aria-label={movie.title} sx={{ mt: 1, ml: -1 }}>
          <MovieListToggles movie={movie} />
        </Box>
        {movie.genres.length > 0 && (
          <Box component="ul" aria-label={t('browse.genres')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 2 }}>
            {movie.genres.map((genre) => (
              <li key={genre.id}>
                <Chip label={genre.name} component={RouterLink} to={genrePath(genre.id)} clickable variant="outlined" />
              </li>
            ))}
          </Box>
        )}
        {/* The line keeps its place while the credits load, so the overview below does not jump. */}
        {director === undefined && <Skeleton variant="text" width="40%" sx={{ mb: 2 }} />}
        {director && (
          <Typography sx={{ mb: 2 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('browse.director')}:
            </Box>{' '}
            <Box component={RouterLink} to={personPath(director.id)} sx={{ color: 'primary.main' }}>
              {director.name}
            </Box>
          </Typography>
        )}
        {children}
        <Typography component="h2" variant="h6">
          {t('browse.overview')}
        </Typography>
        {/* An overview from the English Wikipedia is English text for a Spanish reader too: a screen reader should say it so. */}
        <Typography color={movie.overview ? 'text.primary' : 'text.secondary'} lang={movie.overview && movie.overview_source ? 'en' : undefined}>
          {movie.overview || t('browse.noOverview')}
        </Typography>
        {movie.overview && overviewCredit}
        {/* Below the overview: the panel arrives after the facts and pushes nothing down. */}
        <Suspense fallback={null}>
          <FilmLogPanel movie={movie} />
        </Suspense>
      </Box>
    </Box>
  );
}
