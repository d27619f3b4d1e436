import { z } from 'zod';
import { PROVIDER_ID } from '../../contract/signInProviders';

/** One OpenID Connect provider people may sign in with, as the environment configures it. */
export interface SignInProviderConfig {
  /** Its name in URLs and in the environment (OIDC_<ID>_…), lower case. */
  id: string;
  /** The issuer, whose /.well-known/openid-configuration says the rest. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** What its button says after "Sign in with". */
  label: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine only (a provider run for development or tests). */
const issuerUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    } catch {
      return false;
    }
  }, 'must be an https:// URL (http:// only on localhost)');

const ProviderIds = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(PROVIDER_ID, 'must name providers with letters and digits, separated by commas')));

const ProviderSchema = z.object({
  ISSUER: issuerUrl,
  CLIENT_ID: z.string().trim().min(1),
  CLIENT_SECRET: z.string().min(1),
  SCOPES: z.string().trim().min(1).default('openid email profile'),
  LABEL: z.string().trim().min(1).max(40).optional(),
});

/**
 * The providers OIDC_PROVIDERS names, each from its OIDC_<ID>_ISSUER, _CLIENT_ID,
 * _CLIENT_SECRET, and optional _SCOPES and _LABEL. Returns every problem as "KEY message".
 */
export function signInProvidersFromEnv(env: NodeJS.ProcessEnv): { providers: SignInProviderConfig[]; problems: string[] } {
  const listed = ProviderIds.safeParse(env.OIDC_PROVIDERS ?? '');
  if (!listed.success) return { providers: [], problems: listed.error.issues.map((issue) => `OIDC_PROVIDERS ${issue.message}`) };
  const providers: SignInProviderConfig[] = [];
  const problems: string[] = [];
  for (const id of new Set(listed.data)) {
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const present = Object.fromEntries(
      Object.keys(ProviderSchema.shape)
        .map((key) => [key, env[`${prefix}${key}`]] as const)
        .filter(([, value]) => value !== undefined && value !== ''),
    );
    const parsed = ProviderSchema.safeParse(present);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${prefix}${String(issue.path[0])} ${issue.message}`));
      continue;
    }
    const { ISSUER, CLIENT_ID, CLIENT_SECRET, SCOPES, LABEL } = parsed.data;
    const scopes = new Set(SCOPES.split(/\s+/));
    // The ID token is what signs a person in, and the e-mail what names their account.
    scopes.add('openid');
    scopes.add('email');
    providers.push({ id, issuer: ISSUER, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, scope: [...scopes].join(' '), label: LABEL ?? id });
  }
  return { providers, problems };
}
