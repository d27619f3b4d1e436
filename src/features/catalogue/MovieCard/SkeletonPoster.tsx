import { styled } from '@mui/material/styles';
import { posterUrl } from '../../../config/runtimeConfig';
import { POSTER_ASPECT_RATIO } from './Poster';
import { skeletonTint } from './skeletonTint';

/**
 * Empty, it pulses as a skeleton; holding the server's poster, it shows it on the poster
 * placeholder's colour. One class for both: the server fills the prerendered empty slot with an
 * <img> and the CSS the HTML carries already styles it.
 */
const Slot = styled('div')(({ theme }) => ({
  aspectRatio: POSTER_ASPECT_RATIO,
  width: '100%',
  overflow: 'hidden',
  '&:empty': skeletonTint(theme),
  '&:not(:empty)': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& > img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
}));

interface SkeletonPosterProps {
  /** Which of the page's first-screen posters this is (the server fills slots by number); none, never filled. */
  slot?: number | undefined;
  /** The TMDB image size the page's own poster uses here, so the image is already loaded then. */
  size: string;
  /** A poster of the first screenful, fetched at once and first. */
  eager: boolean;
  /** The poster the server put here, if it did. */
  posterPath?: string | undefined;
}

/** A poster's place in a skeleton: see server/routes/spa/first-screen-posters.ts for the markup the server fills. */
export function SkeletonPoster({ slot, size, eager, posterPath }: SkeletonPosterProps) {
  return (
    <Slot data-poster-slot={slot} data-poster-size={size} data-poster-eager={eager || undefined}>
      {posterPath && (
        <img src={posterUrl(posterPath, size)} alt="" data-poster-path={posterPath} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
      )}
    </Slot>
  );
}
