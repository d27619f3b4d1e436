import type { i18n as I18n } from 'i18next';

/**
 * Loads the locale data of the reader's language, and of each language they switch to, in a
 * worker (intlWarmup.worker.ts), so that the first date or amount a page renders does not load
 * it on the main thread. Only ever a head start: where a worker cannot start, the page's first
 * format loads the data as before.
 */
export function warmIntlFormats(i18n: I18n): void {
  if (typeof Worker !== 'function') return;
  const warmed = new Set<string>();
  const warm = (language: string) => {
    if (warmed.has(language)) return;
    warmed.add(language);
    const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    worker.addEventListener('error', (event) => event.preventDefault());
    worker.postMessage(language);
  };
  warm(i18n.language);
  i18n.on('languageChanged', warm);
}
