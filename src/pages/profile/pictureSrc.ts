import { getRuntimeConfig } from '../../config/runtimeConfig';

/**
 * The server may answer with a path; a CDN-hosted SPA must still load it from the API host.
 * Its own module: the header's avatar needs it on every first visit, the profile's API only on the profile.
 */
export function pictureSrc(url: string): string {
  return url.startsWith('/') ? `${getRuntimeConfig().apiBaseUrl}${url}` : url;
}
