import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { violations } from './axe';
import { appTookOver, freePort, launchBrowser, registerAndLogin, type RunningServer, startServer } from './harness';

jest.setTimeout(120_000);

const CLIENT_ID = 'movie-browser-e2e';
const CLIENT_SECRET = 'e2e-client-secret';

/** e2e/oidc/test-provider.mjs on `port`, ready once it says so. */
async function startProvider(port: number, redirectUri: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, 'oidc', 'test-provider.mjs'), String(port), CLIENT_ID, CLIENT_SECRET, redirectUri], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the test provider exited (${code}): ${output}`)));
  });
  return child;
}

describe('signing in with an OpenID Connect provider, through its own login page', () => {
  let provider: ChildProcess;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // A second provider whose issuer nobody answers at.
    const [providerPort, serverPort, silentPort] = [await freePort(), await freePort(), await freePort()];
    provider = await startProvider(providerPort, `http://127.0.0.1:${serverPort}/api/auth/oidc/idp/callback`);
    [server, browser] = await Promise.all([
      startServer(
        {
          OIDC_PROVIDERS: 'idp,down',
          OIDC_DOWN_ISSUER: `http://localhost:${silentPort}`,
          OIDC_DOWN_CLIENT_ID: CLIENT_ID,
          OIDC_DOWN_CLIENT_SECRET: CLIENT_SECRET,
          OIDC_DOWN_LABEL: 'Old SSO',
          OIDC_IDP_ISSUER: `http://localhost:${providerPort}`,
          OIDC_IDP_CLIENT_ID: CLIENT_ID,
          OIDC_IDP_CLIENT_SECRET: CLIENT_SECRET,
          OIDC_IDP_LABEL: 'Test ID',
        },
        serverPort,
      ),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    provider?.kill();
  });
  afterEach(() => context?.close());

  const open = async (url: string, locale = 'en-US', colorScheme: 'light' | 'dark' = 'light') => {
    context = await browser.newContext({ locale, colorScheme });
    page = await context.newPage();
    await page.goto(`${server.baseUrl}${url}`);
    await appTookOver(page);
  };
  /** At the provider: its development login page (any name, any password), then its consent page. */
  const signInAtProvider = async (name: string) => {
    await page.waitForURL(/localhost:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill(name);
    await page.locator('input[name="password"]').fill('anything');
    await page.locator('button[type="submit"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
  };

  it('creates an account on a first sign-in and lands on the profile, signed in as a password login would be', async () => {
    await open('/login');
    await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
    await signInAtProvider('alice');
    await page.waitForURL(`${server.baseUrl}/profile`);
    await page.getByText('alice@idp.example', { exact: true }).waitFor();
    // Every cookie of the server, whatever its path.
    const cookies = Object.fromEntries((await context.cookies()).filter(({ domain }) => domain === '127.0.0.1').map((cookie) => [cookie.name, cookie]));
    expect(cookies.access).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.refresh).toMatchObject({ httpOnly: true, path: '/api/auth/' });
    expect(cookies.sign_in_state).toBeUndefined();
    // Its one way in: Account Settings keeps it.
    await page.getByRole('button', { name: 'Remove Test ID' }).click();
    await page.getByText('This is your only way to sign in: link another provider before removing it.').waitFor();
  });

  it.each([
    ['en-US', 'light'],
    ['es-ES', 'dark'],
  ] as const)('passes axe with a provider and a failed sign-in on the login page (%s, %s)', async (locale, colorScheme) => {
    await open('/login?sign_in_error=account_exists&provider=idp', locale, colorScheme);
    await page.getByRole('link', { name: /Test ID/ }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('comes back to /login saying so, in Spanish, when the person turns the provider down', async () => {
    await open('/login', 'es-ES');
    await page.getByRole('link', { name: 'Iniciar sesión con Test ID' }).click();
    await page.waitForURL(/\/interaction\//);
    // The development login page's own way out: the provider answers access_denied.
    await page.getByRole('link', { name: /Cancel|Abort/i }).click();
    await page.waitForURL(/\/login\?sign_in_error=denied/);
    await page.getByText('Cancelaste el inicio de sesión en Test ID. No se ha cambiado nada.').waitFor();
    expect((await context.cookies(server.baseUrl)).map(({ name }) => name)).not.toContain('access');
  });

  it('creates no account from an e-mail the provider has not verified, and says so in Spanish', async () => {
    await open('/login', 'es-ES');
    await page.getByRole('link', { name: 'Iniciar sesión con Test ID' }).click();
    await signInAtProvider('unverified-carol');
    await page.waitForURL(/\/login\?sign_in_error=email_unverified&provider=idp/);
    await page
      .getByText('Test ID no ha verificado la dirección de correo que dio, así que no se ha creado ninguna cuenta con ella. Verifícala en Test ID y vuelve a intentarlo.')
      .waitFor();
    expect((await context.cookies(server.baseUrl)).map(({ name }) => name)).not.toContain('access');
  });

  it('comes back to /login saying a provider that does not answer could not be reached', async () => {
    await open('/login');
    await page.getByRole('link', { name: 'Sign in with Old SSO' }).click();
    await page.waitForURL(/\/login\?sign_in_error=unreachable&provider=down/);
    await page.getByText('Old SSO could not be reached. Try again later, or sign in with your password.').waitFor();
  });

  it('signs nobody in from a callback this browser did not start', async () => {
    await open('/login');
    await page.goto(`${server.baseUrl}/api/auth/oidc/idp/callback?code=stolen&state=not-this-browsers`);
    await page.getByText('That sign-in expired or was already used. Please try again.').waitFor();
    expect((await context.cookies(server.baseUrl)).map(({ name }) => name)).not.toContain('access');
  });

  it('links the provider to a password account from Account Settings, signs in with it, and removes it', async () => {
    context = await browser.newContext({ locale: 'en-US' });
    const { email } = await registerAndLogin(context, server.baseUrl);
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/profile`);
    await appTookOver(page);
    // From here through the service worker, as for anyone who came back: with navigation preload
    // on, a navigation it left alone reached the server twice, and a callback is good once.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await appTookOver(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('button', { name: 'Link Test ID' }).click();
    await signInAtProvider('bob');
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText('Test ID is now linked: you can sign in with it.').waitFor();
    await page.getByText('Linked as bob@idp.example').waitFor();
    expect(await violations(page)).toEqual([]);

    // Signed out, the provider's account opens this one.
    await context.clearCookies({ domain: '127.0.0.1' });
    await page.goto(`${server.baseUrl}/login`);
    await appTookOver(page);
    await page.getByRole('link', { name: 'Sign in with Test ID' }).click();
    // The provider remembers bob: straight back, or its consent page first.
    await page.waitForURL((url) => url.pathname === '/profile' || url.pathname.startsWith('/interaction/'));
    if (new URL(page.url()).pathname.startsWith('/interaction/')) await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByText(email).waitFor();

    await page.getByRole('button', { name: 'Remove Test ID' }).click();
    await page.getByText('Test ID is no longer linked.').waitFor();
    await page.getByRole('button', { name: 'Link Test ID' }).waitFor();
  });
});
