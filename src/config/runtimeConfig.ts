import * as z from 'zod/mini';

/** Where the bundle finds its servers; read from /config.json so one build can serve any host. */
const RuntimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  movieDbBaseUrl: z.string(),
  imageBaseUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  movieDbBaseUrl: '/3',
  imageBaseUrl: '/images',
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Missing keys keep their defaults; an unreachable or malformed file means defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    // Default cache mode, so the request can take the <link rel="preload"> of index.html; freshness
    // comes from the file's own Cache-Control: no-cache (server/routes/spa, and a CDN must do the same).
    const response = await fetch(url);
    if (!response.ok) return defaultRuntimeConfig;
    const parsed = z.partial(RuntimeConfigSchema).safeParse(await response.json());
    return parsed.success ? { ...defaultRuntimeConfig, ...parsed.data } : defaultRuntimeConfig;
  } catch {
    return defaultRuntimeConfig;
  }
}

/** TMDB-style poster URL: `${imageBaseUrl}/w342${poster_path}`. */
export function posterUrl(posterPath: string, size = 'w342'): string {
  return `${current.imageBaseUrl}/${size}${posterPath}`;
}
