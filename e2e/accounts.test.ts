import type { BrowserContext, Page, Response } from 'playwright-core';
import { appTookOver, newCredentials, registerAndLogin, serverAndBrowser, startServerAndBrowser } from './harness';
import { waitUntil } from './resilience/wait-until';

jest.setTimeout(120_000);

describe('accounts and sessions in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const url = (path: string) => `${running.server.baseUrl}${path}`;

  it('registers through the form, signs in automatically and lands on the profile', async () => {
    const { email, password } = newCredentials();
    await page.goto(url('/register'));
    // The app's form, not the plain one the server answers (server/routes/forms): its messages are the app's.
    await appTookOver(page);
    // The labels carry the required-field asterisk: "Email *".
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByText('Registration successful!').waitFor();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByText(email).waitFor();
  });

  it('logs out to /login, and the profile then sends the visitor back to /login', async () => {
    await registerAndLogin(context, running.server.baseUrl);
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    // The server rendered the header: its buttons work once the app has taken the page over.
    await appTookOver(page);

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/login');

    await page.goto(url('/profile'));
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
  });

  it('sends a signed-in user who goes to /login or /register to the profile', async () => {
    await registerAndLogin(context, running.server.baseUrl);
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Popular Movies' }).waitFor();
    // The heading is the HTML's before the app runs: a popstate before its router listens is lost.
    await appTookOver(page);
    for (const guestOnly of ['/login', '/register']) {
      // In-app navigation, as a link or the back button would do, with the session already known
      // (a fresh load of them: e2e/signed-in-hint.test.ts).
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, guestOnly);
      await page.waitForURL('**/profile');
      await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    }
  });

  it("takes a visitor from the login form's brand link back to the form without a request that must fail", async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(url('/login'));
    await appTookOver(page);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('link', { name: 'Movie Browser' }).click();
    await waitUntil('the home page asked for, and the form shown instead', async () => visited.includes('/') && new URL(page.url()).pathname === '/login');
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('moves focus to the main landmark of the page the login form leads to, not to the body', async () => {
    const { email, password } = await registerAndLogin(context, running.server.baseUrl);
    await context.clearCookies();
    await page.goto(url('/login'));
    await appTookOver(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    // The skeleton has the same heading and nothing to tab to: Tab from there rightly leaves the main.
    await page.getByRole('heading', { name: 'Favorite Movies' }).waitFor();
    // The page is shown in the commit that moves the focus: two frames later, where it went is final.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
    // Tab goes on from there: into the page, not back to the top of the document.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('main') !== null)).resolves.toBe(true);
  });
});

describe('a session whose access token expires while the page is open', () => {
  it('refreshes silently and keeps working', async () => {
    const { server, browser } = await startServerAndBrowser({ ACCESS_TTL: '2' });
    try {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const { email } = await registerAndLogin(context, server.baseUrl);
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('heading', { name: 'Popular Movies' }).waitFor();

      const refreshes: Response[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/auth/token/refresh/')) refreshes.push(response);
      });
      // The server's own verdict, asked outside the page so the SPA's refresh cannot run first.
      await waitUntil('the access token expired', async () => (await context.request.get(`${server.baseUrl}/api/auth/user/`)).status() === 401);
      await page.getByRole('link', { name: 'Profile' }).first().click();

      await page.getByRole('heading', { name: 'Favorite Movies' }).waitFor();
      await page.getByText(email).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      // The page shows the account from the session it already had: the refresh may still be on its way.
      await waitUntil('the session refreshed', async () => refreshes.some((response) => response.status() === 200));
      await page.getByText('You have no favorite movies yet.').waitFor();
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
