import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { defaultRuntimeConfig, loadRuntimeConfig, setRuntimeConfig, signInHints } from './runtimeConfig';

const url = 'http://localhost/config.json';

describe('loadRuntimeConfig', () => {
  it('reads the servers from config.json, keeping defaults for what it leaves out', async () => {
    server.use(http.get(url, () => HttpResponse.json({ apiBaseUrl: 'https://api.example.com' })));
    expect(await loadRuntimeConfig(url)).toEqual({ ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com', file: { apiBaseUrl: 'https://api.example.com' } });
  });

  it('falls back to same-origin defaults when the file is missing', async () => {
    server.use(http.get(url, () => new HttpResponse(null, { status: 404 })));
    expect(await loadRuntimeConfig(url)).toEqual({ apiBaseUrl: '', movieDbBaseUrl: '/3', imageBaseUrl: '/images', file: {} });
  });

  it('falls back to defaults when the file is malformed', async () => {
    server.use(http.get(url, () => HttpResponse.json({ apiBaseUrl: 42 })));
    expect(await loadRuntimeConfig(url)).toEqual(defaultRuntimeConfig);
  });

  it('tells the pages whether sign-in providers are offered and password sign-up is off, without checking the list yet', async () => {
    server.use(http.get(url, () => HttpResponse.json({ signInProviders: [{ id: 'corp', label: 'Corp SSO' }], passwordSignUp: false })));
    setRuntimeConfig(await loadRuntimeConfig(url));
    expect(signInHints()).toEqual({ providers: true, signUpClosed: true });
    server.use(http.get(url, () => HttpResponse.json({ signInProviders: [], passwordSignUp: false })));
    setRuntimeConfig(await loadRuntimeConfig(url));
    // No provider to sign up with: the register form stays.
    expect(signInHints()).toEqual({ providers: false, signUpClosed: false });
  });
});
