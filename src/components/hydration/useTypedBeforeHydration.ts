import { type RefObject, useEffect, useEffectEvent } from 'react';

/**
 * Hands `onTyped` what was typed into a server-rendered field before the app hydrated it. React
 * leaves such text in the field, but the component's state still holds what the server rendered,
 * and the next render would put that back: the text would vanish without having been used.
 * Runs once, when the field is the app's; in a field React created itself it finds `rendered`.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, rendered: string, onTyped: (text: string) => void): void {
  const takeOver = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== rendered) onTyped(typed);
  });
  useEffect(() => takeOver(), []);
}
