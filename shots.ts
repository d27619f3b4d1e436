import { startServer, launchBrowser, registerAndLogin, appTookOver } from './e2e/harness';
(async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const variants = [
    { name: 'en-light-1280', locale: 'en-US', colorScheme: 'light' as const, viewport: { width: 1280, height: 900 } },
    { name: 'es-dark-360', locale: 'es-ES', colorScheme: 'dark' as const, viewport: { width: 360, height: 740 } },
  ];
  for (const v of variants) {
    const context = await browser.newContext({ locale: v.locale, colorScheme: v.colorScheme, viewport: v.viewport });
    await registerAndLogin(context, server.baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [label, url] of [['home', '/'], ['film', '/movie/900000370'], ['discover', '/movies'], ['profile', '/profile']]) {
      // Scripts held: what the server's HTML alone paints.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${server.baseUrl}${url}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/work/notes/screens/s27-${label}-${v.name}-html-only.png` });
      await page.unroute('**/assets/*.js');
      await page.goto(`${server.baseUrl}${url}`);
      await appTookOver(page);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/work/notes/screens/s27-${label}-${v.name}-hydrated.png` });
    }
    console.log(v.name, 'errors', errors);
    await context.close();
  }
  await browser.close();
  await server.stop();
})();
