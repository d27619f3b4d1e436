import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { use } from 'react';
import { PhoneGuessContext } from './phoneGuess';

/**
 * Whether to lay a page out as on a phone: a screen narrower than the theme's `sm`, or a browser
 * that told the server it runs on a phone. The guess holds after hydration too, so a phone held
 * sideways keeps the layout its page came with rather than changing it under the reader; until the
 * width is known (the server's render, hydration) the guess alone decides (MUI's `defaultMatches`).
 */
export function usePhoneScreen(): boolean {
  const guessedPhone = use(PhoneGuessContext);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { defaultMatches: guessedPhone });
  return guessedPhone || narrow;
}
