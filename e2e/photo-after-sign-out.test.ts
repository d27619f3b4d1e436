import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { appTookOver, registerAndLogin, serverAndBrowser } from './harness';

jest.setTimeout(120_000);

/**
 * The profile photo does not outlive sign-out (issue 61): once its owner has logged out, the
 * browser neither shows it from its cache nor keeps it, online or offline, for whoever uses the
 * browser next.
 */
describe('the profile photo after sign-out in a real browser', () => {
  const running = serverAndBrowser();
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await running.browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  const url = (path: string) => `${running.server.baseUrl}${path}`;
  /** The photo as the page would fetch it, with the given cache mode: its status and whether a body came. */
  const fetchPhoto = (photo: string, cache: RequestCache) =>
    page.evaluate(
      async ([path, mode]) => {
        // same-origin: only-if-cached allows no other mode.
        const res = await fetch(path, { cache: mode, mode: 'same-origin' });
        return { status: res.status, type: res.headers.get('content-type') };
      },
      [photo, cache] as const,
    );

  it('is not served from the browser cache once its owner has logged out', async () => {
    await registerAndLogin(context, running.server.baseUrl);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const uploaded = await context.request.post(url('/api/actualizar-foto-de-perfil/'), {
      headers: { origin: running.server.baseUrl },
      multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    });
    expect(uploaded.status()).toBe(200);
    const { profile_picture: photo } = (await uploaded.json()) as { profile_picture: string };

    // The profile shows the photo: the browser now holds it.
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    const picture = page.getByRole('img', { name: 'Profile picture' }).first();
    await page.waitForFunction((element) => (element as HTMLImageElement | null)?.naturalWidth !== 0, await picture.elementHandle());
    await expect(fetchPhoto(photo, 'default')).resolves.toEqual({ status: 200, type: 'image/webp' });

    await appTookOver(page);
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/login');

    // Asked again, the server refuses it; nor does the browser still hold a copy it could show
    // without asking (as offline, or a page that prefers the cache).
    await expect(fetchPhoto(photo, 'default')).resolves.toEqual({ status: 401, type: 'application/json; charset=utf-8' });
    await expect(fetchPhoto(photo, 'force-cache')).resolves.toEqual({ status: 401, type: 'application/json; charset=utf-8' });
    await expect(fetchPhoto(photo, 'only-if-cached').catch(() => 'not held')).resolves.toBe('not held');
    const opened = await page.goto(url(photo));
    expect(opened?.status()).toBe(401);

    // The service worker keeps none of it either.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls.filter((path) => path.startsWith('/api/'));
    });
    expect(kept).toEqual([]);
  });
});
