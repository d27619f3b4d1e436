import { createSlice, type Dispatch } from '@reduxjs/toolkit';

export type ThemeMode = 'dark' | 'light';
interface ThemeState {
  mode: ThemeMode;
}

export const THEME_STORAGE_KEY = 'theme';

/** The mode the build prerenders in; the CSS of both modes is in the HTML either way. */
export const PRERENDERED_MODE: ThemeMode = 'light';

function storedTheme(): ThemeMode | null {
  try {
    const value = window.sessionStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    // Storage can be blocked (privacy settings); the system preference still applies.
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The stored choice, else the system's dark preference, else light. */
function readInitialTheme(): ThemeState {
  return { mode: storedTheme() ?? (systemPrefersDark() ? 'dark' : 'light') };
}

const themeSlice = createSlice({
  name: 'theme',
  initialState: readInitialTheme,
  reducers: {
    themeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
  },
});

export const { themeToggled } = themeSlice.actions;
export default themeSlice.reducer;

/** Flips the theme and remembers it for this browser session. */
export function toggleTheme() {
  return (dispatch: Dispatch, getState: () => { theme: ThemeState }): void => {
    dispatch(themeToggled());
    try {
      window.sessionStorage.setItem(THEME_STORAGE_KEY, getState().theme.mode);
    } catch {
      // Without storage the choice lasts until reload, which is all we can offer.
    }
  };
}
