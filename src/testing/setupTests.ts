import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtimeConfig';
import { resetAuthState } from './handlers/auth';
import { server } from './server';

// Node's fetch needs absolute URLs; the browser resolves the same relative ones against its origin.
/** What the SPA's tests run with: the APIs at http://localhost, no sign-in providers. */
const testRuntimeConfig = {
  apiBaseUrl: 'http://localhost',
  movieDbBaseUrl: 'http://localhost/3',
  imageBaseUrl: 'http://localhost/images',
  file: {},
};
setRuntimeConfig(testRuntimeConfig);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  setRuntimeConfig(testRuntimeConfig);
  server.resetHandlers();
  resetAuthState();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Language detection reads <html lang>: no test may inherit another's language.
  document.documentElement.removeAttribute('lang');
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
