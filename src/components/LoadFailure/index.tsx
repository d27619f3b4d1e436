import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLoadStatusTranslation } from './loadStatusTranslation';

export { useLoadStatusTranslation } from './loadStatusTranslation';

interface LoadFailureProps {
  text: string;
  /** Asks again; without it, no button. */
  onRetry?: () => void;
}

/** An alert's look from what every page has already: MUI's Alert and its icons would join the first visit. */
const failureSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  minHeight: 48,
  px: 2,
  py: 0.75,
  border: 1,
  borderColor: 'error.main',
  borderRadius: 1,
  color: 'error.main',
} as const;

/** What failed to load, said in place of it (docs/PRODUCT.md §4.2), with a button that asks again. */
export function LoadFailure({ text, onRetry }: LoadFailureProps) {
  const { t } = useLoadStatusTranslation();
  return (
    <Box role="alert" sx={failureSx}>
      <Typography variant="body2">{text}</Typography>
      {onRetry && (
        <Button color="error" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Box>
  );
}
