import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errorBody';
import { sessionEnded } from '../../api/sessionEvents';
import { useAppDispatch } from '../../app/hooks';
import { useNotify } from '../../components/Notifications';
import { paths } from '../../config/paths';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { useDeleteAccountMutation } from './filmLogApi';
import { TitledSection } from '../../components/TitledSection';
import { signInHints } from '../../config/runtimeConfig';
import { useAccountSignInsQuery } from '../../entities/signInProviders';

/**
 * The profile's danger zone: says what deleting the account removes, asks for the password, then
 * signs out everywhere. Its buttons keep the default colour: MUI's dark-theme error red under
 * white text fails the contrast check, and the warning already says what is at stake. The warning
 * is a note, not MUI's default alert: a live alert is announced each time the profile opens.
 */
export default function DeleteAccountSection() {
  const { t } = useFilmLogTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <TitledSection title={t('account.title')}>
      <Alert severity="warning" role="note" sx={{ mb: 2 }}>
        {t('account.consequences')}
      </Alert>
      <Button variant="outlined" onClick={() => setConfirming(true)}>
        {t('account.start')}
      </Button>
      {confirming && <ConfirmDeletion onClose={() => setConfirming(false)} />}
    </TitledSection>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const { t } = useFilmLogTranslation();
  const titleId = useId();
  const textId = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  // An account a sign-in provider created has no password: it confirms with its e-mail address.
  const signIns = useAccountSignInsQuery(undefined, { skip: !signInHints().providers });
  const hasPassword = signIns.data?.password !== 'none';

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await deleteAccount(password).unwrap();
    } catch (error) {
      setProblem(errorText(error, ['password']) ? t(hasPassword ? 'account.wrongPassword' : 'account.wrongEmail') : t('account.error'));
      return;
    }
    // The server ended every session and cleared the cookies; here the same reset as a logout.
    dispatch(sessionEnded({ reason: 'logout' }));
    notify(t('account.deleted'), { variant: 'success' });
    await navigate(paths.login);
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('account.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('account.consequences')}
          </DialogContentText>
          <TextField
            type={hasPassword ? 'password' : 'email'}
            label={t(hasPassword ? 'account.password' : 'account.email')}
            autoComplete={hasPassword ? 'current-password' : 'off'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            fullWidth
            autoFocus
            error={problem !== null}
            helperText={problem}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('account.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading || password === ''}>
            {t('account.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
