import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEST_API_KEY, TEST_KEY, testUser } from '../../testing/handlers/auth';
import { refusal } from '../../testing/handlers/errors';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

async function openLogin(language: 'en' | 'es' = 'en') {
  const view = renderApp('/login', { language });
  // The lazy page's first import can take longer than the default second on a busy machine.
  await screen.findByRole('heading', { name: language === 'en' ? 'Login' : 'Iniciar sesión' }, renderTimeout);
  return view;
}

describe('Login validation', () => {
  it('asks for the e-mail and the password', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
  });

  it('rejects an invalid e-mail', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
  });

  it('shows the messages in Spanish', async () => {
    const { user } = await openLogin('es');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Correo electrónico/));
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Introduce tu correo electrónico')).toBeInTheDocument();
  });
});

describe('Login', () => {
  it('signs in, keeps key and api_key in memory, loads the user and goes to /profile', async () => {
    const { user, store, location } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), testUser.email);
    await user.type(screen.getByLabelText(/Password/), testUser.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful', {}, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument(), renderTimeout);
    await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
    expect(store.getState().session).toMatchObject({ isAuthenticated: true, key: TEST_KEY, api_key: TEST_API_KEY });
    await screen.findByRole('link', { name: 'Profile' }, renderTimeout);
    expect(store.getState().session.user?.email).toBe(testUser.email);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(TEST_KEY);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(TEST_KEY);
  });

  it('shows the first non_field_errors entry when the server rejects the credentials', async () => {
    const { user, store } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), testUser.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Unable to log in with provided credentials.', {}, renderTimeout)).toBeInTheDocument();
    expect(store.getState().session.isAuthenticated).toBe(false);
  });

  it("says 'Login failed' when the answer has no non_field_errors", async () => {
    server.use(http.post('*/api/auth/login/', () => refusal(500, 'server_error')));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), testUser.email);
    await user.type(screen.getByLabelText(/Password/), testUser.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed', {}, renderTimeout)).toBeInTheDocument();
  });

  it("says the server's refusal of the credentials in Spanish to a Spanish reader (issue 61)", async () => {
    const { user } = await openLogin('es');
    await user.type(screen.getByLabelText(/Correo electrónico/), testUser.email);
    await user.type(screen.getByLabelText(/Contraseña/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se puede iniciar sesión con las credenciales proporcionadas.', {}, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('Unable to log in with provided credentials.')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Login', 'Too many attempts. Try again in 60 minutes.'],
    ['es', 'Iniciar sesión', 'Demasiados intentos. Vuelve a intentarlo dentro de 60 minutos.'],
  ] as const)('says when to try again past the attempt limit (%s, issue 61)', async (language, submit, text) => {
    server.use(http.post('*/api/auth/login/', () => refusal(429, 'too_many_attempts', { seconds: 3582 })));
    const { user } = await openLogin(language);
    await user.type(screen.getByLabelText(/Email|Correo electrónico/), testUser.email);
    await user.type(screen.getByLabelText(/Password|Contraseña/), testUser.password);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(text, {}, renderTimeout)).toBeInTheDocument();
  });

  it('never asks for a refresh when the login itself answers 401', async () => {
    const refresh = jest.fn();
    server.use(
      http.post('*/api/auth/login/', () => HttpResponse.json({ detail: 'No.' }, { status: 401 })),
      http.post('*/api/auth/token/refresh/', () => {
        refresh();
        return HttpResponse.json({ detail: 'No.' }, { status: 401 });
      }),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), testUser.email);
    await user.type(screen.getByLabelText(/Password/), testUser.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed', {}, renderTimeout)).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('Login without the app (issue 63)', () => {
  it('is a real form: a POST to /login with named fields, which the server answers without JavaScript', async () => {
    await openLogin();
    const form = screen.getByRole('button', { name: 'Login' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/login');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('name', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows why the server sent the form back, in the reader's language", async () => {
    renderApp('/login?form_error=invalid_credentials', { language: 'es' });
    expect(await screen.findByRole('alert', {}, renderTimeout)).toHaveTextContent('No se puede iniciar sesión con las credenciales proporcionadas.');
  });

  it("drops the server's reasons once the reader sends the form again, with the app's own answer in their place", async () => {
    const { user } = renderApp('/login?form_error=email_required');
    expect(await screen.findByRole('alert', {}, renderTimeout)).toHaveTextContent('Enter your email');
    await user.type(screen.getByLabelText(/Email/), testUser.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Unable to log in with provided credentials.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
  });

  it('shows each reason once, and none it does not know', async () => {
    renderApp('/login?form_error=email_required&form_error=password_required&form_error=email_required&form_error=nonsense');
    const alert = await screen.findByRole('alert', {}, renderTimeout);
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Enter your email', 'Enter your password']);
  });

  it('shows no reasons on a form the server did not send back', async () => {
    await openLogin();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
