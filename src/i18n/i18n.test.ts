import { chooseLanguage, createI18n } from './i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import discoverEn from './locales/discover/en.json';
import discoverEs from './locales/discover/es.json';
import dataPortabilityEn from './locales/dataPortability/en.json';
import dataPortabilityEs from './locales/dataPortability/es.json';
import filmLogEn from './locales/filmLog/en.json';
import filmLogEs from './locales/filmLog/es.json';
import forYouEn from './locales/forYou/en.json';
import forYouEs from './locales/forYou/es.json';
import loadStatusEn from './locales/loadStatus/en.json';
import loadStatusEs from './locales/loadStatus/es.json';
import profileEn from './locales/profile/en.json';
import profileEs from './locales/profile/es.json';
import installedAppEn from './locales/installedApp/en.json';
import installedAppEs from './locales/installedApp/es.json';
import signInProvidersEn from './locales/signInProviders/en.json';
import signInProvidersEs from './locales/signInProviders/es.json';
import accountFormsEn from './locales/accountForms/en.json';
import accountFormsEs from './locales/accountForms/es.json';
import serverErrorsEn from './locales/serverErrors/en.json';
import serverErrorsEs from './locales/serverErrors/es.json';
import worldEn from './locales/world/en.json';
import worldEs from './locales/world/es.json';
import aboutEn from './locales/about/en.json';
import aboutEs from './locales/about/es.json';
import apiReferenceEn from './locales/apiReference/en.json';
import apiReferenceEs from './locales/apiReference/es.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const bundles = [
  ['translation', en, es],
  ['world', worldEn, worldEs],
  ['about', aboutEn, aboutEs],
  ['discover', discoverEn, discoverEs],
  ['filmLog', filmLogEn, filmLogEs],
  ['forYou', forYouEn, forYouEs],
  ['dataPortability', dataPortabilityEn, dataPortabilityEs],
  ['apiReference', apiReferenceEn, apiReferenceEs],
  ['loadStatus', loadStatusEn, loadStatusEs],
  ['profile', profileEn, profileEs],
  ['installedApp', installedAppEn, installedAppEs],
  ['signInProviders', signInProvidersEn, signInProvidersEs],
  ['accountForms', accountFormsEn, accountFormsEs],
  // English shows the server's own texts: only the app's waits are its words (server/http/error-codes.test.ts holds the Spanish codes to the server's).
  ['serverErrors', serverErrorsEn, { waits: serverErrorsEs.waits }],
] as const;

describe.each(bundles)('the %s locales', (_namespace, english, spanish) => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(keysOf(spanish).sort()).toEqual(keysOf(english).sort());
  });

  it('have no empty texts', () => {
    for (const locale of [english, spanish]) {
      for (const key of keysOf(locale)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
        expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      }
    }
  });
});

describe('language detection', () => {
  let languages: jest.SpyInstance;
  beforeEach(() => {
    languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
  });
  afterEach(() => {
    languages.mockRestore();
    document.cookie = 'i18next=; Max-Age=0; Path=/';
  });

  it('takes ?lng=es from the query string, caches it in localStorage and sets <html lang>', () => {
    window.history.replaceState(null, '', '/login?lng=es');
    const i18n = createI18n();
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.t('nav.login')).toBe('Iniciar sesión');
    expect(window.localStorage.getItem('i18nextLng')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    window.history.replaceState(null, '', '/login');
  });

  it('keeps a chosen language in the cookie the server reads, and only a chosen one', async () => {
    const i18n = createI18n();
    expect(document.cookie).not.toContain('i18next=');
    await chooseLanguage(i18n, 'es');
    expect(i18n.resolvedLanguage).toBe('es');
    expect(document.cookie).toContain('i18next=es');
  });

  it('takes the cookie over localStorage, and a browser language over the <html lang> of the prerendered page', () => {
    document.documentElement.lang = 'en';
    languages.mockReturnValue(['es-ES']);
    expect(createI18n().resolvedLanguage).toBe('es');
    document.cookie = 'i18next=en; Path=/';
    window.localStorage.setItem('i18nextLng', 'es');
    expect(createI18n().resolvedLanguage).toBe('en');
  });

  it('takes the language cached in localStorage', () => {
    window.localStorage.setItem('i18nextLng', 'es');
    expect(createI18n().resolvedLanguage).toBe('es');
  });

  it('falls back to English for an unsupported language', () => {
    languages.mockReturnValue(['fr-FR', 'de']);
    const i18n = createI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('nav.login')).toBe('Login');
    expect(document.documentElement.lang).toBe('en');
  });

  it('understands a regional browser language such as es-ES', () => {
    languages.mockReturnValue(['es-ES']);
    expect(createI18n().resolvedLanguage).toBe('es');
  });
});
