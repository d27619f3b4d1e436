import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiPath } from '../../../contract/apiPaths';
import { DATA_PORTABILITY_PATHS } from '../../../contract/dataPortabilityPaths';
import { saveFile, useDownloadFileMutation } from './dataPortabilityApi';
import { useDataPortabilityTranslation } from './dataPortabilityTranslation';

/** "Export all my data": the ZIP of GET /api/me/export/, saved by the browser. */
export function ExportPanel() {
  const { t } = useDataPortabilityTranslation();
  const [download, { isLoading, isError }] = useDownloadFileMutation();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('export.help')}</Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => void download(apiPath(DATA_PORTABILITY_PATHS.export)).unwrap().then(saveFile, () => undefined)}
      >
        {isLoading ? t('export.working') : t('export.button')}
      </Button>
      {isError && <Alert severity="error">{t('export.error')}</Alert>}
    </Stack>
  );
}
