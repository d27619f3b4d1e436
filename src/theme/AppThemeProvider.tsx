import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';
import { useAppSelector } from '../app/hooks';
import { createAppTheme } from './theme';
import type { ThemeMode } from './themeSlice';

let theme: ReturnType<typeof createAppTheme> | undefined;

/**
 * The app's theme, made at its first use and kept: at the first render rather than when the
 * module loads, so its making (both colour schemes' palettes and variables, the largest single
 * piece of the entry's module code) is not one more part of the one task that runs all of it.
 */
export const appTheme = () => (theme ??= createAppTheme());

/** The id of the <style> tag with the theme's CSS variables that a prerendered first screen brings. */
export const THEME_VARIABLES_ID = 'theme-variables';

/**
 * Whether MUI makes the theme's CSS variables itself, as a global style: not when the HTML
 * brought them (building them is most of the provider's first render, and emotion then moves the
 * HTML's tag, a reparse of its 20 KB), nor when rendering to HTML, where the prerender writes that
 * tag itself (src/app/prerender/index.tsx). A page the app renders without a first screen needs them.
 */
const variablesMade = typeof document !== 'undefined' && document.getElementById(THEME_VARIABLES_ID) === null;

/** The theme slice is the one source of the mode: MUI shows it, and keeps no storage of its own. */
function ColorSchemeFromStore({ mode }: { mode: ThemeMode }) {
  const { setMode } = useColorScheme();
  useEffect(() => {
    setMode(mode);
    document.body.setAttribute('data-theme', mode);
  }, [mode, setMode]);
  return null;
}

/**
 * MUI's theme, both colour schemes as CSS variables; the body attribute lets plain CSS and tests see the mode.
 * `noSsr`: the mode is known from the first render (the store read it as index.html's script did), and no
 * markup depends on it (the CSS variables do). Without it MUI renders once more after mounting to learn
 * the mode, a new context value for every component: after hydration that update reaches the page's
 * Suspense boundary before it has hydrated, and React then hydrates the page in one blocking task.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.theme.mode);
  return (
    <ThemeProvider
      theme={appTheme()}
      defaultMode={mode}
      storageManager={null}
      disableTransitionOnChange
      noSsr
      disableStyleSheetGeneration={!variablesMade}
    >
      <ColorSchemeFromStore mode={mode} />
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
