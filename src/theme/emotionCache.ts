import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of the app's emotion cache: its class names are `css-<id>`, on the server as in the browser. */
export const EMOTION_KEY = 'css';

/** On a prerendered <style> tag of the app's own classes (not the global styles): the emotion ids it holds, space-separated. */
export const PRERENDERED_IDS_ATTRIBUTE = 'data-prerendered-ids';

/**
 * The browser's emotion cache, told which styles the prerendered HTML already holds. Emotion's own
 * way to take over server-rendered styles (tags marked `data-emotion`) moves every such tag into
 * <head> when the cache is made: the browser then parses all their rules again and restyles the
 * whole page, on a slow phone 40 ms and more in one task. These tags stay where they are; only
 * their ids are read.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY });
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_IDS_ATTRIBUTE}]`)) {
    for (const id of tag.getAttribute(PRERENDERED_IDS_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[id] = true;
  }
  return cache;
}
