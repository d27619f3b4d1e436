import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { posterUrl } from '../../config/runtimeConfig';

/** Posters are 2:3; the box keeps that space before the image arrives, so nothing shifts. */
export const POSTER_ASPECT_RATIO = '2 / 3';

interface PosterProps {
  title: string;
  posterPath: string | null;
  size?: string;
  /** The first screenful of a page (where the LCP image is) should not wait for lazy loading. */
  eager?: boolean;
}

export function Poster({ title, posterPath, size = 'w342', eager = false }: PosterProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ aspectRatio: POSTER_ASPECT_RATIO, width: '100%', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {posterPath ? (
        <Box
          component="img"
          src={posterUrl(posterPath, size)}
          alt={t('browse.posterAlt', { title })}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={t('browse.noPoster')}
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: 'text.secondary' }}
        >
          <MovieIcon fontSize="large" aria-hidden />
        </Box>
      )}
    </Box>
  );
}
