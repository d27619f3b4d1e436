import { screen } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtimeConfig';
import { renderApp } from '../../testing/renderWithProviders';
import { renderTimeout } from '../../testing/timeouts';

/** config.json as the Node server writes it with one provider configured. */
function offerProviders(passwordSignUp = true) {
  setRuntimeConfig({ ...getRuntimeConfig(), file: { signInProviders: [{ id: 'corp', label: 'Corp SSO' }], passwordSignUp } });
}

describe('signing in with a provider, on the account forms', () => {
  it('offers a link per provider under the login form, to where the server starts the sign-in', async () => {
    offerProviders();
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Sign in with Corp SSO' }, renderTimeout);
    expect(link).toHaveAttribute('href', 'http://localhost/api/auth/oidc/corp/start');
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
  });

  it('offers none where no provider is configured', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' }, renderTimeout);
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'account_exists', 'An account already uses this e-mail address. Sign in with its password, then link Corp SSO in Account Settings on your profile.'],
    ['en', 'denied', 'You cancelled the sign-in at Corp SSO. Nothing was changed.'],
    ['es', 'expired', 'Ese inicio de sesión caducó o ya se usó. Inténtalo de nuevo.'],
    ['es', 'failed', 'No se pudo verificar la respuesta de Corp SSO, así que no has iniciado sesión. Inténtalo de nuevo.'],
    ['en', 'email_unverified', 'Corp SSO has not verified the e-mail address it gave, so no account was created with it. Verify it at Corp SSO, then try again.'],
    ['es', 'email_unverified', 'Corp SSO no ha verificado la dirección de correo que dio, así que no se ha creado ninguna cuenta con ella. Verifícala en Corp SSO y vuelve a intentarlo.'],
    ['en', 'email_invalid', 'Corp SSO gave an e-mail address that is not valid here, so no account was created with it.'],
    ['es', 'email_invalid', 'Corp SSO dio una dirección de correo que aquí no es válida, así que no se ha creado ninguna cuenta con ella.'],
  ] as const)('says why a sign-in came back without a session (%s, %s)', async (language, failure, text) => {
    offerProviders();
    renderApp(`/login?sign_in_error=${failure}&provider=corp`, { language });
    expect(await screen.findByText(text, undefined, renderTimeout)).toBeInTheDocument();
  });

  it('ignores an error it does not know', async () => {
    offerProviders();
    renderApp('/login?sign_in_error=<script>&provider=corp');
    await screen.findByRole('link', { name: 'Sign in with Corp SSO' }, renderTimeout);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the register page to the providers where password sign-up is off', async () => {
    offerProviders(false);
    renderApp('/register', { language: 'es' });
    expect(await screen.findByText('El registro con contraseña está desactivado aquí.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión con Corp SSO' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Contraseña/)).not.toBeInTheDocument();
  });
});
