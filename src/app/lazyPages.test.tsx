import { screen } from '@testing-library/react';
import { renderApp } from '../testing/renderWithProviders';
import { initialSessionState } from '../features/auth/sessionSlice';
import { loadPage } from './pageChunks';
import { pages } from './pages';

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

  it("says a page whose chunk did not arrive could not be loaded, and offers a reload, instead of leaving an empty screen", async () => {
    jest.spyOn(pages['shared-list'], 'load').mockRejectedValueOnce(new Error('Loading chunk shared-list failed.'));
    renderApp('/shared/a-token', { preloadedState: signedOut });

    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection, then reload.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The frame stays: the reader can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
