import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';

/** 'YYYY-MM-DD' as the UI language writes a day ("23 November 2026", "23 de noviembre de 2026"); the day, not a moment, so no time zone moves it. */
export function useLongDate(): (day: string) => string {
  const { i18n } = useFilmLogTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
