import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useHydrated } from '../../components/hydration/useHydrated';
import { signInHints } from '../../config/runtimeConfig';

/** Its code loads only where a sign-in provider is configured. */
const SignInWithProviders = lazy(() => import(/* webpackChunkName: "sign-in-providers" */ './SignInWithProviders'));

interface AuthCardProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** The line under the form that points to the other account form. */
  alternative: { prompt: string; linkLabel: string; to: string };
  /** The register form: where password sign-up is off, the card offers the providers alone. */
  signUp?: boolean;
  children: ReactNode;
}

/**
 * The centered 400 px card both account forms share (full width on narrow screens). In the
 * prerendered HTML the form can be filled before its script runs, but not sent: the button
 * (and with it Enter in a field) waits for the app, which then sends what was typed. The form
 * still says POST, so nothing could ever put a password in a URL. The sign-in providers come
 * once the page has hydrated (the prerendered HTML has none) and only where one is configured;
 * where password sign-up is off, the register card is the providers alone from its first render.
 */
export function AuthCard({ title, onSubmit, submitLabel, submitting, alternative, signUp = false, children }: AuthCardProps) {
  const hydrated = useHydrated();
  const hints = signInHints();
  // Drawn at once, where the server draws it too (server/routes/spa/shells.ts): a password form
  // there would be the wrong page until the scripts ran. Under an open form the providers come
  // after hydration, since the prerendered forms, made at build, cannot know them.
  const closed = signUp && hints.signUpClosed;
  const showProviders = (hydrated || closed) && hints.providers;
  // The same element for as long as it shows the same: a new one from the render after hydration
  // would reach the server's render of it before its code has, and React would drop that HTML for
  // the fallback until the code came.
  const providers = useMemo(
    () =>
      showProviders && (
        <Suspense fallback={null}>
          <SignInWithProviders signUpClosed={closed} />
        </Suspense>
      ),
    [showProviders, closed],
  );
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: 400, maxWidth: '100%' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {!closed && (
            <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {children}
              <Button type="submit" variant="contained" size="large" loading={submitting} disabled={!hydrated}>
                {submitLabel}
              </Button>
            </Box>
          )}
          {providers}
          <Typography variant="body2" sx={{ mt: 2 }}>
            {alternative.prompt}{' '}
            <Link component={RouterLink} to={alternative.to}>
              {alternative.linkLabel}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
