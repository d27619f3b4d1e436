import type { TFunction } from 'i18next';
import type { PersonSearchResult } from '../../../contract/people';
import { departmentLabel } from './departmentLabel';

/** Films named under a person, as TMDB's known_for lists a few. */
const KNOWN_FOR_TITLES = 2;

/** "Acting · The Godfather, Scarface": enough to tell two people of one name apart. */
export function knownForLine(t: TFunction<'world'>, person: PersonSearchResult): string {
  const films = person.known_for
    .slice(0, KNOWN_FOR_TITLES)
    .map((film) => film.title)
    .join(', ');
  return [departmentLabel(t, person.known_for_department), films].filter(Boolean).join(' · ');
}
