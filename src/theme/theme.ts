import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // The theme has CSS variables (theme.vars, theme.colorSchemes): MUI types them once this says so.
  interface CssThemeVariables {
    enabled: true;
  }
}

/** The attribute on <html> that picks the colour scheme; index.html's inline script sets it before the first paint. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

/**
 * One theme with both colour schemes as CSS variables: the prerendered HTML's CSS serves
 * either, and the attribute on <html> picks one, so a dark reader never sees a light first
 * paint. Palettes chosen for WCAG AA: primary and secondary on their paper/background and
 * text on them all reach at least 4.5:1 in both modes.
 */
export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1e4f8a', contrastText: '#ffffff' },
          secondary: { main: '#8a4b00', contrastText: '#ffffff' },
          background: { default: '#f5f7fa', paper: '#ffffff' },
          text: { primary: '#111827', secondary: '#374151' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#90caf9', contrastText: '#0b1220' },
          secondary: { main: '#fbbf24', contrastText: '#0b1220' },
          background: { default: '#0f1419', paper: '#18202a' },
          text: { primary: '#f1f5f9', secondary: '#cbd5e1' },
        },
      },
    },
    shape: { borderRadius: 8 },
  });
}
