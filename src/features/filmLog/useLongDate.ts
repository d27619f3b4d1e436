import { dateFormat } from '../../i18n/intlFormats';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';

const LONG_DATE = { dateStyle: 'long', timeZone: 'UTC' } as const;

/** 'YYYY-MM-DD' as the UI language writes a day ("23 November 2026", "23 de noviembre de 2026"); the day, not a moment, so no time zone moves it. */
export function useLongDate(): (day: string) => string {
  const { i18n } = useFilmLogTranslation();
  const { language } = i18n;
  return (day) => dateFormat(language, LONG_DATE).format(new Date(`${day}T00:00:00Z`));
}
