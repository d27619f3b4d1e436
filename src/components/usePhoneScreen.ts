import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { use } from 'react';
import { PhoneGuessContext } from './phoneGuess';

/**
 * Whether the screen is a phone's (narrower than the theme's `sm`): its own width once known,
 * the server's guess while its render is hydrated (MUI's `defaultMatches`), so the two agree.
 */
export function usePhoneScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { defaultMatches: use(PhoneGuessContext) });
}
