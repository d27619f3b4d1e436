import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authState, testUser } from '../../testing/handlers/auth';
import { fieldErrors, refusal } from '../../testing/handlers/errors';
import { renderApp } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

async function openRegister(language: 'en' | 'es' = 'en') {
  const view = renderApp('/register', { language });
  // The lazy page's first import can take longer than the default second on a busy machine.
  await screen.findByRole('heading', { name: language === 'en' ? 'Register' : 'Registrarse' }, renderTimeout);
  const fill = async (email: string, password: string, confirm: string) => {
    if (email) await view.user.type(screen.getByLabelText(/Email|Correo electrónico/), email);
    if (password) await view.user.type(screen.getByLabelText(/^(Password|Contraseña)/), password);
    if (confirm) await view.user.type(screen.getByLabelText(/Confirm password|Confirmar contraseña/), confirm);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: language === 'en' ? 'Register' : 'Registrarse' }));
  return { ...view, fill, submit };
}

describe('Register validation', () => {
  it('asks for e-mail, password and confirmation', async () => {
    const { submit } = await openRegister();
    await submit();
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Confirm your password')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('rejects an invalid e-mail and a confirmation that differs', async () => {
    const { fill, submit } = await openRegister();
    await fill('nope', 'secret-one', 'secret-two');
    await submit();
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows the messages in Spanish', async () => {
    const { fill, submit } = await openRegister('es');
    await submit();
    expect(await screen.findByText('Introduce tu correo electrónico')).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña')).toBeInTheDocument();
    expect(screen.getByText('Confirma tu contraseña')).toBeInTheDocument();
    await fill('nope', 'uno', 'dos');
    await submit();
    expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });
});

describe('Register', () => {
  it('registers, logs in automatically with the same e-mail and password and goes to /profile', async () => {
    const registered = jest.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/autenticacion/registro/')) void request.clone().json().then(registered);
    });
    const { fill, submit, location, store } = await openRegister();
    await fill('grace@example.com', 'a long passphrase', 'a long passphrase');
    await submit();

    expect(await screen.findByText('Registration successful!', {}, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument(), renderTimeout);
    await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
    expect(store.getState().session.isAuthenticated).toBe(true);
    expect(authState.signedIn?.email).toBe('grace@example.com');
    expect(registered).toHaveBeenCalledWith({ email: 'grace@example.com', password1: 'a long passphrase', password2: 'a long passphrase' });
    server.events.removeAllListeners();
  });

  it('says so when the automatic login fails after a successful registration', async () => {
    server.use(
      http.post('*/api/auth/login/', () => HttpResponse.json({ non_field_errors: ['Unable to log in with provided credentials.'] }, { status: 400 })),
    );
    const { fill, submit, location } = await openRegister();
    await fill('grace@example.com', 'a long passphrase', 'a long passphrase');
    await submit();

    expect(await screen.findByText('Registration successful!', {}, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByText('An error occurred while logging in. Please try again.', {}, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/register'), renderTimeout);
  });

  it("shows the server's field errors as 'field: message', the field named as the form labels it", async () => {
    const { fill, submit } = await openRegister();
    await fill(testUser.email, 'a long passphrase', 'a long passphrase');
    await submit();
    expect(await screen.findByText('Email: A user is already registered with this e-mail address.', {}, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText('Registration successful!')).not.toBeInTheDocument();
  });

  it("shows the server's field errors in Spanish to a Spanish reader, a message it does not know as sent", async () => {
    server.use(
      http.post('*/api/autenticacion/registro/', () =>
        fieldErrors({
          password1: [['password_too_short', { min: 8 }], 'Something new the server says.'],
          non_field_errors: [['passwords_differ']],
        }),
      ),
    );
    const { fill, submit } = await openRegister('es');
    await fill('ada@example.com', 'short', 'short');
    await submit();
    expect(await screen.findByText('Contraseña: Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.', {}, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Contraseña: Something new the server says.')).toBeInTheDocument();
    expect(screen.getByText('Las dos contraseñas no coinciden.')).toBeInTheDocument();
  });

  // A 1,030-character password is refused by the server's length rule, which the form does not check.
  const tooLong = () => fieldErrors({ password1: [['too_long', { max: 1024 }]], password2: [['too_long', { max: 1024 }]] });
  it.each([
    ['en', ['Password: Ensure this field has no more than 1024 characters.', 'Confirm password: Ensure this field has no more than 1024 characters.']],
    ['es', ['Contraseña: Asegúrate de que este campo no tenga más de 1024 caracteres.', 'Confirmar contraseña: Asegúrate de que este campo no tenga más de 1024 caracteres.']],
  ] as const)("says the server's length rule in the reader's language (%s, issue 61)", async (language, texts) => {
    server.use(http.post('*/api/autenticacion/registro/', tooLong));
    const { fill, submit } = await openRegister(language);
    await fill('grace@example.com', 'a long passphrase', 'a long passphrase');
    await submit();
    for (const text of texts) expect(await screen.findByText(text, {}, renderTimeout)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Too many attempts. Try again in 60 minutes.'],
    ['es', 'Demasiados intentos. Vuelve a intentarlo dentro de 60 minutos.'],
  ] as const)('says when to try again past the sign-up limit, without a raw key (%s, issue 61)', async (language, text) => {
    server.use(http.post('*/api/autenticacion/registro/', () => refusal(429, 'too_many_attempts', { seconds: 3582 })));
    const { fill, submit } = await openRegister(language);
    await fill('grace@example.com', 'a long passphrase', 'a long passphrase');
    await submit();
    expect(await screen.findByText(text, {}, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByText(/^detail:/)).not.toBeInTheDocument();
  });

  it('logs a refused registration, as a failed search is logged, besides showing it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fill, submit } = await openRegister();
    await fill(testUser.email, 'a long passphrase', 'a long passphrase');
    await submit();
    expect(await screen.findByText('Email: A user is already registered with this e-mail address.', {}, renderTimeout)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Registration failed',
      expect.objectContaining({ status: 400, data: { email: ['A user is already registered with this e-mail address.'] } }),
    );
    logged.mockRestore();
  });

  it('reports an unknown error when the server cannot be reached', async () => {
    server.use(http.post('*/api/autenticacion/registro/', () => HttpResponse.error()));
    const { fill, submit } = await openRegister();
    await fill('grace@example.com', 'a long passphrase', 'a long passphrase');
    await submit();
    expect(await screen.findByText('An unknown error occurred. Please try again.', {}, renderTimeout)).toBeInTheDocument();
  });
});

describe('Register without the app (issue 63)', () => {
  it('is a real form: a POST to /register with named fields, which the server answers without JavaScript', async () => {
    await openRegister();
    const form = screen.getByRole('button', { name: 'Register' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/register');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('name', 'password');
    expect(screen.getByLabelText(/Confirm password/)).toHaveAttribute('name', 'confirmPassword');
  });

  it("shows every reason the server sent the form back for, in the reader's language", async () => {
    renderApp('/register?form_error=password_too_short&form_error=password_numeric', { language: 'es' });
    const alert = await screen.findByRole('alert', {}, renderTimeout);
    expect(alert).toHaveTextContent('Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.');
    expect(alert).toHaveTextContent('Esta contraseña es solo numérica.');
  });
});
