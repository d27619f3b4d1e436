import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { SERVER_NODE_OPTIONS, serverEnv } from '../scripts/server-launch.cjs';

const rootDir = path.resolve(__dirname, '..');
const serverEntry = path.join(rootDir, 'dist', 'server', 'server.js');

/** Debian's chromium: nothing in the project may download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the networking flags Chromium keeps trying to reach hosts this machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chrome on an Android phone, as its requests name it. */
export const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * Makes the page's requests Chrome on an Android phone's: its user agent and its client hints
 * (`Sec-CH-UA-Mobile: ?1`), as Lighthouse's mobile run does. Playwright's `isMobile` changes the
 * viewport and touch, not what the requests say.
 */
export async function asAndroidChrome(context: BrowserContext, page: Page): Promise<void> {
  await (await context.newCDPSession(page)).send('Network.setUserAgentOverride', {
    userAgent: ANDROID_CHROME,
    userAgentMetadata: { brands: [{ brand: 'Chromium', version: '156' }], fullVersion: '156.0.0.0', platform: 'Android', platformVersion: '14', architecture: '', model: 'Pixel 8', mobile: true },
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  /** SIGTERM, wait for the exit, throw the data directory away. */
  stop(): Promise<void>;
}

/** Asks the kernel for a free port by listening on port 0, then gives it back. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health/`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /api/health/ in time:\n${output()}`);
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  /** SIGTERM (SIGKILL after 15 s) unless it has already exited. */
  stop(): Promise<void>;
}

/**
 * The built server (`node dist/server/server.js`) on the given or a free port with the given
 * DATA_DIR, ready once GET /api/health/ answers 200.
 */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<ServerProcess> {
  await fs.access(serverEntry).catch(() => {
    throw new Error(`${serverEntry} is missing: run npm run build first`);
  });
  const listenPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  // A clean environment: a developer's DATABASE_URL or REDIS_URL must not leak into a test.
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, serverEntry], {
    cwd: rootDir,
    // A proxy on loopback is trusted, so registerAndLogin can give each account an address of its own.
    env: serverEnv({ PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(listenPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    child,
    exited,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The real built server (`node dist/server/server.js`, as `npm start` runs it) on the given or a
 * free port with its own temporary DATA_DIR, ready once GET /api/health/ answers 200.
 */
export async function startServer(env: Record<string, string> = {}, port?: number): Promise<RunningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-e2e-'));
  let server: ServerProcess;
  try {
    server = await spawnServer(dataDir, env, port);
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    dataDir,
    output: server.output,
    async stop() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * The built server (with env) and Chromium, started together. Settled rather than Promise.all:
 * when one fails the other may still start, and is closed before the error is thrown, so a
 * failed start leaves no process that keeps jest from exiting.
 */
export async function startServerAndBrowser(env: Record<string, string> = {}): Promise<ServerAndBrowser> {
  const [server, browser] = await Promise.allSettled([startServer(env), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') return { server: server.value, browser: browser.value };
  if (browser.status === 'fulfilled') await browser.value.close();
  if (server.status === 'fulfilled') await server.value.stop();
  const failed = [server, browser].find((result): result is PromiseRejectedResult => result.status === 'rejected');
  throw failed?.reason;
}

/**
 * For a describe block: the built server and Chromium, started together before its tests and
 * closed after them. Read them through the returned object once the tests run.
 */
export function serverAndBrowser(): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let starting: Promise<ServerAndBrowser> | undefined;
  beforeAll(async () => {
    starting = startServerAndBrowser();
    ({ server, browser } = await starting);
  });
  afterAll(async () => {
    // Awaited here too: a beforeAll that timed out still leaves what starts later to close.
    const running = await starting?.catch(() => undefined);
    await running?.browser.close();
    await running?.server.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('serverAndBrowser() is read before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

/**
 * Waits until the app has taken over a prerendered or server-rendered page (it marks the body
 * with its theme) and, on an account form (the page's, not the header's Log out), until the form
 * has hydrated too (the app checks its fields itself from then on: novalidate): a click right
 * after `goto` could reach a form the browser sends to the server, as it does without the app
 * (server/routes/forms).
 */
export const appTookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const form = document.querySelector<HTMLFormElement>('main form[method="post"]');
    return document.body.hasAttribute('data-theme') && (!form || form.noValidate);
  });

export interface Credentials {
  email: string;
  password: string;
}

/** A new account's credentials, unique per call. */
export function newCredentials(): Credentials {
  return { email: `e2e-${randomBytes(6).toString('hex')}@example.com`, password: `Correct-horse-${randomBytes(4).toString('hex')}` };
}

/**
 * An address of its own for a test's account, as people's are (the servers trust a proxy on
 * loopback, spawnServer): the server takes ten registrations an hour from one address, and a
 * test run again after a failure (retry-once.ts) registers again.
 */
const anotherAddress = (): string => `10.${[...randomBytes(3)].join('.')}`;

/**
 * Registers and logs in through the API from inside the browser context, so the session
 * cookies land where the pages will use them. Origin is sent as the SPA would send it.
 */
export async function registerAndLogin(context: BrowserContext, baseUrl: string, credentials = newCredentials()): Promise<Credentials> {
  const headers = { origin: baseUrl, 'x-forwarded-for': anotherAddress() };
  const registered = await context.request.post(`${baseUrl}/api/autenticacion/registro/`, {
    headers,
    data: { email: credentials.email, password1: credentials.password, password2: credentials.password },
  });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  return logIn(context, baseUrl, credentials);
}

/** Logs an existing account in through the API from inside the browser context (see registerAndLogin). */
export async function logIn(context: BrowserContext, baseUrl: string, credentials: Credentials): Promise<Credentials> {
  const loggedIn = await context.request.post(`${baseUrl}/api/auth/login/`, {
    headers: { origin: baseUrl, 'x-forwarded-for': anotherAddress() },
    data: { email: credentials.email, password: credentials.password },
  });
  if (loggedIn.status() !== 200) throw new Error(`login: ${loggedIn.status()} ${await loggedIn.text()}`);
  return credentials;
}

/** A Cookie header of these cookies. */
export const cookieHeader = (cookies: Record<string, string>): string => Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * The cookies of a browser whose session (of `account`, else of a new one) has ended elsewhere (signed out on another device):
 * its access cookie still verifies for its last minutes, but the session does not answer, so a
 * signed-in page is the prerendered frame (the app then checks the session itself).
 */
export async function endedSessionCookies(baseUrl: string, account?: Credentials): Promise<Record<string, string>> {
  const { email, password } = account ?? newCredentials();
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: JSON.stringify(body) });
  if (!account) {
    const registered = await post('/api/autenticacion/registro/', { email, password1: password, password2: password });
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  }
  const login = await post('/api/auth/login/', { email, password });
  const cookies = Object.fromEntries(login.headers.getSetCookie().map((line) => (line.split(';')[0] ?? '').split('=') as [string, string]));
  const loggedOut = await post('/api/auth/logout/', {}, `refresh=${cookies.refresh}`);
  if (loggedOut.status !== 200) throw new Error(`logout: ${loggedOut.status}`);
  return { signed_in: '1', access: cookies.access ?? '' };
}

/** The bundle's scripts, as a page asks for them. */
export const SCRIPTS = '**/assets/*.js';

/** Holds every bundle script until release(): the page is the server's or the build's HTML alone until then. */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(SCRIPTS, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** What the browser reports as errors: a hydration mismatch is one. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
