import type { TFunction } from 'i18next';

const departmentKeys: Partial<Record<string, 'person.departments.Acting' | 'person.departments.Directing'>> = {
  Acting: 'person.departments.Acting',
  Directing: 'person.departments.Directing',
};

/** TMDB's department name (English) in the reader's language where we know it, else as sent. */
export function departmentLabel(t: TFunction<'world'>, department: string): string {
  const key = departmentKeys[department];
  return key ? t(key) : department;
}
