import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerErrorTexts } from './serverErrorTexts';

export type { FieldReason, ServerErrorTexts, ServerReason } from './serverErrorTexts';

/**
 * The API's reasons in the reader's language (contract/errors.ts). Their texts and code download
 * on the first failure that shows one, not with every first visit: null when they cannot come
 * (offline), and the caller shows the server's own text.
 */
export function loadServerErrorTexts(i18n: I18n): Promise<ServerErrorTexts | null> {
  return import(/* webpackChunkName: "server-errors" */ './serverErrorTexts').then(
    ({ serverErrorTexts }) => serverErrorTexts(i18n),
    () => null,
  );
}

/**
 * loadServerErrorTexts for what a page renders: null until they have arrived (the page shows the
 * server's text meanwhile), asked for only once `needed`. They speak the current language, and
 * useTranslation renders the page again when it changes.
 */
export function useServerErrorTexts(needed: boolean): ServerErrorTexts | null {
  const { i18n } = useTranslation();
  const [texts, setTexts] = useState<ServerErrorTexts | null>(null);
  useEffect(() => {
    if (!needed || texts) return;
    let current = true;
    void loadServerErrorTexts(i18n).then((loaded) => {
      if (current) setTexts(loaded);
    });
    return () => {
      current = false;
    };
  }, [needed, i18n, texts]);
  return texts;
}
