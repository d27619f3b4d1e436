import { useNotify } from '../../components/Notifications';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import type { EntryValues } from './EntryDialog';
import { useAddDiaryEntryMutation, useChangeDiaryEntryMutation } from './filmLogApi';

/**
 * Saves a viewing from the entry dialog: a new Diary entry for `movieId`, or a change to entry
 * `entryId`. Says whether it worked, so the dialog stays open with the person's input when not.
 */
export function useSaveEntry(movieId: number, entryId?: number): (values: EntryValues) => Promise<boolean> {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const [addEntry] = useAddDiaryEntryMutation();
  const [changeEntry] = useChangeDiaryEntryMutation();
  return async ({ watched_on, rating, note }) => {
    const body = { watched_on, rating, note: note.trim() || null };
    try {
      await (entryId === undefined ? addEntry({ movie_id: movieId, ...body }) : changeEntry({ id: entryId, movieId, ...body })).unwrap();
      if (entryId === undefined) notify(t('film.saved'), { variant: 'success' });
      return true;
    } catch {
      notify(t('entry.saveError'), { variant: 'error' });
      return false;
    }
  };
}
