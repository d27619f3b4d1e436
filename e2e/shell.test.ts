import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(120_000);

describe('the app shell in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    // A light system preference, so the theme's starting point is known.
    context = await running.browser.newContext({ colorScheme: 'light', locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const bodyTheme = () => page.evaluate(() => document.body.getAttribute('data-theme'));
  const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('sends a visitor from / to the login card', async () => {
    await page.goto(`${running.server.baseUrl}/`);
    await page.waitForURL('**/login');
    // waitFor, not isVisible: the page is a lazy chunk that may still be loading.
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Password').waitFor();
    await page.getByRole('link', { name: 'Register' }).first().waitFor();
  });

  it('switches to Spanish from the header and keeps it after a reload', async () => {
    await page.goto(`${running.server.baseUrl}/login`);
    await appTookOver(page);
    const languageButton = page.getByRole('button', { name: 'Language' });
    await languageButton.waitFor();
    await expect(languageButton.textContent()).resolves.toContain('EN');

    await languageButton.click();
    await page.getByRole('menuitem', { name: 'Spanish' }).click();

    await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
    await page.getByLabel('Correo electrónico').waitFor();
    await expect(page.getByRole('button', { name: 'Idioma' }).textContent()).resolves.toContain('ES');
    await expect(page.evaluate(() => localStorage.getItem('i18nextLng'))).resolves.toBe('es');

    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Idioma' }).textContent()).resolves.toContain('ES');
  });

  it('opens in Spanish from the lng query parameter', async () => {
    await page.goto(`${running.server.baseUrl}/login?lng=es`);
    await page.getByRole('heading', { name: 'Iniciar sesión', level: 1 }).waitFor();
  });

  it('toggles to the dark theme, repaints the page and keeps it after a reload', async () => {
    await page.goto(`${running.server.baseUrl}/login`);
    const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
    await toDark.waitFor();
    await appTookOver(page);
    await expect(bodyTheme()).resolves.toBe('light');
    const lightBackground = await bodyBackground();

    await toDark.click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await expect(bodyTheme()).resolves.toBe('dark');
    await expect(bodyBackground()).resolves.not.toBe(lightBackground);
    await expect(page.evaluate(() => sessionStorage.getItem('theme'))).resolves.toBe('dark');

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await expect(bodyTheme()).resolves.toBe('dark');
    await expect(bodyBackground()).resolves.not.toBe(lightBackground);
  });

  it('starts dark when the system prefers dark and nothing is stored', async () => {
    const darkContext = await running.browser.newContext({ colorScheme: 'dark' });
    try {
      const darkPage = await darkContext.newPage();
      await darkPage.goto(`${running.server.baseUrl}/login`);
      await darkPage.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await expect(darkPage.evaluate(() => document.body.getAttribute('data-theme'))).resolves.toBe('dark');
    } finally {
      await darkContext.close();
    }
  });

  it('lets a user whose session cookies are valid stay on /', async () => {
    await registerAndLogin(context, running.server.baseUrl);
    await page.goto(`${running.server.baseUrl}/`);
    await page.getByRole('button', { name: 'Log out' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
