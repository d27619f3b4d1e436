import MovieIcon from '@mui/icons-material/Movie';
import { styled } from '@mui/material/styles';
import { posterUrl } from '../../../config/runtimeConfig';

/** Posters are 2:3; the box keeps that space before the image arrives, so nothing shifts. */
export const POSTER_ASPECT_RATIO = '2 / 3';

// Styled once rather than through sx: a page draws twenty of these.
const Frame = styled('div')(({ theme }) => ({
  aspectRatio: POSTER_ASPECT_RATIO,
  width: '100%',
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  overflow: 'hidden',
}));

const Image = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const Missing = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: (theme.vars ?? theme).palette.text.secondary,
}));

interface PosterProps {
  posterPath: string | null;
  /** The image's text alternative ("Poster of …"). */
  alt: string;
  /** What the placeholder says when the catalogue has no poster. */
  missingLabel: string;
  size?: string;
  /** The first screenful of a page (where the LCP image is) should not wait for lazy loading. */
  eager?: boolean;
}

export function Poster({ posterPath, alt, missingLabel, size = 'w342', eager = false }: PosterProps) {
  return (
    <Frame>
      {posterPath ? (
        <Image
          src={posterUrl(posterPath, size)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <Missing role="img" aria-label={missingLabel}>
          <MovieIcon fontSize="large" aria-hidden />
        </Missing>
      )}
    </Frame>
  );
}
