import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import appPlugin, { serverOptions } from '../app';
import { loadConfig } from '../config';
import { rootDir } from '../paths';
import { templateDataDir } from '../testing/databases';
import { chooseLogFormat, humanLines, humanStream } from './log-format';
import { loggerOptions, OneLineRequestLog, OneRecordRequestLog } from './logging';
import { startupSummary } from './startup-summary';

const SESSION_SECRET = 'known-session-secret-for-the-human-log-0123456789';

describe('choosing the log format', () => {
  it.each([
    ['auto', true, 'human'],
    ['auto', false, 'json'],
    ['json', true, 'json'],
    ['human', false, 'human'],
  ] as const)('LOG_FORMAT=%s with a terminal: %s → %s', (setting, tty, expected) => {
    expect(chooseLogFormat(setting, tty)).toBe(expected);
  });

  it('is auto unless LOG_FORMAT says otherwise, and refuses other values', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
  });

  it('turns Fastify’s two request records into one: a short line for people, a JSON record for collectors', () => {
    const config = loadConfig({});
    expect(serverOptions(config, false, 'human').logController).toBeInstanceOf(OneLineRequestLog);
    expect(serverOptions(config, false, 'json').logController).toBeInstanceOf(OneRecordRequestLog);
  });
});

describe('human log lines', () => {
  it('print the message, plain fields and an error’s message, without pino’s own fields', () => {
    expect(humanLines({ level: 30, time: 1, pid: 2, hostname: 'h', reqId: 'req-1', msg: 'GET /api/health/ 200 3 ms' })).toBe('GET /api/health/ 200 3 ms\n');
    expect(humanLines({ level: 40, msg: 'attempt limiter unavailable', err: { message: 'connect ECONNREFUSED', stack: 'at …' } })).toBe(
      'warning: attempt limiter unavailable (connect ECONNREFUSED)\n',
    );
    expect(humanLines({ level: 30, msg: 'shutting down', signal: 'SIGTERM', nested: { ignored: true } })).toBe('shutting down signal=SIGTERM\n');
  });

  it('print a summary with its first entry on the message’s line', () => {
    expect(humanLines({ level: 30, msg: 'ready', startupMs: 5, summary: { open: 'http://localhost:8080/', database: 'PGlite in /data', cache: 'in memory' } })).toBe(
      ['Ready: open http://localhost:8080/', '  database  PGlite in /data', '  cache     in memory', ''].join('\n'),
    );
  });

  it('leave out Fastify’s "Server listening at" lines and pass on what is not JSON', () => {
    const written: string[] = [];
    const stream = humanStream({ write: (text: string) => written.push(text) });
    stream.write('{"level":30,"msg":"Server listening at http://127.0.0.1:8080"}\n');
    stream.write('not json\n');
    expect(written).toEqual(['not json\n']);
  });
});

describe('the start-up summary', () => {
  const config = loadConfig({ DATA_DIR: '/srv/movies' });

  it('gives the address to open first, localhost for a wildcard bind', () => {
    const summary = startupSummary({ address: { address: '0.0.0.0', family: 'IPv4', port: 8080 }, config, source: 'embedded', films: 1234, built: 'server up to date, client built in 41.2 s' });
    expect(summary).toEqual({
      open: 'http://localhost:8080/',
      built: 'server up to date, client built in 41.2 s',
      database: 'PGlite in /srv/movies',
      cache: 'in memory (this process)',
      catalogue: 'embedded film world, 1,234 films',
    });
    expect(Object.keys(summary)[0]).toBe('open');
    expect(startupSummary({ address: { address: '::1', family: 'IPv6', port: 80 }, config, source: 'embedded', films: 1, built: undefined }).open).toBe('http://[::1]:80/');
  });

  it('names PostgreSQL, Redis and TMDB by host, never with a user, password or key', () => {
    const withSecrets = loadConfig({
      DATABASE_URL: 'postgres://movies:db-password@db.internal:5432/movies?sslmode=require&password=query-password',
      REDIS_URL: 'redis://:redis-password@cache.internal:6379/0',
      TMDB_API_KEY: 'tmdb-key-0123456789',
    });
    const summary = startupSummary({ address: { address: '10.0.0.5', family: 'IPv4', port: 8080 }, config: withSecrets, source: 'tmdb', films: null, built: undefined });
    expect(summary).toEqual({
      open: 'http://10.0.0.5:8080/',
      database: 'PostgreSQL at postgres://db.internal:5432/movies',
      cache: 'Redis at redis://cache.internal:6379/0',
      catalogue: 'TMDB passthrough (https://api.themoviedb.org/3)',
    });
    expect(JSON.stringify(summary)).not.toMatch(/password|movies:|tmdb-key/);
  });
});

describe('what the server logs in human format at trace level', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const written: string[] = [];

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-human-logs-'));
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET, LOG_LEVEL: 'trace' });
    const logger = loggerOptions('trace', 'human', { write: (text: string) => written.push(text) });
    app = Fastify(serverOptions(config, logger, 'human'));
    await app.register(appPlugin, { config, spaRoot: '/nonexistent' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes no JSON and no secret: one short line per request, the api_key redacted', async () => {
    const password = 'Human log password 9!';
    const email = 'human-log@example.test';
    await app.inject({ method: 'POST', url: '/api/autenticacion/registro/', payload: { email, password1: password, password2: password } });
    const loggedIn = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
    expect(loggedIn.statusCode).toBe(200);
    const { key, api_key: apiKey } = loggedIn.json<{ key: string; api_key: string }>();
    const access = loggedIn.cookies.find((cookie) => cookie.name === 'access')?.value ?? 'missing';
    await app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization: `Token ${key}`, cookie: `access=${access}` } });
    await app.inject({ method: 'GET', url: `/3/movie/popular?api_key=${apiKey}` });

    const log = written.join('');
    expect(log).toMatch(/^POST \/api\/auth\/login\/ 200 \d+ ms$/m);
    expect(log).toMatch(/^GET \/3\/movie\/popular\?api_key=\[REDACTED\] 200 \d+ ms$/m);
    expect(log).not.toMatch(/^\{/m);
    for (const secret of [SESSION_SECRET, password, key, apiKey, access]) expect(log.includes(secret)).toBe(false);
  });
});

describe('the server process at a terminal (LOG_FORMAT=human)', () => {
  jest.setTimeout(90_000);

  it('prints the address to open first, then the database and catalogue, as short lines', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-human-'));
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server', 'server.ts')], {
      cwd: rootDir,
      env: { PATH: process.env.PATH, LOG_FORMAT: 'human', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SESSION_SECRET, START_BUILT: 'server up to date' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (!stdout.includes('catalogue') && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 50));
      // Only warnings (such as a missing SPA build) may come before the address.
      const all = stdout.trimEnd().split('\n');
      const ready = all.findIndex((line) => line.startsWith('Ready: '));
      expect(all.slice(0, Math.max(ready, 0)).filter((line) => !line.startsWith('warning: '))).toEqual([]);
      const lines = all.slice(ready);
      expect(lines[0]).toMatch(/^Ready: open http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(lines.slice(1, 5)).toEqual([
        '  built      server up to date',
        `  database   PGlite in ${dataDir}`,
        '  cache      in memory (this process)',
        expect.stringMatching(/^ {2}catalogue {2}embedded film world, [\d,]+ films$/),
      ]);
      const address = lines[0]?.replace('Ready: open ', '') ?? '';
      expect((await fetch(`${address}api/health/`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toMatch(/^GET \/api\/health\/ 200 \d+ ms$/m);
      expect(stdout).not.toMatch(/^\{/m);
      expect(stdout).not.toContain(SESSION_SECRET);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
