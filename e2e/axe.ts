import fs from 'node:fs';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

/** axe-core in the page, every rule it runs by default; the violations, one line each. */
export async function violations(page: Page): Promise<string[]> {
  // A snackbar or dialog still sliding or fading in would be judged on its half-drawn colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated over DevTools rather than as a <script>: the app's CSP rightly refuses inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)}`).join(', ')}`,
  );
}
