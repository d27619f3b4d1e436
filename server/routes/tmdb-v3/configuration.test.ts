import { CountryListSchema, LanguageListSchema } from '../../../contract/configuration';
import { createAccount } from '../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

describe.each(databaseTargets)('/3/configuration/languages and /countries on %s', (target) => {
  let t: TestApp;
  let key: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}api_key=${key}` });

  beforeAll(async () => {
    t = await buildTestApp(target);
    key = (await createAccount(t.app)).apiKey;
  });
  afterAll(() => t.close());

  it('lists the original languages films are in, each with its English and own name, every one finding films', async () => {
    const res = await get('/3/configuration/languages');
    expect(res.statusCode).toBe(200);
    const languages = LanguageListSchema.parse(res.json());
    expect(languages).toContainEqual({ iso_639_1: 'ja', english_name: 'Japanese', name: '日本語' });
    expect(languages).toContainEqual({ iso_639_1: 'pt', english_name: 'Portuguese', name: 'Português' });
    const codes = languages.map((language) => language.iso_639_1);
    expect(codes).toEqual([...codes].sort());
    const rarest = codes[codes.length - 1];
    const films = (await get(`/3/discover/movie?with_original_language=${rarest}`)).json() as { total_results: number };
    expect(films.total_results).toBeGreaterThan(0);
  });

  it('lists the countries films were made in, named in English or, asked, in Spanish; former states by their own name', async () => {
    const english = CountryListSchema.parse((await get('/3/configuration/countries')).json());
    expect(english).toContainEqual({ iso_3166_1: 'JP', english_name: 'Japan', native_name: 'Japan' });
    const spanish = CountryListSchema.parse((await get('/3/configuration/countries?language=es-ES')).json());
    expect(spanish).toContainEqual({ iso_3166_1: 'JP', english_name: 'Japan', native_name: 'Japón' });
    expect(spanish).toContainEqual({ iso_3166_1: 'SU', english_name: 'Soviet Union', native_name: 'Unión Soviética' });
    expect(spanish.map((country) => country.iso_3166_1)).toEqual(english.map((country) => country.iso_3166_1));
    expect(english.map((country) => country.iso_3166_1)).not.toContain('AQ');
  });

  it('answers a bad language in TMDB form', async () => {
    const res = await get('/3/configuration/countries?language=spanish');
    expect([res.statusCode, res.json()]).toEqual([422, { errors: ['language must be an ISO 639-1 code such as en-US'], success: false }]);
  });
});
