import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FORM_ERROR_PARAM } from '../../../contract/accountForms';
import { useHydrated } from '../../components/hydration/useHydrated';
import { signInHints } from '../../config/runtimeConfig';

/** Its code loads only where a sign-in provider is configured. */
const SignInWithProviders = lazy(() => import(/* webpackChunkName: "sign-in-providers" */ './SignInWithProviders'));
/** Its code and texts load only on a form the server sent back refused. */
const FormFailures = lazy(() => import(/* webpackChunkName: "form-failures" */ './FormFailures'));

interface AuthCardProps {
  title: string;
  /** Where the server takes the form when the app's scripts have not run (server/routes/forms): the page's own path. */
  action: string;
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
 * The centered 400 px card both account forms share (full width on narrow screens). The form is
 * a real one: sent before the app's scripts have run, or without them, it goes to the server as
 * a POST (server/routes/forms), which signs in or sends the page back with the reasons in its URL
 * (shown above the fields); the browser checks the fields' own rules until then. Once hydrated,
 * the app checks and sends them itself, as before. The sign-in providers come
 * once the page has hydrated (the prerendered HTML has none) and only where one is configured;
 * where password sign-up is off, the register card is the providers alone from its first render.
 */
export function AuthCard({ title, action, onSubmit, submitLabel, submitting, alternative, signUp = false, children }: AuthCardProps) {
  const hydrated = useHydrated();
  const hints = signInHints();
  const [params] = useSearchParams();
  // The server's reasons are about the attempt it sent back: once the app sends another, its own
  // messages speak for that one.
  const [sentAgain, setSentAgain] = useState(false);
  const refused = params.has(FORM_ERROR_PARAM) && !sentAgain;
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
            <Box component="form" method="post" action={action} noValidate={hydrated}
              onSubmit={(event) => {
                setSentAgain(true);
                onSubmit(event);
              }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {refused && (
                <Suspense fallback={null}>
                  <FormFailures />
                </Suspense>
              )}
              {children}
              <Button type="submit" variant="contained" size="large" loading={submitting}>
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
