import net from 'node:net';
import { z } from 'zod';
import { type SignInProviderConfig, signInProvidersFromEnv } from './sign-in-providers';
import { addressToOpen } from './open-address';

/** A duration in seconds: a bare number, or a number with s, m, h or d. */
const durationSeconds = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'must be a duration such as 900, 15m, 12h or 30d')
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.at(-1);
    const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86_400 : 1;
    return amount * factor;
  })
  .refine((seconds) => seconds > 0, 'must be longer than zero');

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const originList = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(urlWithProtocols(['http:', 'https:']).transform((origin) => new URL(origin).origin)));

/** The origin browsers reach this server at: scheme, host and port, nothing after them. */
const publicUrl = z
  .string()
  .trim()
  .transform((value, context) => {
    const url = URL.parse(value);
    if (url && ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password) return url.origin;
    context.addIssue({ code: 'custom', message: 'must be the origin browsers reach this server at, such as https://movies.example.com (no path)' });
    return z.NEVER;
  });

const TRUST_PROXY_FORMAT = 'must be false, a number of proxies in front of the server (1), or their addresses (10.0.0.5,10.1.0.0/16)';

function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops of X-Forwarded-For to believe. Never all of them: the left-most entries are what
 * the client wrote. `true` (the older setting) means one proxy, the usual load balancer.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isAddressOrCidr)) return addresses;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
    return z.NEVER;
  });

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65_535, 'must be a port number from 0 to 65535')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** Where the built SPA is, when not the checkout's dist/public (a build deployed on its own). */
  SPA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  TMDB_API_KEY: z.string().trim().min(1).optional(),
  TMDB_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://api.themoviedb.org/3'),
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: originList.default([]),
  ACCESS_TTL: durationSeconds.default(900),
  REFRESH_TTL: durationSeconds.default(30 * 86_400),
  SESSION_MAX_AGE: durationSeconds.default(90 * 86_400),
  REQUEST_TIMEOUT: durationSeconds.default(60),
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: short human lines when stdout is a terminal, JSON otherwise (server/http/log-format.ts). */
  LOG_FORMAT: z.enum(['auto', 'json', 'human']).default('auto'),
  TRUST_PROXY: trustProxy.default(false),
  /** Where a sign-in provider sends people back; unset, this server's own HOST and PORT (loadConfig). */
  PUBLIC_URL: publicUrl.optional(),
  /** false: accounts come only from the sign-in providers (an instance that wants SSO only). */
  PASSWORD_SIGNUP: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(true),
});

export type Config = Omit<z.output<typeof EnvSchema>, 'PUBLIC_URL'> & {
  /** The origin browsers reach this server at, from PUBLIC_URL or else HOST and PORT: never from a request's headers, which its client writes. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was set, not derived: then it is the only origin of this server's own pages (server/auth/origin-check.ts). */
  PUBLIC_URL_SET: boolean;
  /** OpenID Connect providers (OIDC_PROVIDERS and OIDC_<ID>_*), in the order named. */
  SIGN_IN_PROVIDERS: SignInProviderConfig[];
};

/** This server as HOST and PORT name it (a wildcard address is this machine: localhost), as the start-up line says to open it; null when HOST names nothing a URL can hold. */
function ownOrigin(host: string, port: number): string | null {
  return URL.parse(addressToOpen({ address: host, family: net.isIPv6(host) ? 'IPv6' : 'IPv4', port }))?.origin ?? null;
}

/**
 * TRUST_PROXY as Fastify's trustProxy. Fastify reads a bare number as trusting nobody, so a hop
 * count is a function: the socket's peer is hop 0, the address it forwarded for hop 1, and so on.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export class ConfigError extends Error {}

/** Reads the environment; empty values count as unset so `PORT= npm start` means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  const { providers, problems } = signInProvidersFromEnv(env);
  if (!parsed.success) {
    problems.unshift(
      ...parsed.error.issues.map((issue) => {
        const key = issue.path[0] === undefined ? 'environment' : String(issue.path[0]);
        return `${key} ${issue.message}`;
      }),
    );
  } else if (!parsed.data.PASSWORD_SIGNUP && providers.length === 0 && problems.length === 0) {
    problems.push('PASSWORD_SIGNUP false needs a sign-in provider (OIDC_PROVIDERS), or nobody could create an account');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  const { HOST, PORT } = parsed.data;
  const publicOrigin = parsed.data.PUBLIC_URL ?? ownOrigin(HOST, PORT);
  if (publicOrigin === null) throw new ConfigError(`Invalid configuration: PUBLIC_URL must be set, as HOST ${HOST} cannot be part of a URL`);
  // A provider is told where to send people back before the server starts: any free port is nowhere.
  if (PORT === 0 && !parsed.data.PUBLIC_URL && providers.length > 0) throw new ConfigError('Invalid configuration: PUBLIC_URL must be set for the sign-in providers when PORT is 0');
  return { ...parsed.data, PUBLIC_URL: publicOrigin, PUBLIC_URL_SET: parsed.data.PUBLIC_URL !== undefined, SIGN_IN_PROVIDERS: providers };
}
