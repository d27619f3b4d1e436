import * as z from 'zod/mini';
import { RUNTIME_CONFIG_PATH } from '../../contract/pagePaths';

/** Where the bundle finds its servers; read from /config.json so one build can serve any host. */
const RuntimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  movieDbBaseUrl: z.string(),
  imageBaseUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema> & {
  /**
   * The file as read, for its sign-in settings (signInProviders, passwordSignUp: the Node server
   * adds them, a CDN's file lists them by hand). They are checked where they are shown
   * (contract/signInProviders.ts), so a first visit without providers carries none of that code.
   */
  file: unknown;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  movieDbBaseUrl: '/3',
  imageBaseUrl: '/images',
  file: {},
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Missing keys keep their defaults; an unreachable or malformed file means defaults. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  try {
    // Default cache mode, so the request can take the <link rel="preload"> of index.html; freshness
    // comes from the file's own Cache-Control: no-cache (server/routes/spa, and a CDN must do the same).
    const response = await fetch(url);
    if (!response.ok) return defaultRuntimeConfig;
    const file: unknown = await response.json();
    const parsed = z.partial(RuntimeConfigSchema).safeParse(file);
    return parsed.success ? { ...defaultRuntimeConfig, ...parsed.data, file } : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

/**
 * What the file says of sign-in, unchecked: enough to know whether to load the code that checks
 * the providers and shows them (any named), and whether the register form gives way to them.
 */
export function signInHints(): { providers: boolean; signUpClosed: boolean } {
  const { signInProviders, passwordSignUp } = (current.file ?? {}) as { signInProviders?: unknown; passwordSignUp?: unknown };
  const providers = Array.isArray(signInProviders) && signInProviders.length > 0;
  return { providers, signUpClosed: providers && passwordSignUp === false };
}

/** TMDB-style poster URL: `${imageBaseUrl}/w342${poster_path}`. */
export function posterUrl(posterPath: string, size = 'w342'): string {
  return `${current.imageBaseUrl}/${size}${posterPath}`;
}
