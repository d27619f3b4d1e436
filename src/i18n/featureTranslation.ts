import { useTranslation } from 'react-i18next';
import type { CustomTypeOptions } from 'i18next';

type Namespace = Exclude<keyof CustomTypeOptions['resources'], 'translation'>;
type Bundles<N extends Namespace> = Record<'en' | 'es', CustomTypeOptions['resources'][N]>;

/**
 * A feature's texts in their own namespace: they download with that feature's chunk instead of
 * with every first visit, and join the i18n instance the first time one of its screens renders.
 * Each namespace is declared in i18next.d.ts and checked for matching keys in i18n.test.ts.
 */
export function featureTranslation<N extends Namespace>(namespace: N, bundles: Bundles<N>) {
  return function useFeatureTranslation() {
    const { i18n } = useTranslation();
    for (const [language, bundle] of Object.entries(bundles)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
    }
    return useTranslation(namespace);
  };
}
