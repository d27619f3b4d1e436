import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { EARLIEST_WATCHED_ON, latestToday, NOTE_MAX_LENGTH, WatchedOnSchema } from '../../../contract/filmLog';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { RatingInput } from './RatingInput';

export interface EntryValues {
  watched_on: string;
  rating: number | null;
  note: string;
}

interface EntryDialogProps {
  title: string;
  /** The entry being edited; a new viewing starts today, unrated, without a note. */
  initial?: EntryValues;
  onSave: (values: EntryValues) => Promise<boolean>;
  onClose: () => void;
}

/** The person's own today: the date input shows local days. */
export function localToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** Log a viewing or change one: the day (today by default, never in the future), a half-star rating and a short private note. */
export function EntryDialog({ title, initial, onSave, onClose }: EntryDialogProps) {
  const { t } = useFilmLogTranslation();
  const titleId = useId();
  const [values, setValues] = useState<EntryValues>(initial ?? { watched_on: localToday(), rating: null, note: '' });
  const [saving, setSaving] = useState(false);
  const dateValid = WatchedOnSchema.safeParse(values.watched_on).success;
  const noteValid = values.note.length <= NOTE_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!dateValid || !noteValid) return;
    setSaving(true);
    const saved = await onSave(values);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="date"
              label={t('entry.watchedOn')}
              value={values.watched_on}
              onChange={(event) => setValues({ ...values, watched_on: event.target.value })}
              error={!dateValid}
              helperText={dateValid ? undefined : t('entry.dateInvalid')}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: EARLIEST_WATCHED_ON, max: latestToday() } }}
            />
            <RatingInput label={t('entry.rating')} value={values.rating} onChange={(rating) => setValues({ ...values, rating })} />
            <TextField
              label={t('entry.note')}
              value={values.note}
              onChange={(event) => setValues({ ...values, note: event.target.value })}
              multiline
              minRows={3}
              error={!noteValid}
              helperText={noteValid ? t('entry.noteCount', { count: values.note.length, max: NOTE_MAX_LENGTH }) : t('entry.noteTooLong', { max: NOTE_MAX_LENGTH })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('entry.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('entry.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
