import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import type { ListSummary } from '../../../contract/filmLog';
import { useNotify } from '../../components/Notifications';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { LIST_DESCRIPTION_MAX_LENGTH, LIST_NAME_MAX_LENGTH } from './limits';
import { type ListDraft, useChangeListMutation, useCreateListMutation } from './userListsApi';

interface ListFormDialogProps {
  /** The list to rename or describe; without it the dialog makes a new one. */
  list?: ListSummary;
  onClose: () => void;
  /** Called with the list as the server saved it. */
  onSaved?: (list: ListSummary) => void;
}

/** Make a list or rename and describe one; the limits are the contract's. */
export function ListFormDialog({ list, onClose, onSaved }: ListFormDialogProps) {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const titleId = useId();
  const [draft, setDraft] = useState<ListDraft>({ name: list?.name ?? '', description: list?.description ?? '' });
  const [touched, setTouched] = useState(false);
  const [createList, creating] = useCreateListMutation();
  const [changeList, changing] = useChangeListMutation();
  const name = draft.name.trim();
  const nameError = name === '' ? t('userLists.nameRequired') : name.length > LIST_NAME_MAX_LENGTH ? t('userLists.nameTooLong', { max: LIST_NAME_MAX_LENGTH }) : null;
  const descriptionError = draft.description.length > LIST_DESCRIPTION_MAX_LENGTH ? t('userLists.descriptionTooLong', { max: LIST_DESCRIPTION_MAX_LENGTH }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError || descriptionError) return;
    const body = { name, description: draft.description.trim() };
    try {
      const saved = await (list ? changeList({ listId: list.id, ...body }) : createList(body)).unwrap();
      onSaved?.(saved);
      onClose();
    } catch {
      notify(t('userLists.saveError'), { variant: 'error' });
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{list ? t('userLists.editTitle', { name: list.name }) : t('userLists.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('userLists.name')}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              required
              autoFocus
              error={touched && nameError !== null}
              helperText={touched ? nameError : null}
            />
            <TextField
              label={t('userLists.description')}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              multiline
              minRows={2}
              error={descriptionError !== null}
              helperText={descriptionError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('userLists.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={creating.isLoading || changing.isLoading}>
            {t('userLists.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
