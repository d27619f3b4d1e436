import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(180_000);

const axeSource = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

const languages = [
  { lng: 'en', about: 'API reference', title: 'API reference' },
  { lng: 'es', about: 'referencia de la API', title: 'Referencia de la API' },
] as const;

describe('the API reference page (/api-docs) in Chromium', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;
  /** Every request the page made, so that nothing may leave this server. */
  let requested: string[];

  beforeEach(async () => {
    context = await running.browser.newContext();
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    requested = [];
    page.on('request', (request) => void requested.push(request.url()));
  });
  afterEach(() => context?.close());

  it.each(languages)('is linked from About and renders operations from /api/openapi.json ($lng)', async ({ lng, about, title }) => {
    const { baseUrl } = running.server;
    await page.goto(`${baseUrl}/about?lng=${lng}`);
    // The server renders /about: a click before the app has taken it over would load the next
    // page anew, before the app has kept the URL's language.
    await appTookOver(page);
    await page.getByRole('link', { name: about, exact: true }).click();
    await page.waitForURL('**/api-docs**');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Swagger UI's operation blocks, read from the document the server generated.
    await page.locator('.opblock-summary-path', { hasText: '/api/auth/login/' }).first().waitFor();
    await page.locator('.opblock-summary-path', { hasText: '/3/search/movie' }).first().waitFor();
    await page.locator('.opblock-summary-path', { hasText: '/api/actualizar-foto-de-perfil/' }).first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(30);

    expect(requested.filter((url) => new URL(url).origin !== baseUrl)).toEqual([]);
    expect(requested).toContain(`${baseUrl}/api/openapi.json`);
  });

  it('is a chunk of its own: the first visit elsewhere loads none of Swagger UI', async () => {
    const { baseUrl } = running.server;
    await page.goto(`${baseUrl}/about?lng=en`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /api-reference|swagger/.test(url))).toEqual([]);
  });

  it('opens an operation with the keyboard and shows its status codes', async () => {
    await page.goto(`${running.server.baseUrl}/api-docs?lng=en`);
    const login = page.locator('.opblock-post', { hasText: '/api/auth/login/' }).first();
    await login.locator('.opblock-summary-control').focus();
    await page.keyboard.press('Enter');
    for (const code of ['200', '400', '429']) {
      await login.locator('.responses-table .response-col_status', { hasText: code }).first().waitFor();
    }
  });

  it('has no serious axe violations in our part of the page, in the dark theme at 360 px', async () => {
    await context.close();
    context = await running.browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 800 } });
    await registerAndLogin(context, running.server.baseUrl);
    page = await context.newPage();
    await page.goto(`${running.server.baseUrl}/api-docs?lng=es`);
    await page.locator('.opblock').first().waitFor();
    await page.evaluate(axeSource);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: { run(context: unknown): Promise<AxeResults> } }).axe.run({ exclude: [['.swagger-ui']] }),
    );
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
