import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiLanguageOf } from '../../../contract/language';

/** The UI language of `i18n` as TMDB's `language` parameter (en → en-US, es → es-ES). */
export function apiLanguage(i18n: Pick<I18n, 'language' | 'resolvedLanguage'>): string {
  return apiLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}

/** The UI language as TMDB's `language` parameter, for a component that needs nothing else of i18n. */
export function useApiLanguage(): string {
  return apiLanguage(useTranslation().i18n);
}
