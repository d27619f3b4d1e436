import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, newCredentials, serverAndBrowser } from './harness';

jest.setTimeout(120_000);

/** Every bundle script 300 ms late, as on a slow link: a page change waits for its chunk that long. */
const delayScripts = (page: Page) =>
  page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });

/** Each text field of the page with what it holds, its type and whether the reader can see it. */
const fields = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])')].map((input) => ({
      label: input.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() ?? input.getAttribute('aria-label') ?? input.name,
      type: input.type,
      value: input.value,
      visible: input.checkVisibility() && !input.closest('[inert]'),
    })),
  );

describe('typing while the next page loads', () => {
  const running = serverAndBrowser();
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it.each([
    ["the card's", (page: Page) => page.getByRole('main').getByRole('link', { name: 'Register' })],
    ["the header's", (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Register' })],
  ])(
    'puts nothing typed right after %s Register link into the wrong field, nor a password into a plain one',
    async (_link, registerLink) => {
      context = await running.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await delayScripts(page);
      await page.goto(`${running.server.baseUrl}/login`);
      await appTookOver(page);
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').waitFor();

      const { email, password } = newCredentials();
      await registerLink(page).click();
      // At once, as a reader who knows the form does: 60 to 120 ms a key.
      await page.keyboard.type(email, { delay: 90 });
      await page.keyboard.press('Tab');
      await page.keyboard.type(password, { delay: 90 });
      await page.waitForURL('**/register');
      await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
      await appTookOver(page);

      const shown = await fields(page);
      // Never the password in a field that shows it.
      expect(shown.filter(({ type, value }) => type !== 'password' && value.includes(password))).toEqual([]);
      // What was typed is in its own field or nowhere (keys typed before the page was there are
      // lost): no field the reader cannot see, nor another field than its own, holds any of it.
      const typed: Record<string, string> = { Email: email, Password: password };
      for (const field of shown.filter(({ value }) => value !== '')) {
        expect(field.visible).toBe(true);
        expect(typed[field.label]).toContain(field.value);
      }
    },
  );
});
