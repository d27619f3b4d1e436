import { useTranslation } from 'react-i18next';
import en from './locales/world/en.json';
import es from './locales/world/es.json';

const WORLD_NS = 'world';
const bundles = { en, es };

/**
 * The texts of the film world's pages (person, people search, film facts, about) in their own
 * namespace: they download with those pages' chunks instead of with every first visit, and
 * join the i18n instance the first time one of them renders.
 */
export function useWorldTranslation() {
  const { i18n } = useTranslation();
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, WORLD_NS)) i18n.addResourceBundle(language, WORLD_NS, bundle);
  }
  return useTranslation(WORLD_NS);
}
