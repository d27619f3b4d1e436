import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_SIGN_INS_ANCHOR, LINKED_PARAM, SIGN_IN_ERROR_PARAM, SIGN_IN_FAILURES, SIGN_IN_PROVIDER_PARAM } from '../../../contract/signInProviders';
import { errorText } from '../../api/errorBody';
import { loadServerErrorTexts } from '../../api/serverErrors/loadServerErrorTexts';
import { LoadFailure } from '../../components/LoadFailure';
import { useNotify } from '../../components/Notifications';
import { useAccountSignInsQuery, useLinkProviderMutation, useUnlinkProviderMutation } from '../../entities/signInProviders';
import { useSignInProvidersTranslation } from '../../i18n/signInProvidersTranslation';

/**
 * Account Settings' sign-in providers: each configured one, linked or not, with a button to link
 * it (through the provider, which proves the account there is theirs) or remove it; the server
 * refuses to remove the last way in, and the reason is shown.
 */
export default function AccountSignIns() {
  const { t, i18n } = useSignInProvidersTranslation();
  const notify = useNotify();
  const { data, isLoading, isError, refetch } = useAccountSignInsQuery();
  const [linkProvider] = useLinkProviderMutation();
  const [unlinkProvider] = useUnlinkProviderMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  // What the server sent the browser back with from a provider (linked, or why not), read once:
  // the parameters then go, so that a reload or a copied address does not say it again.
  const [returned] = useState(() => ({
    linked: params.get(LINKED_PARAM),
    failure: SIGN_IN_FAILURES.find((known) => known === params.get(SIGN_IN_ERROR_PARAM)),
    provider: params.get(SIGN_IN_PROVIDER_PARAM),
  }));
  const labelOf = (id: string | null) => data?.providers.find((provider) => provider.id === id)?.label;
  const linkedLabel = labelOf(returned.linked);
  const linkFailure = returned.failure && t(`failure.${returned.failure}`, { provider: labelOf(returned.provider) ?? t('someProvider') });
  const confirmed = useRef(false);

  useEffect(() => {
    if (!returned.linked && !returned.failure) return;
    setParams(
      (current) => {
        for (const name of [LINKED_PARAM, SIGN_IN_ERROR_PARAM, SIGN_IN_PROVIDER_PARAM]) current.delete(name);
        return current;
      },
      { replace: true },
    );
  }, [returned, setParams]);

  useEffect(() => {
    if (!linkedLabel || confirmed.current) return;
    confirmed.current = true;
    notify(t('settings.linkedNow', { provider: linkedLabel }), { variant: 'success' });
  }, [linkedLabel, notify, t]);

  /** The server's reason, in the reader's words once their texts are here (src/api/serverErrors). */
  async function reasonOf(error: unknown): Promise<string | null> {
    const texts = await loadServerErrorTexts(i18n);
    return texts ? texts.describe(error) : errorText(error, ['detail']);
  }

  async function link(id: string) {
    setBusy(id);
    setProblem(null);
    try {
      window.location.assign(await linkProvider(id).unwrap());
    } catch (error) {
      setProblem((await reasonOf(error)) ?? t('settings.error'));
      setBusy(null);
    }
  }

  async function unlink(id: string, label: string) {
    setBusy(id);
    setProblem(null);
    try {
      await unlinkProvider(id).unwrap();
      notify(t('settings.removed', { provider: label }), { variant: 'success' });
    } catch (error) {
      setProblem((await reasonOf(error)) ?? t('settings.error'));
    }
    setBusy(null);
  }

  if (isLoading) return <LinearProgress aria-label={t('settings.loading')} sx={{ maxWidth: 320 }} />;
  if (isError || !data) return <LoadFailure text={t('settings.error')} onRetry={() => void refetch()} />;
  return (
    <section id={ACCOUNT_SIGN_INS_ANCHOR} aria-labelledby="sign-in-providers-title">
      <Typography id="sign-in-providers-title" component="h3" variant="subtitle1">
        {t('settings.title')}
      </Typography>
      <Typography color="text.secondary">{t('settings.intro')}</Typography>
      {(problem ?? linkFailure) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem ?? linkFailure}
        </Alert>
      )}
      <List>
        {data.providers.map(({ id, label, linked }) => (
          <ListItem
            key={id}
            disableGutters
            secondaryAction={
              linked ? (
                <Button variant="outlined" disabled={busy !== null} onClick={() => void unlink(id, label)}>
                  {t('settings.remove', { provider: label })}
                </Button>
              ) : (
                <Button variant="contained" disabled={busy !== null} onClick={() => void link(id)}>
                  {t('settings.link', { provider: label })}
                </Button>
              )
            }
          >
            <ListItemText
              primary={label}
              secondary={linked ? (linked.email ? t('settings.linkedAs', { email: linked.email }) : t('settings.linked')) : t('settings.notLinked')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
