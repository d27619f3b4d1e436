import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { SIGN_IN_ERROR_PARAM, SIGN_IN_FAILURES, SIGN_IN_PROVIDER_PARAM, signInProvidersOf, signInStartPath } from '../../../contract/signInProviders';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import { useSignInProvidersTranslation } from '../../i18n/signInProvidersTranslation';

/**
 * Under the login and register forms where providers are configured: a "Sign in with …" link per
 * provider (the server takes it from there), and why the last sign-in with one came back without
 * a session. Where password sign-up is off, the register page shows this alone, saying so.
 */
export default function SignInWithProviders({ signUpClosed = false }: { signUpClosed?: boolean }) {
  const { t } = useSignInProvidersTranslation();
  const { file, apiBaseUrl } = getRuntimeConfig();
  const signInProviders = signInProvidersOf(file);
  const [params] = useSearchParams();
  const failure = SIGN_IN_FAILURES.find((known) => known === params.get(SIGN_IN_ERROR_PARAM));
  const provider = signInProviders.find(({ id }) => id === params.get(SIGN_IN_PROVIDER_PARAM))?.label ?? t('someProvider');
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t(`failure.${failure}`, { provider })}
        </Alert>
      )}
      {signUpClosed ? (
        <Alert severity="info" role="note" sx={{ my: 2 }}>
          {t('signUpClosed')}
        </Alert>
      ) : (
        <Divider sx={{ my: 2 }}>{t('or')}</Divider>
      )}
      <Stack spacing={1}>
        {signInProviders.map(({ id, label }) => (
          <Button key={id} variant="outlined" size="large" href={`${apiBaseUrl}${signInStartPath(id)}`}>
            {t('signInWith', { provider: label })}
          </Button>
        ))}
      </Stack>
    </>
  );
}
