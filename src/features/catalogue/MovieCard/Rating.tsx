import StarIcon from '@mui/icons-material/Star';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { formatRating } from './movieFormat';

const RatingRoot = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.25),
  '& svg': { color: theme.palette.warning.main },
}));

/** What a screen reader hears for a vote average: "Rating 9.2 out of 10", or that there is none. */
export function ratingLabel(t: TFunction, voteAverage: number): string {
  const rating = formatRating(voteAverage);
  return rating ? t('browse.rating', { rating }) : t('browse.noRating');
}

/** A star and the vote average, named by `label` (see ratingLabel). */
export function Rating({ voteAverage, label }: { voteAverage: number; label: string }) {
  return (
    <RatingRoot aria-label={label} role="img">
      <StarIcon aria-hidden fontSize="inherit" />
      <span aria-hidden>{formatRating(voteAverage) ?? '–'}</span>
    </RatingRoot>
  );
}
