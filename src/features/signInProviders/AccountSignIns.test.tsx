import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountSignIns } from '../../../contract/signInProviders';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/runtimeConfig';
import { refusal } from '../../testing/handlers/errors';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

/** The server's side: two providers, `linked` of them linked to an account with or without a password. */
function accountWith(password: AccountSignIns['password'], linked: string[]) {
  const state = { password, linked: new Set(linked) };
  const body = (): AccountSignIns => ({
    password: state.password,
    providers: [
      { id: 'corp', label: 'Corp SSO', linked: state.linked.has('corp') ? { email: 'me@corp.example', linked_at: '2026-11-28T09:00:00.000Z' } : null },
      { id: 'google', label: 'Google', linked: state.linked.has('google') ? { email: null, linked_at: '2026-11-28T09:00:00.000Z' } : null },
    ],
  });
  server.use(
    http.get('*/api/me/sign-in-providers/', () => HttpResponse.json(body())),
    http.delete('*/api/me/sign-in-providers/:provider', ({ params }) => {
      const provider = String(params.provider);
      if (state.password === 'none' && state.linked.size === 1 && state.linked.has(provider)) {
        return refusal(409, 'provider_last_way_in');
      }
      state.linked.delete(provider);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  setRuntimeConfig({ ...getRuntimeConfig(), file: { signInProviders: [{ id: 'corp', label: 'Corp SSO' }, { id: 'google', label: 'Google' }] } });
}

const providerRow = async (name: string) => (await screen.findByText(name, { selector: '.MuiListItemText-primary' }, renderTimeout)).closest('li') as HTMLElement;

describe("Account Settings' sign-in providers", () => {
  it('lists each provider, linked or not, and removes one', async () => {
    accountWith('set', ['corp']);
    const { user } = renderApp('/profile', { preloadedState: { session: signedInSession() } });
    const corp = await providerRow('Corp SSO');
    expect(corp).toHaveTextContent('Linked as me@corp.example');
    expect(await providerRow('Google')).toHaveTextContent('Not linked');
    expect(within(await providerRow('Google')).getByRole('button', { name: 'Link Google' })).toBeEnabled();

    await user.click(within(corp).getByRole('button', { name: 'Remove Corp SSO' }));
    expect(await screen.findByText('Corp SSO is no longer linked.', undefined, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(within(corp).getByRole('button', { name: 'Link Corp SSO' })).toBeInTheDocument());
  });

  it('says why the last way in of an account without a password stays, in Spanish', async () => {
    accountWith('none', ['google']);
    const { user } = renderApp('/profile', { preloadedState: { session: signedInSession() }, language: 'es' });
    const google = await providerRow('Google');
    expect(google).toHaveTextContent('Vinculado');
    await user.click(within(google).getByRole('button', { name: 'Quitar Google' }));
    expect(await screen.findByText('Es tu única forma de iniciar sesión: vincula otro proveedor antes de quitarlo.', undefined, renderTimeout)).toBeInTheDocument();
    expect(within(google).getByRole('button', { name: 'Quitar Google' })).toBeInTheDocument();
  });

  it('confirms a provider the server has just linked, once', async () => {
    accountWith('set', ['corp']);
    const { location } = renderApp('/profile?linked=corp', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('Corp SSO is now linked: you can sign in with it.', undefined, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('says why linking did not work when the server sends the browser back with the reason', async () => {
    accountWith('set', []);
    const { location } = renderApp('/profile?sign_in_error=already_linked&provider=google', { preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('That Google account is already linked to another account here.', undefined, renderTimeout)).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('has an account without a password confirm its deletion with its e-mail address', async () => {
    accountWith('none', ['google']);
    const { user } = renderApp('/profile', { preloadedState: { session: signedInSession() } });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }, renderTimeout));
    expect(await screen.findByLabelText(/This account has no password: type its e-mail address/, undefined, renderTimeout)).toHaveAttribute('type', 'email');
  });
});
