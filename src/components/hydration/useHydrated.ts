import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and when prerendering), true from the render
 * after it on. What the prerendered HTML cannot know (the reader's theme) renders as it was
 * prerendered until then, so hydration meets the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
