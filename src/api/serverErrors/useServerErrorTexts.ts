import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadServerErrorTexts, type ServerErrorTexts } from './loadServerErrorTexts';

/**
 * loadServerErrorTexts for what a page renders: null until they have arrived (the page shows the
 * server's text meanwhile), asked for only once `needed`. They speak the current language, and
 * useTranslation renders the page again when it changes. Apart from the loader, so that a page
 * that only loads them on a submit (the login form) does not carry the hook.
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
