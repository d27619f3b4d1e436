import { EMAIL_INVALID, FIELD_BLANK, FIELD_REQUIRED } from '../../contract/auth';
import { ERROR_CODES_HEADER } from '../../contract/errors';
import { NUL_CHARACTER_MESSAGE } from '../../contract/text';
import spanish from '../../src/i18n/locales/serverErrors/es.json';
import textsTheAppTestsSend from '../../src/testing/handlers/serverTexts.json';
import { API_ERRORS, type ApiErrorCode, apiError, apiErrorText, reasonOfText, TMDB_STATUS_MESSAGES } from './error-codes';
import { cookieOf, createAccount, login, uniqueEmail, uniqueIp } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';

const STRONG = 'violet-harbour-93';
const codes = (res: { headers: Record<string, unknown> }) => res.headers[ERROR_CODES_HEADER.toLowerCase()];

const placeholders = (text: string) => [...text.matchAll(/\{\{?(\w+)\}\}?/g)].map((match) => match[1]).sort();

describe('the catalogue of codes (server/http/error-codes.ts)', () => {
  it('gives a refusal its text, code and values', () => {
    expect(apiError('too_many_attempts', { seconds: 3582 })).toEqual({
      detail: 'Too many attempts. Try again in 3582 seconds.',
      code: 'too_many_attempts',
      params: { seconds: 3582 },
    });
    expect(apiError('not_found')).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('finds the code and values of every text it makes, and none for a text it does not', () => {
    expect(reasonOfText(apiErrorText('too_long', { max: 1024 }))).toEqual({ code: 'too_long', params: { max: 1024 } });
    expect(reasonOfText(apiErrorText('too_small', { min: 0.5 }))).toEqual({ code: 'too_small', params: { min: 0.5 } });
    expect(reasonOfText(apiErrorText('date_too_early', { date: '1888-01-01' }))).toEqual({ code: 'date_too_early', params: { date: '1888-01-01' } });
    expect(reasonOfText(apiErrorText('import_unclosed_quote', { file: 'diary.csv', line: 12 }))).toEqual({ code: 'import_unclosed_quote', params: { file: 'diary.csv', line: 12 } });
    expect(reasonOfText('Something else went wrong.')).toBeNull();
    for (const code of Object.keys(API_ERRORS) as ApiErrorCode[]) {
      if (code === 'invalid_query') continue;
      expect([code, reasonOfText(API_ERRORS[code])?.code]).toEqual([code, code]);
    }
  });

  it('names the texts the shared schemas (contract/) write out for the SPA', () => {
    expect([FIELD_REQUIRED, FIELD_BLANK, EMAIL_INVALID, NUL_CHARACTER_MESSAGE].map((text) => reasonOfText(text)?.code)).toEqual(['field_required', 'field_blank', 'email_invalid', 'nul_characters']);
  });

  it('has a Spanish text for every code and TMDB status, holding the same values (src/i18n/locales/serverErrors/es.json)', () => {
    expect(Object.keys(spanish.codes).sort()).toEqual(Object.keys(API_ERRORS).sort());
    for (const [code, text] of Object.entries(spanish.codes)) expect([code, placeholders(text)]).toEqual([code, placeholders(API_ERRORS[code as ApiErrorCode])]);
    expect(Object.keys(spanish.tmdb).sort()).toEqual(Object.keys(TMDB_STATUS_MESSAGES).sort());
  });

  it('sends the English texts the app’s tests answer with (src/testing/handlers/serverTexts.json)', () => {
    for (const [code, text] of Object.entries(textsTheAppTestsSend)) expect([code, text]).toEqual([code, API_ERRORS[code as ApiErrorCode]]);
  });
});

/**
 * Every reason the API gives has a code (issue 61): the texts and shapes of the answers stay as
 * clients know them, the code goes beside the text of a {"detail"} and in Error-Codes for field errors.
 */
describe.each(databaseTargets)('the codes of the API’s refusals on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  const register = (payload: object, remoteAddress = uniqueIp()) => t.app.inject({ method: 'POST', url: '/api/autenticacion/registro/', payload, remoteAddress });

  it('names a wrong password’s reason, its body as the specification has it', async () => {
    const { email } = await createAccount(t.app);
    const res = await login(t.app, email, 'not the password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    expect(codes(res)).toBe('non_field_errors=(invalid_credentials)');
  });

  it('gives the sign-up limit its code and the wait in seconds', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) await register({ email: uniqueEmail(), password1: STRONG, password2: 'differs-1234' }, ip);
    const blocked = await register({ email: uniqueEmail(), password1: STRONG, password2: STRONG }, ip);
    expect(blocked.statusCode).toBe(429);
    const seconds = Number(blocked.headers['retry-after']);
    expect(blocked.json()).toEqual({ detail: `Too many attempts. Try again in ${seconds} seconds.`, code: 'too_many_attempts', params: { seconds } });
  });

  it('names each field error with its values, a 1,030-character password too', async () => {
    const long = 'x'.repeat(1030);
    const tooLong = await register({ email: uniqueEmail(), password1: long, password2: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ password1: [apiErrorText('too_long', { max: 1024 })], password2: [apiErrorText('too_long', { max: 1024 })] });
    expect(codes(tooLong)).toBe('password1=(too_long;max=1024), password2=(too_long;max=1024)');

    const { email } = await createAccount(t.app);
    const weak = await register({ email, password1: '1234', password2: '1234' });
    expect(weak.json()).toEqual({
      email: ['A user is already registered with this e-mail address.'],
      password1: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.', 'This password is entirely numeric.'],
    });
    expect(codes(weak)).toBe('email=(email_taken), password1=(password_too_short;min=8 password_too_common password_numeric)');
  });

  it('names an invalid photo’s reason and the refusals of a session', async () => {
    const { email } = await createAccount(t.app);
    const access = cookieOf(await login(t.app, email), 'access')?.value ?? '';
    const form = new FormData();
    form.append('photo', new Blob(['not an image'], { type: 'image/png' }), 'x.png');
    const photo = await t.app.inject({ method: 'POST', url: '/api/actualizar-foto-de-perfil/', cookies: { access }, payload: form });
    expect(photo.json()).toEqual({ photo: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] });
    expect(codes(photo)).toBe('photo=(photo_not_an_image)');

    const stranger = await t.app.inject({ method: 'GET', url: '/api/auth/user/' });
    expect(stranger.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON body.', code: 'malformed_json' });
    const movie = await t.app.inject({ method: 'GET', url: '/api/tmdb/movie/1/', cookies: { access } });
    expect(movie.json()).toEqual({ error: 'Movie not found.', code: 'movie_not_found' });
  });

  it('lets a browser on another origin read the codes of field errors', async () => {
    const origin = 'https://app.example.test';
    const cors = await buildTestApp(target, { CORS_ORIGINS: origin });
    try {
      const res = await cors.app.inject({ method: 'GET', url: '/api/health/', headers: { origin } });
      expect(res.headers['access-control-expose-headers']).toBe(`Retry-After, ${ERROR_CODES_HEADER}`);
    } finally {
      await cors.close();
    }
  });
});
