import type * as Toolkit from '@reduxjs/toolkit';
import type { Action, DevToolsEnhancerOptions, Reducer } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { TEST_API_KEY, TEST_KEY, testUser } from '../testing/handlers/auth';
import { renderApp } from '../testing/renderWithProviders';
import { renderTimeout } from '../testing/timeouts';
import { REDACTED } from './redactCredentials';

/**
 * What the Redux DevTools extension gets from the store: the store's devTools options (its
 * sanitizers), and every action that reaches the reducer, as the extension sees them. Taken at
 * configureStore, so it does not matter which module loaded Redux Toolkit first.
 */
const mockDevTools: { options?: DevToolsEnhancerOptions; actions: Action[] } = { actions: [] };
jest.mock('@reduxjs/toolkit', () => {
  const toolkit = jest.requireActual<typeof Toolkit>('@reduxjs/toolkit');
  return {
    ...toolkit,
    configureStore: (options: Toolkit.ConfigureStoreOptions) => {
      mockDevTools.options = typeof options.devTools === 'object' ? options.devTools : undefined;
      const reducer = options.reducer as Reducer;
      return toolkit.configureStore({
        ...options,
        reducer: (state: unknown, action: Action) => {
          mockDevTools.actions.push(action);
          return reducer(state, action) as unknown;
        },
      });
    },
  };
});

const secrets = [TEST_KEY, TEST_API_KEY, testUser.password];

describe('what Redux DevTools see', () => {
  it('hides the session key, the api_key and the password of a real sign-in, while the store keeps them', async () => {
    const { user, store } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/, undefined, renderTimeout), testUser.email);
    await user.type(screen.getByLabelText(/Password/), testUser.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'My Profile' }, renderTimeout);
    await waitFor(() => expect(store.getState().session.user?.email).toBe(testUser.email));

    const { stateSanitizer, actionSanitizer } = mockDevTools.options ?? {};
    if (!stateSanitizer || !actionSanitizer) throw new Error('the store gave DevTools no sanitizers');
    const state = store.getState();
    const actions = mockDevTools.actions;
    // Without the sanitizers DevTools would show each secret: the test looks where they really are.
    for (const secret of secrets) expect(JSON.stringify([state, actions])).toContain(secret);

    const shown = JSON.stringify([stateSanitizer(state, 0), actions.map((action, id) => actionSanitizer(action, id))]);
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect(shown).toContain(`"key":"${REDACTED}"`);
    expect(shown).toContain(testUser.email);

    expect(store.getState().session).toMatchObject({ key: TEST_KEY, api_key: TEST_API_KEY });
  });
});
