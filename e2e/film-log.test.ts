import type { BrowserContext, Page } from 'playwright-core';
import { violations } from './axe';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(240_000);

/**
 * Issue 13's film log on the built server: a film marked watched with a rating shows in the
 * Diary; a new list gets the film and a share link that a signed-out browser opens read-only
 * until the owner revokes it.
 */
describe('the film log in a real browser', () => {
  const running = serverAndBrowser();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function newPage(signedIn: boolean): Promise<Page> {
    const context = await running.browser.newContext({ colorScheme: 'dark', locale: 'en-US', viewport: { width: 360, height: 800 } });
    contexts.push(context);
    if (signedIn) await registerAndLogin(context, running.server.baseUrl);
    return context.newPage();
  }

  it('marks a film watched with a rating, finds it in the Diary, lists it, shares the list signed out and revokes the link', async () => {
    const { baseUrl } = running.server;
    const page = await newPage(true);

    await page.goto(`${baseUrl}/movieSearch?lng=en`);
    // The server renders the page: the search opens once the app has taken it over.
    await appTookOver(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Typed into the focused box, as in browsing.test.ts: fill() could write into the stand-in input after it made way for the field.
    await page.keyboard.type('the godfather');
    await page.getByRole('link', { name: /The Godfather 1972/ }).first().click();
    await page.waitForURL(/\/movie\/\d+$/);
    const filmUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();

    const log = page.getByRole('region', { name: 'Your log' });
    await log.getByText('Not watched yet').waitFor();
    await log.getByRole('button', { name: 'Mark watched' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log The Godfather' });
    // MUI Rating's radios are visually hidden behind the stars: the click goes to the radio itself.
    await dialog.getByRole('radio', { name: '4.5 stars' }).dispatchEvent('click');
    await dialog.getByRole('radio', { name: '4.5 stars', checked: true }).waitFor({ state: 'attached' });
    await dialog.getByRole('textbox', { name: 'Note (private)' }).fill('Seen in a real browser.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await log.getByText(/^Watched once, last on /).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.goto(`${baseUrl}/profile`);
    const diary = page.getByRole('region', { name: 'Diary' });
    await diary.getByRole('link', { name: 'The Godfather' }).waitFor();
    await diary.getByRole('img', { name: '4.5 stars' }).waitFor();
    await diary.getByText('Seen in a real browser.').waitFor();
    await page.getByRole('region', { name: 'Stats' }).getByRole('table', { name: 'Films by genre' }).waitFor({ state: 'attached' });
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Your lists' }).first().click();
    await page.waitForURL('**/lists');
    await page.getByRole('button', { name: 'New list' }).click();
    const form = page.getByRole('dialog', { name: 'New list' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Family business');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Family business' }).waitFor();

    await page.goto(filmUrl);
    // The server rendered the button: it does something once the app has taken the page over.
    await appTookOver(page);
    await page.getByRole('button', { name: 'Add The Godfather to a list' }).click();
    const item = page.getByRole('menuitemcheckbox', { name: 'Family business' });
    await page.waitForFunction(() => [...document.querySelectorAll('[role="menuitemcheckbox"]')].some((node) => node.getAttribute('aria-disabled') !== 'true'));
    await item.click();
    await page.getByRole('menuitemcheckbox', { name: 'Family business', checked: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/lists`);
    await page.getByRole('link', { name: 'Family business' }).click();
    await page.getByRole('list', { name: 'Films on the list' }).getByRole('link', { name: 'The Godfather' }).waitFor();
    await page.getByRole('button', { name: 'Create share link' }).click();
    const shareLink = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(shareLink).toMatch(new RegExp(`^${baseUrl}/shared/[A-Za-z0-9_-]{43}$`));
    expect(await violations(page)).toEqual([]);

    const visitor = await newPage(false);
    await visitor.goto(shareLink);
    await visitor.getByRole('heading', { level: 1, name: 'Family business' }).waitFor();
    await visitor.getByRole('list', { name: 'Family business' }).getByText('The Godfather', { exact: true }).waitFor();
    expect(await visitor.content()).not.toContain('@example.com');
    expect(await violations(visitor)).toEqual([]);

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await page.getByRole('button', { name: 'Create share link' }).waitFor();
    await visitor.reload();
    await visitor.getByText('This link does not open a list: it may have been revoked.').waitFor();
  });
});
