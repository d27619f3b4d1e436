import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRating } from './movieFormat';

/** A star and the vote average; screen readers hear "Rating 9.2 out of 10". */
export function Rating({ voteAverage }: { voteAverage: number }) {
  const { t } = useTranslation();
  const rating = formatRating(voteAverage);
  const label = rating ? t('browse.rating', { rating }) : t('browse.noRating');
  return (
    <Box component="span" aria-label={label} role="img" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
      <StarIcon aria-hidden fontSize="inherit" sx={{ color: 'warning.main' }} />
      <Typography component="span" variant="body2" aria-hidden>
        {rating ?? '–'}
      </Typography>
    </Box>
  );
}
