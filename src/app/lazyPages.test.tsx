import { screen } from '@testing-library/react';
import { renderApp } from '../testing/renderWithProviders';
import { initialSessionState } from '../features/auth/sessionSlice';
import { loadPage } from './pageChunks';

// Guards the settled thenable in router.tsx: if a React upgrade stops reading it at once, a
// page preloaded at boot would show the spinner (and React's 300 ms fallback minimum) again.
// Each page renders once per file here: React.lazy remembers a page it has resolved.
const signedOut = { session: { ...initialSessionState, loading: false } };

describe('lazy pages', () => {
  it('renders a page whose chunk has arrived in the first render, without the loading fallback', async () => {
    await loadPage('login');
    renderApp('/login', { preloadedState: signedOut });

    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it('shows the loading fallback for a page whose chunk has not arrived, then the page', async () => {
    renderApp('/register', { preloadedState: signedOut });

    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });
});
