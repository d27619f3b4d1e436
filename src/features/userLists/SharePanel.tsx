import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ListSummary } from '../../../contract/filmLog';
import { useNotify } from '../../components/Notifications';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { useRevokeShareMutation, useShareListMutation } from '../../entities/userLists/userListsApi';

/**
 * A list's share link: made (or, while shared, shown again: the server answers the same token)
 * on a press, copied with a button, revoked so the old link stops working.
 */
export function SharePanel({ list }: { list: ListSummary }) {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const headingId = useId();
  const [shareList, sharing] = useShareListMutation();
  const [revokeShare, revoking] = useRevokeShareMutation();
  const [link, setLink] = useState<string | null>(null);

  async function share() {
    try {
      const { path } = await shareList(list.id).unwrap();
      setLink(new URL(path, window.location.origin).href);
    } catch {
      notify(t('list.shareError'), { variant: 'error' });
    }
  }

  async function revoke() {
    try {
      await revokeShare(list.id).unwrap();
      setLink(null);
      notify(t('list.revoked'), { variant: 'success' });
    } catch {
      notify(t('list.shareError'), { variant: 'error' });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('list.copied'), { variant: 'success' });
    } catch {
      notify(t('list.copyError'), { variant: 'error' });
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('list.shareTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {list.shared ? t('list.shareIntro') : t('list.notShared')}
      </Typography>
      {link && list.shared && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <TextField label={t('list.link')} value={link} size="small" sx={{ flex: '1 1 16rem' }} slotProps={{ htmlInput: { readOnly: true } }} onFocus={(event) => event.target.select()} />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(link)}>
            {t('list.copy')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!(link && list.shared) && (
          <Button variant="contained" startIcon={<ShareIcon />} onClick={() => void share()} disabled={sharing.isLoading}>
            {list.shared ? t('list.showLink') : t('list.createLink')}
          </Button>
        )}
        {list.shared && (
          <Button variant="outlined" startIcon={<LinkOffIcon />} onClick={() => void revoke()} disabled={revoking.isLoading}>
            {t('list.revoke')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
