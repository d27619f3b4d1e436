import type * as Toolkit from '@reduxjs/toolkit';
import type { Action, DevToolsEnhancerOptions, Reducer, StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { TEST_API_KEY, TEST_KEY, testUser } from '../testing/handlers/auth';
import { renderApp } from '../testing/renderWithProviders';
import { renderTimeout } from '../testing/timeouts';
import { REDACTED } from './redactCredentials';

/**
 * Stands in for the Redux DevTools extension, which RTK looks for when it loads: it receives
 * the store's devTools options and sees every action that reaches the reducer, as the real one does.
 */
const mockDevTools: { options?: DevToolsEnhancerOptions; actions: Action[] } = { actions: [] };
jest.mock('@reduxjs/toolkit', () => {
  const watchActions = ((createStore: StoreEnhancerStoreCreator) =>
    <S, A extends Action, P>(reducer: Reducer<S, A, P>, preloadedState?: P) =>
      createStore((state: S | P | undefined, action: A) => {
        mockDevTools.actions.push(action);
        return reducer(state, action);
      }, preloadedState)) as StoreEnhancer;
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: DevToolsEnhancerOptions) => {
      mockDevTools.options = options;
      return (...enhancers: StoreEnhancer[]) => toolkit.compose(...enhancers, watchActions);
    },
  });
  // Loaded only now, so that it finds the extension above, as it would in a browser that has it.
  const toolkit = jest.requireActual<typeof Toolkit>('@reduxjs/toolkit');
  return toolkit;
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
