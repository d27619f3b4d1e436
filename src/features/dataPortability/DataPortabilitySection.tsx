import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useDataPortabilityTranslation } from './dataPortabilityTranslation';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';

/** The profile's "Your data": import a history from elsewhere, export everything. */
export default function DataPortabilitySection() {
  const { t } = useDataPortabilityTranslation();
  const headingId = useId();
  const importId = useId();
  const exportId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('title')}
        </Typography>
        <Typography>{t('intro')}</Typography>
        <Stack component="section" aria-labelledby={importId} spacing={1}>
          <Typography id={importId} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {t('import.heading')}
          </Typography>
          <ImportPanel />
        </Stack>
        <Divider />
        <Stack component="section" aria-labelledby={exportId} spacing={1}>
          <Typography id={exportId} component="h3" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {t('export.heading')}
          </Typography>
          <ExportPanel />
        </Stack>
      </Stack>
    </Paper>
  );
}
