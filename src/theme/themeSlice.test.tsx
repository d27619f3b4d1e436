import { screen } from '@testing-library/react';
import { setupStore } from '../app/store';
import { ThemeToggle } from './ThemeToggle';
import { renderWithProviders } from '../testing/renderWithProviders';
import { THEME_STORAGE_KEY } from '../../contract/preferences';

function mockSystemPreference(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    onchange: null,
    dispatchEvent: jest.fn(),
  }));
}

describe('initial theme', () => {
  afterEach(() => {
    // jsdom has no matchMedia; put it back the way it was.
    delete (window as Partial<Window>).matchMedia;
  });

  it('uses the choice stored for this browser session over the system preference', () => {
    mockSystemPreference(true);
    window.sessionStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(setupStore().getState().theme.mode).toBe('light');
  });

  it('follows a system dark preference when nothing is stored', () => {
    mockSystemPreference(true);
    expect(setupStore().getState().theme.mode).toBe('dark');
  });

  it('is light when nothing is stored and the system does not prefer dark', () => {
    mockSystemPreference(false);
    window.sessionStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(setupStore().getState().theme.mode).toBe('light');
  });
});

describe('theme toggle', () => {
  it('flips the theme, stores it in sessionStorage and marks the body', async () => {
    const { user, store } = renderWithProviders(<ThemeToggle />);
    expect(document.body).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(store.getState().theme.mode).toBe('dark');
    expect(window.sessionStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.body).toHaveAttribute('data-theme', 'dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.sessionStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.body).toHaveAttribute('data-theme', 'light');
  });

  it('is labelled in Spanish', () => {
    renderWithProviders(<ThemeToggle />, { language: 'es' });
    expect(screen.getByRole('button', { name: 'Cambiar al tema oscuro' })).toBeInTheDocument();
  });
});
