import { z } from 'zod';

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

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int('must be a port number from 0 to 65535')
    .min(0, 'must be a port number from 0 to 65535')
    .max(65_535, 'must be a port number from 0 to 65535')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  TMDB_API_KEY: z.string().trim().min(1).optional(),
  TMDB_BASE_URL: urlWithProtocols(['http:', 'https:']).default('https://api.themoviedb.org/3'),
  TMDB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: originList.default([]),
  ACCESS_TTL: durationSeconds.default(900),
  REFRESH_TTL: durationSeconds.default(30 * 86_400),
  REFRESH_REUSE_GRACE: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Reads the environment; empty values count as unset so `PORT= npm start` means the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path[0] === undefined ? 'environment' : String(issue.path[0]);
      return `${key} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
