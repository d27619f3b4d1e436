import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListSummary } from '../../../contract/filmLog';
import type { AppDispatch } from '../../app/store';
import { useNotify } from '../../components/Notifications';
import { PageTitle } from '../../components/PageTitle';
import { listPath } from '../../config/paths';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { ConfirmDialog } from './ConfirmDialog';
import { ListFormDialog } from '../../entities/userLists/ListFormDialog';
import { MoveButtons, moved } from './MoveButtons';
import { useDeleteListMutation, useListsQuery, useOrderListsMutation, userListsApi } from '../../entities/userLists/userListsApi';

/** Your lists, before the page renders (src/app/routes.tsx). */
export function loader(dispatch: AppDispatch): void {
  void dispatch(userListsApi.util.prefetch('lists', undefined, {}));
}

/** /lists: your lists in your order; make, rename, describe, move and delete them. */
export default function ListsPage() {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const lists = useListsQuery();
  const [orderLists] = useOrderListsMutation();
  const [deleteList] = useDeleteListMutation();
  const [form, setForm] = useState<{ list?: ListSummary } | null>(null);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);
  const results = lists.data?.results ?? [];

  async function move(from: number, to: number) {
    try {
      await orderLists(moved(results.map((list) => list.id), from, to)).unwrap();
    } catch {
      notify(t('userLists.orderError'), { variant: 'error' });
    }
  }

  async function remove(list: ListSummary) {
    setDeleting(null);
    try {
      await deleteList(list.id).unwrap();
      notify(t('userLists.deleted'), { variant: 'success' });
    } catch {
      notify(t('userLists.deleteError'), { variant: 'error' });
    }
  }

  let body;
  if (lists.isError) body = <Alert severity="error">{t('userLists.loadError')}</Alert>;
  else if (!lists.data) body = <LinearProgress aria-label={t('userLists.title')} />;
  else if (results.length === 0) body = <Typography color="text.secondary">{t('userLists.empty')}</Typography>;
  else {
    body = (
      <Box component="ol" aria-label={t('userLists.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {results.map((list, index) => (
          <Paper component="li" key={list.id} variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Link component={RouterLink} to={listPath(list.id)} underline="hover" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {list.name}
              </Link>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
                <Typography variant="body2">{t('userLists.movieCount', { count: list.movie_count })}</Typography>
                {list.shared && <Chip size="small" label={t('userLists.shared')} />}
              </Box>
              {list.description && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {list.description}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex' }}>
              <MoveButtons
                upLabel={t('userLists.moveUp', { name: list.name })}
                downLabel={t('userLists.moveDown', { name: list.name })}
                index={index}
                count={results.length}
                onMove={(from, to) => void move(from, to)}
              />
              <IconButton aria-label={t('userLists.edit', { name: list.name })} onClick={() => setForm({ list })}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={t('userLists.delete', { name: list.name })} onClick={() => setDeleting(list)}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageTitle>{t('userLists.title')}</PageTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography color="text.secondary">{t('userLists.intro')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({})}>
          {t('userLists.create')}
        </Button>
      </Box>
      {body}
      {form && <ListFormDialog list={form.list} onClose={() => setForm(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('userLists.deleteTitle', { name: deleting.name })}
          text={t('userLists.deleteText')}
          confirmLabel={t('userLists.deleteConfirm')}
          cancelLabel={t('userLists.cancel')}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
