import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';

interface RatingInputProps {
  label: string;
  value: number | null;
  onChange: (rating: number | null) => void;
  disabled?: boolean;
}

/** Half stars from 0.5 to 5 (MUI Rating's radio group, arrow keys included) with a clear button. */
export function RatingInput({ label, value, onChange, disabled }: RatingInputProps) {
  const { t } = useFilmLogTranslation();
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Rating
          name={labelId}
          precision={0.5}
          value={value}
          onChange={(_event, rating) => onChange(rating)}
          getLabelText={(stars) => t('stars.half', { count: stars })}
          emptyLabelText={t('stars.none')}
          disabled={disabled}
        />
        <Typography variant="body2" aria-live="polite">
          {value === null ? t('film.noRating') : t('stars.half', { count: value })}
        </Typography>
        {value !== null && (
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            {t('film.clearRating')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
