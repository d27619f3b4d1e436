import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { LoadFailureProps } from './index';
import { useLoadStatusTranslation } from './loadStatusTranslation';

/** What failed to load, as an error alert with a button that asks again. */
export default function FailureAlert({ text, onRetry }: LoadFailureProps) {
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
