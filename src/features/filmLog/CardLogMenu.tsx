import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { EntryDialog } from './EntryDialog';
import { ListsMenu } from './ListsMenu';
import { useSaveEntry } from './useSaveEntry';

interface CardLogMenuProps {
  movie: { id: number; title: string };
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** A card's menu: "Mark watched…" above the lists' checkboxes. */
export default function CardLogMenu({ movie, anchorEl, onClose }: CardLogMenuProps) {
  const { t } = useFilmLogTranslation();
  const [logging, setLogging] = useState(false);
  const saveEntry = useSaveEntry(movie.id);
  return (
    <>
      <ListsMenu movie={movie} anchorEl={anchorEl} onClose={onClose}>
        <MenuItem
          onClick={() => {
            setLogging(true);
            onClose();
          }}
        >
          {t('card.logWatched')}
        </MenuItem>
      </ListsMenu>
      {logging && <EntryDialog title={t('entry.dialogTitle', { title: movie.title })} onSave={saveEntry} onClose={() => setLogging(false)} />}
    </>
  );
}
