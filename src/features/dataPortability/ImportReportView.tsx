import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { apiPath } from '../../../contract/apiPaths';
import { DATA_PORTABILITY_PATHS } from '../../../contract/dataPortabilityPaths';
import type { ImportReport } from '../../../contract/filmLogImport';
import { saveFile, useDownloadFileMutation } from './dataPortabilityApi';
import { useDataPortabilityTranslation } from './dataPortabilityTranslation';

/** What an import did: counts, the files read, and the rows it could not import with why. */
export function ImportReportView({ jobId, report }: { jobId: number; report: ImportReport }) {
  const { t } = useDataPortabilityTranslation();
  const headingId = useId();
  const captionId = useId();
  const [download, { isLoading, isError }] = useDownloadFileMutation();

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h4" variant="subtitle1">
        {t('report.heading')}
      </Typography>
      <Typography>{t('report.matched', { count: report.matched })}</Typography>
      <Typography>{t('report.created', report.created)}</Typography>
      <Typography>{t('report.skipped', { count: report.skipped_existing })}</Typography>
      <Typography>{t('report.unmatched', { count: report.unmatched })}</Typography>
      <Typography component="h5" variant="subtitle2">
        {t('report.files')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, pl: 3 }}>
        {report.files.map((file) => (
          <li key={file.name}>{t('report.file', { name: file.name, kind: t(`report.kinds.${file.kind}`), rows: file.rows })}</li>
        ))}
      </Stack>
      {report.unmatched > 0 && (
        <>
          <Typography id={captionId} component="h5" variant="subtitle2">
            {t('report.unmatchedCaption')}
          </Typography>
          {report.unmatched > report.unmatched_rows.length && (
            <Typography variant="body2" color="text.secondary">
              {t('report.firstRows', { count: report.unmatched_rows.length })}
            </Typography>
          )}
          <TableContainer sx={{ maxHeight: 360 }} tabIndex={0} role="region" aria-labelledby={captionId}>
            <Table size="small" stickyHeader aria-labelledby={captionId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('report.columns.file')}</TableCell>
                  <TableCell align="right">{t('report.columns.line')}</TableCell>
                  <TableCell>{t('report.columns.title')}</TableCell>
                  <TableCell align="right">{t('report.columns.year')}</TableCell>
                  <TableCell>{t('report.columns.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.unmatched_rows.map((row) => (
                  <TableRow key={`${row.file}:${row.line}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.file}</TableCell>
                    <TableCell align="right">{row.line}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.title}</TableCell>
                    <TableCell align="right">{row.year ?? ''}</TableCell>
                    <TableCell>{t(`report.reasons.${row.reason}`)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Button
            variant="text"
            startIcon={<DownloadIcon />}
            disabled={isLoading}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => void download(apiPath(DATA_PORTABILITY_PATHS.unmatched, { jobId })).unwrap().then(saveFile, () => undefined)}
          >
            {t('report.download')}
          </Button>
          {isError && <Alert severity="error">{t('report.downloadError')}</Alert>}
        </>
      )}
    </Stack>
  );
}
