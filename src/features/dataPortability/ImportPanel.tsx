import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type ChangeEvent, useCallback, useEffect, useId, useState } from 'react';
import { IMPORT_MAX_BYTES } from '../../../contract/filmLogImport';
import { useAppDispatch } from '../../app/hooks';
import { useHydrated } from '../../components/hydration/useHydrated';
import { importedTags, useCheckSessionMutation, useImportJobQuery } from './dataPortabilityApi';
import { useDataPortabilityTranslation } from './dataPortabilityTranslation';
import { ImportReportView } from './ImportReportView';
import { uploadImport, type UploadOutcome } from './uploadImport';
import type { ServerReason } from '../../api/serverErrors/loadServerErrorTexts';
import { useServerErrorTexts } from '../../api/serverErrors/useServerErrorTexts';
import type { ImportJob } from '../../../contract/filmLogImport';

type ProblemKey = 'tooBig' | 'wrongType' | 'rejected' | 'failed' | 'network' | 'busy' | 'tooManyRefused' | 'serverBusy';
type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'job'; id: number; finished: boolean }
  | { kind: 'problem'; key: ProblemKey; reason: ServerReason | null; minutes?: number };

const ACCEPTED = /\.(zip|csv)$/i;
const POLL_MS = 500;

function problemOf(outcome: Exclude<UploadOutcome, { kind: 'accepted' }>): Phase {
  if (outcome.kind === 'network') return { kind: 'problem', key: 'network', reason: null };
  const KEYS: Record<number, ProblemKey> = { 400: 'rejected', 409: 'busy', 413: 'tooBig', 429: 'tooManyRefused', 503: 'serverBusy' };
  const key = KEYS[outcome.status] ?? 'failed';
  // Whole minutes, rounded up: the server's wait is in seconds, up to ten minutes.
  const minutes = key === 'tooManyRefused' && outcome.retryAfterSeconds !== null ? Math.ceil(outcome.retryAfterSeconds / 60) : undefined;
  return { kind: 'problem', key, reason: outcome.status === 400 ? outcome.reason : null, ...(minutes === undefined ? {} : { minutes }) };
}

/** A failed job's reason, its code beside its text as a refusal's (contract/errors.ts). */
function jobFailure(text: string, { error_code: code, error_params: params }: ImportJob): ServerReason {
  return { text, ...(code ? { code } : {}), ...(params ? { params } : {}) };
}

/** Choose a file, watch it upload and match, then read the report. */
export function ImportPanel() {
  const { t } = useDataPortabilityTranslation();
  const helpId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const texts = useServerErrorTexts(phase.kind === 'problem' && phase.reason !== null);
  const [checkSession] = useCheckSessionMutation();
  const busy = phase.kind === 'uploading' || (phase.kind === 'job' && !phase.finished);
  // In the server's HTML the chooser waits for the app: a file chosen before would be lost.
  const hydrated = useHydrated();
  // Stable, and a no-op once finished: the job view calls it from an effect.
  const jobFinished = useCallback(() => setPhase((current) => (current.kind === 'job' && !current.finished ? { ...current, finished: true } : current)), []);

  async function start(file: File) {
    if (!ACCEPTED.test(file.name)) return setPhase({ kind: 'problem', key: 'wrongType', reason: null });
    if (file.size > IMPORT_MAX_BYTES) return setPhase({ kind: 'problem', key: 'tooBig', reason: null });
    const progress = (fraction: number) => setPhase({ kind: 'uploading', name: file.name, percent: Math.round(fraction * 100) });
    progress(0);
    let outcome = await uploadImport(file, progress);
    // An access token that expired meanwhile: one refresh through the product API, one retry.
    if (outcome.kind === 'refused' && outcome.status === 401 && !('error' in (await checkSession()))) outcome = await uploadImport(file, progress);
    setPhase(outcome.kind === 'accepted' ? { kind: 'job', id: outcome.id, finished: false } : problemOf(outcome));
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void start(file);
  }

  return (
    <Stack spacing={2}>
      <Typography id={helpId} color="text.secondary">
        {t('import.help')}
      </Typography>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={busy || !hydrated}
        sx={{ alignSelf: 'flex-start', '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        {phase.kind === 'idle' || busy ? t('import.choose') : t('import.another')}
        <Box component="input" type="file" accept=".zip,.csv,application/zip,text/csv" aria-describedby={helpId} disabled={busy || !hydrated} onChange={chosen} sx={visuallyHidden} />
      </Button>
      {phase.kind === 'uploading' && (
        <Box role="status">
          <Typography variant="body2">{t('import.uploading', { name: phase.name, percent: phase.percent })}</Typography>
          <LinearProgress variant="determinate" value={phase.percent} aria-label={t('import.uploading', { name: phase.name, percent: phase.percent })} />
        </Box>
      )}
      {phase.kind === 'job' && <ImportJobView id={phase.id} onFinished={jobFinished} />}
      {phase.kind === 'problem' && (
        <Alert severity="error">
          {phase.minutes === undefined ? t(`import.${phase.key}`) : t('import.tooManyRefusedFor', { count: phase.minutes })}
          {phase.reason && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {t('import.serverSays', { detail: texts ? texts.say(phase.reason) : phase.reason.text })}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** Polls the job while it runs; once written, the log's other views refetch. `onFinished`: another file may be chosen. */
function ImportJobView({ id, onFinished }: { id: number; onFinished: () => void }) {
  const { t } = useDataPortabilityTranslation();
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(true);
  const job = useImportJobQuery(id, { pollingInterval: polling ? POLL_MS : 0, refetchOnMountOrArgChange: true });
  const status = job.data?.status;
  const texts = useServerErrorTexts(job.data?.error !== undefined);
  const finished = status === 'done' || status === 'failed';
  if (finished && polling) setPolling(false);

  useEffect(() => {
    if (status === 'done') dispatch(importedTags());
  }, [status, dispatch]);
  useEffect(() => {
    if (finished || job.isError) onFinished();
  }, [finished, job.isError, onFinished]);

  if (job.isError) return <Alert severity="error">{t('import.failed')}</Alert>;
  if (!job.data || job.data.status === 'matching' || job.data.status === 'writing') {
    const { processed = 0, total = 0 } = job.data ?? {};
    const text = job.data?.status === 'writing' ? t('import.writing') : t('import.matching', { processed, total });
    return (
      <Box role="status">
        <Typography variant="body2">{text}</Typography>
        <LinearProgress variant="determinate" value={total > 0 ? (processed / total) * 100 : 0} aria-label={text} />
      </Box>
    );
  }
  if (job.data.status === 'failed' || !job.data.report) {
    return (
      <Alert severity="error">
        {t('import.failed')}
        {job.data.error && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('import.serverSays', { detail: texts ? texts.say(jobFailure(job.data.error, job.data)) : job.data.error })}
          </Typography>
        )}
      </Alert>
    );
  }
  return <ImportReportView jobId={id} report={job.data.report} />;
}
