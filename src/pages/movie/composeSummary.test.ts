import { createI18n } from '../../i18n/i18n';
import worldEn from '../../i18n/locales/world/en.json';
import worldEs from '../../i18n/locales/world/es.json';
import { composeSummary, type SummaryFacts } from './composeSummary';

function summarise(language: 'en' | 'es', facts: Partial<SummaryFacts>) {
  const i18n = createI18n({ lng: language });
  i18n.addResourceBundle('en', 'world', worldEn);
  i18n.addResourceBundle('es', 'world', worldEs);
  const locale = language === 'en' ? 'en-US' : 'es-ES';
  return composeSummary(i18n.getFixedT(language, 'world'), locale, { year: null, genres: [], director: null, cast: [], ...facts });
}

describe('composeSummary', () => {
  it('names only the first two billed', () => {
    expect(summarise('en', { year: '1972', genres: ['Crime'], director: 'Francis Ford Coppola', cast: ['Marlon Brando', 'Al Pacino', 'James Caan'] })).toBe(
      'A 1972 crime film directed by Francis Ford Coppola, starring Marlon Brando and Al Pacino.',
    );
  });

  it('leaves out what it does not know', () => {
    expect(summarise('en', { cast: ['Marlon Brando'] })).toBe('A film starring Marlon Brando.');
    expect(summarise('en', { year: '1972' })).toBe('A 1972 film.');
    expect(summarise('es', { genres: ['Drama'], director: 'Sidney Lumet' })).toBe('Una película de drama dirigida por Sidney Lumet.');
    expect(summarise('es', { year: '1975', cast: ['Al Pacino'] })).toBe('Una película de 1975 protagonizada por Al Pacino.');
  });

  it('composes nothing from no facts', () => {
    expect(summarise('en', {})).toBeNull();
  });
});
