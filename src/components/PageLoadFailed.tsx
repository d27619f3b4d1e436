import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * In place of a page whose code did not arrive (the connection dropped, or a new version of the
 * app replaced the files this one asks for): reloading fetches the page again, with the current
 * version's files.
 */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
      <Typography gutterBottom>{t('app.pageLoadFailed')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </Box>
  );
}
