import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { templateDataDir } from '../testing/databases';
import { loggerOptions, urlWithoutSecrets } from './logging';

const SESSION_SECRET = 'known-session-secret-for-the-log-capture-0123456789';
const PASSWORD = 'Log capture password 9!';
const EMAIL = 'log-capture@example.test';

describe('what the server logs at trace level', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-logs-'));
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET, LOG_LEVEL: 'trace' });
    app = await buildApp({ config, spaRoot: '/nonexistent', logger: { ...loggerOptions('trace'), stream } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('holds neither the session secret nor a password, token, cookie or api_key', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/autenticacion/registro/',
      payload: { email: EMAIL, password1: PASSWORD, password2: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const loggedIn = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: EMAIL, password: PASSWORD } });
    expect(loggedIn.statusCode).toBe(200);
    const { key, api_key: apiKey } = loggedIn.json<{ key: string; api_key: string }>();
    const cookies = Object.fromEntries(loggedIn.cookies.map((cookie) => [cookie.name, cookie.value]));
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      headers: { cookie: `refresh=${cookies.refresh}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(refreshed.statusCode).toBe(200);
    const newAccess = refreshed.cookies.find((cookie) => cookie.name === 'access')?.value ?? '';
    await app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: `Token ${key}` } });
    await app.inject({ method: 'GET', url: `/3/movie/popular?page=1&api_key=${apiKey}&language=en` });
    await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: EMAIL, password: `${PASSWORD}-wrong` } });
    await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'content-type': 'application/json' }, payload: `{"password":"${PASSWORD}"` });

    const log = lines.join('');
    expect(log).toContain('"url":"/3/movie/popular?page=1&api_key=[REDACTED]&language=en"');
    expect(log).toContain('/api/auth/token/refresh/');
    const secrets = { SESSION_SECRET, PASSWORD, key, apiKey, access: cookies.access, refresh: cookies.refresh, newAccess };
    for (const [name, secret] of Object.entries(secrets)) {
      expect([name, log.includes(secret ?? 'missing')]).toEqual([name, false]);
    }
  });

  it('writes one record per request, when it is answered: method, URL without the api_key, status and time', async () => {
    const before = lines.length;
    expect((await app.inject({ method: 'GET', url: '/api/health/?api_key=0123456789abcdef0123456789abcdef' })).statusCode).toBe(200);
    const records = lines
      .slice(before)
      .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number })
      .filter((record) => record.req !== undefined || record.res !== undefined);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health/?api_key=[REDACTED]' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('takes the api_key out of any logged URL', () => {
    expect(urlWithoutSecrets('/3/search/movie?api_key=abc&query=x')).toBe('/3/search/movie?api_key=[REDACTED]&query=x');
    expect(urlWithoutSecrets('/3/movie/1?language=en&API_KEY=abc')).toBe('/3/movie/1?language=en&API_KEY=[REDACTED]');
    expect(urlWithoutSecrets('/api/health/')).toBe('/api/health/');
  });
});
