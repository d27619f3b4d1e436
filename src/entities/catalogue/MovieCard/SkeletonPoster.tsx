import { styled } from '@mui/material/styles';
import { POSTER_ASPECT_RATIO } from './Poster';
import { skeletonTint } from './skeletonTint';

/** A poster's place while its film loads: the poster's shape, pulsing. */
export const SkeletonPoster = styled('div')(({ theme }) => ({
  aspectRatio: POSTER_ASPECT_RATIO,
  width: '100%',
  ...skeletonTint(theme),
}));
