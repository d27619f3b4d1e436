import { useTranslation } from 'react-i18next';

const DEFAULT_API_LANGUAGE = 'en-US';
const apiLanguages: Partial<Record<string, string>> = { en: DEFAULT_API_LANGUAGE, es: 'es-ES' };

/** The UI language as TMDB's `language` parameter (en → en-US, es → es-ES). */
export function useApiLanguage(): string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return apiLanguages[language] ?? DEFAULT_API_LANGUAGE;
}
