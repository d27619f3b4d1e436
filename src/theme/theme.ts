import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './themeSlice';

/**
 * Palettes chosen for WCAG AA: primary and secondary on their paper/background and text on
 * them all reach at least 4.5:1 in both modes.
 */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? { main: '#90caf9', contrastText: '#0b1220' } : { main: '#1e4f8a', contrastText: '#ffffff' },
      secondary: dark ? { main: '#fbbf24', contrastText: '#0b1220' } : { main: '#8a4b00', contrastText: '#ffffff' },
      background: dark ? { default: '#0f1419', paper: '#18202a' } : { default: '#f5f7fa', paper: '#ffffff' },
      text: dark ? { primary: '#f1f5f9', secondary: '#cbd5e1' } : { primary: '#111827', secondary: '#374151' },
    },
    shape: { borderRadius: 8 },
  });
}
