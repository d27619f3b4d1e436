import { launchBrowser, registerAndLogin, startServer } from '../e2e/harness';

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  for (const [locale, scheme] of [['es-ES', 'dark'], ['en-US', 'light']] as const) {
    const context = await browser.newContext({ locale, colorScheme: scheme, viewport: { width: 360, height: 740 } });
    await registerAndLogin(context, server.baseUrl);
    for (const route of ['/', '/profile', '/movie/900000370', '/person/953144592']) {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (r) => r.abort());
      await page.goto(`${server.baseUrl}${route}`);
      await page.waitForTimeout(300);
      const name = route.replace(/\W+/g, '_');
      await page.screenshot({ path: `/tmp/skel-${scheme}-${locale}${name}.png` });
      await page.close();
    }
    await context.close();
  }
  await browser.close();
  await server.stop();
}
void main();
