import type { BrowserContext, Page } from 'playwright-core';
import { registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(120_000);

const languages = [
  { language: 'English', lng: 'en', locale: 'en-US', headings: { '/login': 'Login', '/register': 'Register', '/profile': 'My Profile' } },
  { language: 'Spanish', lng: 'es', locale: 'es-ES', headings: { '/login': 'Iniciar sesión', '/register': 'Registrarse', '/profile': 'Mi perfil' } },
] as const;

type GuestPath = '/login' | '/register';
const guestPaths: GuestPath[] = ['/login', '/register'];

/**
 * A fresh load of /login or /register (a new tab, a bookmark, a reload): docs/PRODUCT.md §2.2
 * and §6.4. The signed-in hint cookie decides whether the page asks for the session at all.
 */
describe.each(languages)('a fresh load of /login and /register in $language', ({ lng, locale, headings }) => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;
  /** Every answer of 400 or more the page received. */
  let failures: string[];
  let sessionChecks: number;

  beforeEach(async () => {
    context = await running.browser.newContext({ locale });
    page = await context.newPage();
    failures = [];
    sessionChecks = 0;
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      if (response.url().endsWith('/api/auth/user/')) sessionChecks += 1;
    });
  });
  afterEach(() => context?.close());

  const url = (path: string) => `${running.server.baseUrl}${path}?lng=${lng}`;
  const hint = async () => (await context.cookies(running.server.baseUrl)).find((cookie) => cookie.name === 'signed_in');

  /** The form, once the page has nothing more to load, with no message shown. */
  async function expectTheForm(path: GuestPath) {
    await page.getByRole('heading', { name: headings[path], level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.getByRole('alert').count()).toBe(0);
  }

  it.each(guestPaths)('sends a signed-in person who opens %s to the profile', async (path) => {
    await registerAndLogin(context, running.server.baseUrl);
    expect(await hint()).toEqual(expect.objectContaining({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' }));

    await page.goto(url(path));
    await page.waitForURL((address) => address.pathname === '/profile');
    await page.getByRole('heading', { name: headings['/profile'], level: 1 }).waitFor();
    expect(failures).toEqual([]);
  });

  it.each(guestPaths)('shows a visitor the form at %s without asking for a session', async (path) => {
    await page.goto(url(path));
    await expectTheForm(path);
    expect(sessionChecks).toBe(0);
    expect(failures).toEqual([]);
  });

  it('shows the form after a logout, with no failing request', async () => {
    await registerAndLogin(context, running.server.baseUrl);
    await context.request.post(`${running.server.baseUrl}/api/auth/logout/`, { headers: { origin: running.server.baseUrl } });
    expect(await hint()).toBeUndefined();

    await page.goto(url('/login'));
    await expectTheForm('/login');
    expect(sessionChecks).toBe(0);
    expect(failures).toEqual([]);
  });

  it('shows the form to a stale hint without a message, and forgets the hint', async () => {
    await context.addCookies([{ name: 'signed_in', value: '1', url: running.server.baseUrl, sameSite: 'Lax' }]);

    await page.goto(url('/login'));
    await expectTheForm('/login');
    // Only the server could tell the hint was stale: it tried to renew the session on the way, and forgot the hint.
    expect(await hint()).toBeUndefined();
    expect(sessionChecks).toBe(0);
    expect(failures).toEqual([]);
  });
});
