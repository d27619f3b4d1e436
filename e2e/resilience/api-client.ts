import { randomBytes } from 'node:crypto';

export interface Session {
  email: string;
  password: string;
  /** The `access` and `refresh` cookie values. */
  access: string;
  refresh: string;
  /** `Authorization: Token <key>` for non-browser clients. */
  key: string;
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  setCookies: string[];
}

/** One HTTP call with the session's cookies (or none), timed; JSON bodies parsed. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { cookies?: Partial<Pick<Session, 'access' | 'refresh'>>; token?: string; json?: unknown; body?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const cookies = Object.entries(options.cookies ?? {}).filter(([, value]) => value);
  if (cookies.length > 0) headers.cookie = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
  if (options.token) headers.authorization = `Token ${options.token}`;
  let body: string | FormData | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const started = Date.now();
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: response.status, body: parsed, ms: Date.now() - started, setCookies: response.headers.getSetCookie() };
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

export const newAccount = () => ({
  email: `scale-${randomBytes(6).toString('hex')}@example.com`,
  password: `Correct-horse-${randomBytes(4).toString('hex')}`,
});

export async function login(baseUrl: string, email: string, password: string): Promise<Answer> {
  return call(baseUrl, 'POST', '/api/auth/login/', { json: { email, password } });
}

/** Registers a new account on one node and logs in there. */
export async function registerAndLogin(baseUrl: string): Promise<Session> {
  const { email, password } = newAccount();
  const registered = await call(baseUrl, 'POST', '/api/autenticacion/registro/', {
    json: { email, password1: password, password2: password },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const answer = await login(baseUrl, email, password);
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    email,
    password,
    access: cookieValue(answer.setCookies, 'access') ?? '',
    refresh: cookieValue(answer.setCookies, 'refresh') ?? '',
    key: (answer.body as { key: string }).key,
  };
}
