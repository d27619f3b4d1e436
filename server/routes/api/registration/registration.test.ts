import { createAccount, login, uniqueEmail, uniqueIp } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const STRONG = 'violet-harbour-93';
const EMAIL_TAKEN = { email: ['A user is already registered with this e-mail address.'] };

describe.each(databaseTargets)('POST /api/autenticacion/registro/ on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  }, 30_000);
  afterAll(() => t.close());

  const register = (payload: unknown, remoteAddress = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/autenticacion/registro/', payload: payload as object, remoteAddress });

  it('creates an account with a normalised e-mail, then logs in and gets an api_key', async () => {
    const local = `Ana.${uniqueEmail('x').split('@')[0]}`;
    const res = await register({ email: `  ${local}@EXAMPLE.Test `, password1: STRONG, password2: STRONG });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Registration successful.' });
    const [row] = await t.app.db.query<{ email: string; api_key_hash: string | null; password_hash: string }>(
      'select email, api_key_hash, password_hash from users where email like $1',
      [`${local}@%`],
    );
    expect(row?.email).toBe(`${local}@example.test`);
    // Keys belong to logins: the account has none of its own.
    expect(row?.api_key_hash).toBeNull();
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const session = await login(t.app, `${local}@example.test`, STRONG);
    expect(session.statusCode).toBe(200);
    expect(session.json<{ api_key: string }>().api_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const account = await createAccount(t.app);
    for (const email of [account.email, account.email.toUpperCase()]) {
      const res = await register({ email, password1: STRONG, password2: STRONG });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(EMAIL_TAKEN);
    }
  });

  it('refuses passwords that differ', async () => {
    const res = await register({ email: uniqueEmail(), password1: STRONG, password2: `${STRONG}!` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ["The two password fields didn't match."] });
  });

  it.each([
    ['short', 'Zq3!xw', ['This password is too short. It must contain at least 8 characters.']],
    ['entirely numeric', '90417326', ['This password is entirely numeric.']],
    ['common', 'iloveyou', ['This password is too common.']],
    ['short, common and numeric', '123456', [
      'This password is too short. It must contain at least 8 characters.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]],
  ])('refuses a %s password under password1', async (_name, password, messages) => {
    const res = await register({ email: uniqueEmail(), password1: password, password2: password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password1: messages });
  });

  it('refuses a password too similar to the e-mail', async () => {
    const email = uniqueEmail('marguerite');
    const res = await register({ email, password1: email.split('@')[0] ?? '', password2: email.split('@')[0] ?? '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password1: ['The password is too similar to the email.'] });
  });

  it('reports field problems together, before comparing the passwords', async () => {
    const account = await createAccount(t.app);
    const res = await register({ email: account.email, password1: 'Zq3!x', password2: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...EMAIL_TAKEN,
      password1: ['This password is too short. It must contain at least 8 characters.'],
    });
  });

  it.each([
    [{}, { email: ['This field is required.'], password1: ['This field is required.'], password2: ['This field is required.'] }],
    [{ email: 'nope', password1: STRONG, password2: STRONG }, { email: ['Enter a valid email address.'] }],
    [{ email: '   ', password1: '', password2: STRONG }, { email: ['This field may not be blank.'], password1: ['This field may not be blank.'] }],
    [{ email: 42, password1: STRONG, password2: STRONG }, { email: ['Not a valid string.'] }],
  ])('reports missing or invalid fields: %j', async (payload, errors) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('allows 10 registrations per IP in an hour, then 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await register({ email: uniqueEmail(), password1: STRONG, password2: 'differs-1234' }, ip)).statusCode).toBe(400);
    }
    const blocked = await register({ email: uniqueEmail(), password1: STRONG, password2: STRONG }, ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(blocked.json()).toEqual({ detail: `Too many attempts. Try again in ${retryAfter} seconds.`, code: 'too_many_attempts', params: { seconds: retryAfter } });
  });

  it('allows 10 registrations per e-mail in an hour, from any IP', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await register({ email, password1: STRONG, password2: 'differs-1234' })).statusCode).toBe(400);
    }
    expect((await register({ email: email.toUpperCase(), password1: STRONG, password2: STRONG })).statusCode).toBe(429);
  });
});
