import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { createAccount, cookieOf, login, uniqueEmail } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const currentUser = (app: FastifyInstance, access: string) => app.inject({ method: 'GET', url: '/api/auth/user/', cookies: { access } });

async function signIn(app: FastifyInstance) {
  const account = await createAccount(app);
  const res = await login(app, account.email);
  return { ...account, access: cookieOf(res, 'access')!.value, refresh: cookieOf(res, 'refresh')!.value };
}

describe('an access token after a backup restore (pglite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });

  afterAll(async () => {
    await t.close();
  });

  it('names nobody once the restored database gives its user id to someone else', async () => {
    const secret = randomBytes(32).toString('hex');
    const start = () => buildApp({ config: loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: secret }), spaRoot: '/nonexistent', logger: false });
    await t.app.close();
    const backup = `${t.dataDir}-backup`;
    await fs.cp(t.dataDir, backup, { recursive: true });

    let app = await start();
    const xavier = await signIn(app);
    expect((await currentUser(app, xavier.access)).json()).toMatchObject({ email: xavier.email });
    await app.close();

    // The operator restores the backup taken before xavier existed, as OPERATIONS.md says.
    await fs.rm(t.dataDir, { recursive: true });
    await fs.rename(backup, t.dataDir);
    app = await start();
    try {
      const yolanda = await createAccount(app, uniqueEmail('yolanda'));
      expect(yolanda.id).toBe(xavier.id);

      const res = await currentUser(app, xavier.access);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain(yolanda.email);
      const write = await app.inject({ method: 'PUT', url: '/api/me/favorites/900000001/', cookies: { access: xavier.access } });
      expect(write.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe.each(databaseTargets)('access tokens and their session (%s)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(target);
  });

  afterAll(async () => {
    await t.close();
  });

  it('stop working when their session is logged out', async () => {
    const user = await signIn(t.app);
    expect((await currentUser(t.app, user.access)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', cookies: { refresh: user.refresh } });

    expect((await currentUser(t.app, user.access)).statusCode).toBe(401);
  });

  it('keep working across a refresh, which names the same session', async () => {
    const user = await signIn(t.app);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { refresh: user.refresh } });
    const access = cookieOf(refreshed, 'access')!.value;
    expect((await currentUser(t.app, access)).json()).toMatchObject({ email: user.email });
  });

  it('are answered with no-store wherever the answer carries api_key', async () => {
    const account = await createAccount(t.app);
    const signedIn = await login(t.app, account.email);
    expect(signedIn.json()).toHaveProperty('api_key');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      cookies: { access: cookieOf(signedIn, 'access')!.value, api_key: cookieOf(signedIn, 'api_key')!.value },
    });
    expect(user.json()).toHaveProperty('api_key');
    expect(user.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a user id that is not a number', { sub: 'abc' }],
    ['a user id beyond any bigint', { sub: '100000000000000000000' }],
    ['no session', { sid: undefined }],
    ['a session that does not exist', { sid: randomUUID() }],
  ])('are refused with 401, not a 500, when signed with %s', async (_name, claims) => {
    const user = await signIn(t.app);
    const token = t.app.jwt.sign({ sub: String(user.id), email: user.email, sid: randomUUID(), ...claims } as never);
    const res = await currentUser(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String), code: 'token_invalid' });
  });
});

describe.each(databaseTargets)('a session past SESSION_MAX_AGE (%s)', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(target, { SESSION_MAX_AGE: '1h' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('ends however recently it was refreshed', async () => {
    const user = await signIn(t.app);
    const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', cookies: { refresh: token } });
    const refreshed = await refresh(user.refresh);
    expect(refreshed.statusCode).toBe(200);

    // 61 minutes pass: every timestamp of the session moves back.
    await t.app.db.query(
      `update refresh_tokens set expires_at = expires_at - interval '61 minutes'
        where session_id in (select id from sessions where user_id = $1)`,
      [user.id],
    );
    await t.app.db.query(
      `update sessions set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes'
        where user_id = $1`,
      [user.id],
    );
    const again = await refresh(cookieOf(refreshed, 'refresh')!.value);
    expect(again.statusCode).toBe(401);
  });
});
