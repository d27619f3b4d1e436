import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { featureTranslation } from '../i18n/featureTranslation';
import en from '../i18n/locales/loadStatus/en.json';
import es from '../i18n/locales/loadStatus/es.json';

/** The texts of what could not be loaded: they come with the pages that load something, not with every first visit. */
export const useLoadStatusTranslation = featureTranslation('loadStatus', { en, es });

/** What failed to load, said in place of it (docs/PRODUCT.md §4.2), with a button that asks again. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useLoadStatusTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}
