import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '.';
import { rootDir } from '../paths';
import { templateDataDir } from '../testing/databases';

describe('loadConfig', () => {
  it('gives every setting its documented default', () => {
    expect(loadConfig({})).toEqual({
      PORT: 8080,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TMDB_BASE_URL: 'https://api.themoviedb.org/3',
      TMDB_TIMEOUT_MS: 5000,
      CORS_ORIGINS: [],
      ACCESS_TTL: 900,
      REFRESH_TTL: 30 * 86_400,
      SESSION_MAX_AGE: 90 * 86_400,
      REQUEST_TIMEOUT: 60,
      REFRESH_REUSE_GRACE: 10,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'auto',
      TRUST_PROXY: false,
      PASSWORD_SIGNUP: true,
      PUBLIC_URL: 'http://localhost:8080',
      PUBLIC_URL_SET: false,
      SIGN_IN_PROVIDERS: [],
    });
  });

  it('takes PUBLIC_URL as an origin, and without it this server’s own HOST and PORT', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Movies.Example.com/' }).PUBLIC_URL).toBe('https://movies.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).PUBLIC_URL).toBe('http://10.0.0.5:3000');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).PUBLIC_URL_SET).toBe(true);
    for (const wrong of ['movies.example.com', 'ftp://movies.example.com', 'https://movies.example.com/app/', 'https://movies.example.com/?x=1', 'https://user:pw@movies.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong })).toThrow('Invalid configuration: PUBLIC_URL must be the origin browsers reach this server at, such as https://movies.example.com (no path)');
    }
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3000' }).PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '::' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '::1', PORT: '80' }).PUBLIC_URL).toBe('http://[::1]');
    expect(loadConfig({ HOST: 'movies.internal' }).PUBLIC_URL).toBe('http://movies.internal:8080');
    const provider = { OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'https://idp.example.com', OIDC_CORP_CLIENT_ID: 'x', OIDC_CORP_CLIENT_SECRET: 'y' };
    expect(() => loadConfig({ ...provider, PORT: '0' })).toThrow('Invalid configuration: PUBLIC_URL must be set for the sign-in providers when PORT is 0');
    expect(loadConfig({ ...provider, PORT: '0', PUBLIC_URL: 'https://movies.example.com' }).PUBLIC_URL).toBe('https://movies.example.com');
  });

  it('reads each sign-in provider OIDC_PROVIDERS names, with openid and email always asked for', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: 'Authentik, google',
      OIDC_AUTHENTIK_ISSUER: 'https://auth.example.com/application/o/movies/',
      OIDC_AUTHENTIK_CLIENT_ID: 'movie-browser',
      OIDC_AUTHENTIK_CLIENT_SECRET: 's3cret',
      OIDC_AUTHENTIK_LABEL: 'Authentik',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      OIDC_GOOGLE_CLIENT_SECRET: 'other',
      OIDC_GOOGLE_SCOPES: 'profile',
      PASSWORD_SIGNUP: 'false',
    });
    expect(config.PASSWORD_SIGNUP).toBe(false);
    expect(config.SIGN_IN_PROVIDERS).toEqual([
      { id: 'authentik', issuer: 'https://auth.example.com/application/o/movies/', clientId: 'movie-browser', clientSecret: 's3cret', scope: 'openid email profile', label: 'Authentik' },
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'id.apps.googleusercontent.com', clientSecret: 'other', scope: 'profile openid email', label: 'google' },
    ]);
  });

  it('names every missing or wrong sign-in provider setting, and refuses an instance nobody could join', () => {
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: 'corp,dev', OIDC_CORP_ISSUER: 'http://idp.example.com', OIDC_CORP_CLIENT_ID: 'x', OIDC_DEV_ISSUER: 'http://localhost:9000', OIDC_DEV_CLIENT_ID: 'y', OIDC_DEV_CLIENT_SECRET: 'z' }),
    ).toThrow('Invalid configuration: OIDC_CORP_ISSUER must be an https:// URL (http:// only on localhost); OIDC_CORP_CLIENT_SECRET');
    expect(() => loadConfig({ OIDC_PROVIDERS: 'bad-name' })).toThrow('OIDC_PROVIDERS must name providers with letters and digits');
    expect(() => loadConfig({ PASSWORD_SIGNUP: 'false' })).toThrow('PASSWORD_SIGNUP false needs a sign-in provider');
    expect(() => loadConfig({ PASSWORD_SIGNUP: 'no' })).toThrow('PASSWORD_SIGNUP must be true or false');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 8080 });
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads durations, origin lists and flags', () => {
    const config = loadConfig({
      ACCESS_TTL: '15m',
      REFRESH_TTL: '7d',
      CORS_ORIGINS: 'https://cdn.example.com/, http://localhost:3000',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgresql://app@db:5432/movies',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      ACCESS_TTL: 900,
      REFRESH_TTL: 604_800,
      CORS_ORIGINS: ['https://cdn.example.com', 'http://localhost:3000'],
      TRUST_PROXY: 1,
      DATABASE_URL: 'postgresql://app@db:5432/movies',
      REDIS_URL: 'redis://cache:6379',
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, fd00::/8', ['10.0.0.0/8', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as the hops to believe: %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ PORT: '65536' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'mysql://db/movies' }, 'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid configuration: REDIS_URL must be a URL starting with redis:// or rediss://'],
    [{ SESSION_SECRET: 'short' }, 'Invalid configuration: SESSION_SECRET must be at least 32 characters'],
    [{ ACCESS_TTL: '0' }, 'Invalid configuration: ACCESS_TTL must be longer than zero'],
    [{ ACCESS_TTL: 'soon' }, 'Invalid configuration: ACCESS_TTL must be a duration such as 900, 15m, 12h or 30d'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid configuration: TRUST_PROXY must be false, a number of proxies in front of the server (1), or their addresses (10.0.0.5,10.1.0.0/16)'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'Invalid configuration: TRUST_PROXY must be false'],
  ])('rejects %j with one clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL /);
  });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The real entry point, as `npm start` runs it, but from the TypeScript source. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server', 'server.ts')], {
    cwd: rootDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
  const logLines = () =>
    run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const ready = async (): Promise<Record<string, unknown>> => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const line = logLines().find((entry) => entry.msg === 'ready');
      if (line) return line;
      if (child.exitCode !== null) throw new Error(`server exited: ${run.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('server did not become ready');
  };
  return { child, exited, ready, logLines };
}

describe('the server process', () => {
  jest.setTimeout(90_000);

  it.each([
    [{ PORT: 'http' }, 'Invalid configuration: PORT must be a port number from 0 to 65535'],
    [{ DATABASE_URL: 'localhost/movies' }, 'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
  ])('stops on %j with exit code 1 and one line on stderr', async (env, message) => {
    const { code, stdout, stderr } = await startServer(env).exited;
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(message);
    expect(stdout).toBe('');
  });

  it('logs start-up time and RSS when ready, and on SIGTERM closes everything and exits 0', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-process-'));
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
    try {
      const server = startServer({ PORT: '0', DATA_DIR: dataDir });
      const ready = await server.ready();
      expect(ready).toMatchObject({ database: 'pglite', cache: 'memory', source: 'embedded' });
      expect(ready.startupMs).toEqual(expect.any(Number));
      expect(ready.rssMb).toEqual(expect.any(Number));
      const listening = server.logLines().find((entry) => String(entry.msg).startsWith('Server listening at'));
      const baseUrl = String(listening?.msg).replace('Server listening at ', '');

      const agent = await fetch(`${baseUrl}/api/health/`);
      expect(agent.status).toBe(200);

      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(0);
      const messages = server.logLines().map((entry) => entry.msg);
      expect(messages).toEqual(expect.arrayContaining(['shutting down: finishing in-flight requests', 'stopped']));
      await expect(fetch(`${baseUrl}/api/health/`)).rejects.toThrow();

      // The embedded database was closed cleanly: the same data directory opens again.
      const again = startServer({ PORT: '0', DATA_DIR: dataDir });
      await again.ready();
      again.child.kill('SIGINT');
      expect((await again.exited).code).toBe(0);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
