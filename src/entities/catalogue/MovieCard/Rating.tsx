import StarIcon from '@mui/icons-material/Star';
import { styled } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { formatRating, type Rated } from './movieFormat';

const RatingRoot = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.25),
  '& svg': { color: (theme.vars ?? theme).palette.warning.main },
}));

/** What a screen reader hears for a rating: "Rating 9.2 out of 10", or that there is none. */
export function ratingLabel(t: TFunction, movie: Rated): string {
  const rating = formatRating(movie);
  return rating ? t('browse.rating', { rating }) : t('browse.noRating');
}

/** A star and the vote average, named by `label` (see ratingLabel); an unknown rating is only said, with no star. */
export function Rating({ movie, label }: { movie: Rated; label: string }) {
  const rating = formatRating(movie);
  if (!rating) return <RatingRoot>{label}</RatingRoot>;
  return (
    <RatingRoot aria-label={label} role="img">
      <StarIcon aria-hidden fontSize="inherit" />
      <span aria-hidden>{rating}</span>
    </RatingRoot>
  );
}
