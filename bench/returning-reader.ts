/**
 * `npm run bench:returning`: what a reader back after the access cookie's 15 minutes sees, and
 * when, in Debian's Chromium with the CPU four times slower: a film's page opened with the
 * session's other cookies (the signed-in hint, the refresh cookie) and the scripts in the
 * browser's cache, as the day before left them. The server renews the session on the way
 * (GET /api/auth/token/refresh/?next=, docs/API.md) and renders the page. Writes the "A returning
 * reader's first screen" section of docs/PERFORMANCE.md.
 *
 * Environment: BENCH_RETURNING_RUNS (7), each after one run that is not counted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appTookOver, launchBrowser, registerAndLogin, startServer } from '../e2e/harness';
import { cpuModel, replaceSection, ROOT } from './support';

const RUNS = Number(process.env.BENCH_RETURNING_RUNS ?? 7);
const GODFATHER = 900000370;
const TITLE = 'The Godfather';
const HEADING = "## A returning reader's first screen";

interface Run {
  /** First contentful paint. */
  fcp: number;
  /** The film's title in the page. */
  title: number;
  /** Largest contentful paint. */
  lcp: number;
  /** The app has hydrated the page (appTookOver). */
  app: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const runs: Run[] = [];
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      // A new account each time: the server takes 10 registrations an hour from one address.
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 } });
      await registerAndLogin(context, server.baseUrl);
      const page = await context.newPage();
      const url = `${server.baseUrl}/movie/${GODFATHER}`;
      await page.goto(url);
      await appTookOver(page);
      await context.clearCookies({ name: 'access' });
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('about:blank');
      await page.goto(url, { waitUntil: 'commit' });
      const titleShown = await page.waitForFunction(
        (title) => ([...document.querySelectorAll('h1')].some((heading) => heading.textContent === title) ? performance.now() : 0),
        TITLE,
        { polling: 'raf' },
      );
      const title = (await titleShown.jsonValue()) as number;
      await appTookOver(page);
      const app = await page.evaluate(() => performance.now());
      const paints = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, lcp: entries[entries.length - 1]?.startTime ?? 0 });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (run > 0) runs.push({ title, app, ...paints });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const rows: Array<[string, keyof Run]> = [
    ['First contentful paint', 'fcp'],
    ["The film's title in the page", 'title'],
    ['Largest contentful paint', 'lcp'],
    ['The app has taken the page over', 'app'],
  ];
  const section = [
    HEADING,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:returning\` (bench/returning-reader.ts) on ${os.availableParallelism()} cores ` +
      `(${cpuModel()}), Node ${process.version}, Debian's Chromium with the CPU 4x slower, the network local: a film's page ` +
      "opened by a reader whose access cookie has expired (the signed-in hint, the refresh cookie and the browser's cache as a visit " +
      `the day before left them). Milliseconds from the navigation's start, median of ${RUNS} runs (each run's value in the last column).`,
    '',
    '| Moment | median ms | runs |',
    '|---|---:|---|',
    ...rows.map(([name, key]) => `| ${name} | ${Math.round(median(runs.map((run) => run[key])))} | ${runs.map((run) => Math.round(run[key])).join(', ')} |`),
    '',
  ].join('\n');
  const file = path.join(ROOT, 'docs', 'PERFORMANCE.md');
  await fs.writeFile(file, replaceSection(await fs.readFile(file, 'utf8'), HEADING, section));
  process.stdout.write(`${section}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
