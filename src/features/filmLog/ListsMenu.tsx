import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { ListFormDialog, useListsQuery } from '../../entities/userLists';
import { useFilmStateQuery, useSetUserListMembershipMutation } from './filmLogApi';

interface ListsMenuProps {
  movie: { id: number; title: string };
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Items shown above the lists (the card's "Mark watched…"). */
  children?: ReactNode;
}

/**
 * A checkbox per list for one film, and "New list…" that makes a list with the film on it. A
 * tick shows at once; a refused change is undone and said in a message.
 */
export function ListsMenu({ movie, anchorEl, onClose, children }: ListsMenuProps) {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const lists = useListsQuery();
  const film = useFilmStateQuery(movie.id);
  const [setMembership] = useSetUserListMembershipMutation();
  const [creating, setCreating] = useState(false);
  const onLists = film.data?.list_ids ?? [];

  async function change(listId: number, name: string, member: boolean) {
    try {
      await setMembership({ listId, movieId: movie.id, member }).unwrap();
    } catch {
      notify(t(member ? 'lists.addError' : 'lists.removeError', { name }), { variant: 'error' });
    }
  }

  return (
    <>
      <Menu anchorEl={anchorEl} open={anchorEl !== null} onClose={onClose} slotProps={{ list: { 'aria-label': t('lists.menu', { title: movie.title }) } }}>
        {children}
        {children && <Divider />}
        <ListSubheader>{t('lists.menuTitle')}</ListSubheader>
        {lists.isError && <MenuItem disabled>{t('lists.loadError')}</MenuItem>}
        {lists.data?.results.length === 0 && <MenuItem disabled>{t('lists.none')}</MenuItem>}
        {lists.data?.results.map((list) => {
          const member = onLists.includes(list.id);
          return (
            <MenuItem
              key={list.id}
              role="menuitemcheckbox"
              aria-checked={member}
              disabled={!film.data}
              onClick={() => void change(list.id, list.name, !member)}
            >
              <ListItemIcon>
                <Checkbox edge="start" checked={member} tabIndex={-1} disableRipple size="small" slotProps={{ input: { 'aria-hidden': true } }} />
              </ListItemIcon>
              <ListItemText>{list.name}</ListItemText>
            </MenuItem>
          );
        })}
        <MenuItem
          onClick={() => {
            setCreating(true);
            onClose();
          }}
        >
          {t('lists.newList')}
        </MenuItem>
      </Menu>
      {creating && (
        <ListFormDialog
          onClose={() => setCreating(false)}
          onSaved={(list) => void change(list.id, list.name, true)}
        />
      )}
    </>
  );
}
