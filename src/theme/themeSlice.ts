import { createSlice, type Dispatch } from '@reduxjs/toolkit';
import { chosenTheme, THEME_STORAGE_KEY } from '../../contract/preferences';

export type ThemeMode = 'dark' | 'light';
interface ThemeState {
  mode: ThemeMode;
}

/** The mode the build prerenders in; the CSS of both modes is in the HTML either way. */
export const PRERENDERED_MODE: ThemeMode = 'light';

// The build's prerender has no window.
const systemPrefersDark = (): boolean => typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;

/** The stored choice, else the system's dark preference, else light (contract/preferences.ts). */
function readInitialTheme(): ThemeState {
  let stored = null;
  try {
    stored = window.sessionStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the system preference still applies.
  }
  return { mode: chosenTheme(stored, systemPrefersDark()) };
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
