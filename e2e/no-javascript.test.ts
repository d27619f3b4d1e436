import type { BrowserContext, Page } from 'playwright-core';
import { newCredentials, serverAndBrowser } from './harness';

jest.setTimeout(120_000);

/**
 * Issue 63, "no click hijack": login, register and search are real forms that the server answers,
 * so a reader whose browser runs no scripts (or who is faster than them) still gets in and searches.
 */
describe('a reader without JavaScript', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await running.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const url = (path: string) => `${running.server.baseUrl}${path}`;

  const signIn = async (email: string, password: string) => {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };

  it('registers through the form and lands on their profile, signed in', async () => {
    const { email, password } = newCredentials();
    await page.goto(url('/register'));
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText(email).first().waitFor();
  });

  it('is told why a registration was refused, in their language', async () => {
    await context.close();
    context = await running.browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    page = await context.newPage();
    await page.goto(url('/register'));
    await page.getByLabel(/^Correo electrónico/).fill(newCredentials().email);
    await page.getByLabel(/^Contraseña/).fill('123456');
    await page.getByLabel(/^Confirmar contraseña/).fill('123456');
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/register' && address.searchParams.has('form_error'));
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain('Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.');
    await expect(alert.textContent()).resolves.toContain('Esta contraseña es solo numérica.');
    expect(page.url()).not.toContain('123456');
  });

  it('signs in through the form after a wrong password, then searches from the header', async () => {
    const { email, password } = newCredentials();
    const registered = await fetch(url('/api/autenticacion/registro/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.server.baseUrl },
      body: JSON.stringify({ email, password1: password, password2: password }),
    });
    expect(registered.status).toBe(201);

    await page.goto(url('/login'));
    await signIn(email, 'not the password');
    await page.waitForURL('**/login?form_error=invalid_credentials');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Unable to log in with provided credentials.');
    expect(page.url()).not.toContain('not%20the%20password');
    await expect(context.cookies()).resolves.not.toContainEqual(expect.objectContaining({ name: 'access' }));
    // The form comes back with the e-mail it was sent with, to its reader alone: another browser at the same address gets an empty one.
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(email);
    await expect(page.getByLabel(/^Password/).inputValue()).resolves.toBe('');
    const other = await running.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const otherPage = await other.newPage();
    await otherPage.goto(page.url());
    await otherPage.getByRole('alert').waitFor();
    await expect(otherPage.getByLabel(/^Email/).inputValue()).resolves.toBe('');
    await other.close();

    await signIn(email, password);
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    // The header's search toggle is a link to the search page, whose plain form the server answers.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/movieSearch');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Find movies and people' }).fill('godfather');
    await search.getByRole('button', { name: 'Find', exact: true }).click();
    await page.waitForURL('**/movieSearch?query=godfather');
    await page.getByText('Results for “godfather”').waitFor();
    await page.getByText('The Godfather', { exact: true }).first().waitFor();

    // The header's Log out is a form too: the server ends the session and shows the login page.
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const names = (await context.cookies()).map(({ name }) => name);
    expect(names).not.toContain('access');
    expect(names).not.toContain('refresh');
    await page.goto(url('/profile'));
    await page.waitForURL('**/login**');
  });
});
