import { type RefObject, useEffectEvent, useLayoutEffect } from 'react';

/**
 * Hands `onTyped` what was typed into a server-rendered field before the app hydrated it. React
 * leaves such text in the field, but the component's state still holds what the server rendered,
 * and the next render would put that back: the text would vanish without having been used.
 * Runs once, when the field is the app's; in a field React created itself it finds `rendered`.
 * In a layout effect, so the state has the text before anything else renders: from a passive
 * effect it came a render later, and a render in between put the server's empty value back into
 * the field for up to a second.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, rendered: string, onTyped: (text: string) => void): void {
  const takeOver = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== rendered) onTyped(typed);
  });
  useLayoutEffect(() => takeOver(), []);
}
