import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { defaultRuntimeConfig, loadRuntimeConfig } from './runtimeConfig';

const url = 'http://localhost/config.json';

describe('loadRuntimeConfig', () => {
  it('reads the servers from config.json, keeping defaults for what it leaves out', async () => {
    server.use(http.get(url, () => HttpResponse.json({ apiBaseUrl: 'https://api.example.com' })));
    expect(await loadRuntimeConfig(url)).toEqual({ ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com' });
  });

  it('falls back to same-origin defaults when the file is missing', async () => {
    server.use(http.get(url, () => new HttpResponse(null, { status: 404 })));
    expect(await loadRuntimeConfig(url)).toEqual({ apiBaseUrl: '', movieDbBaseUrl: '/3', imageBaseUrl: '/images' });
  });

  it('falls back to defaults when the file is malformed', async () => {
    server.use(http.get(url, () => HttpResponse.json({ apiBaseUrl: 42 })));
    expect(await loadRuntimeConfig(url)).toEqual(defaultRuntimeConfig);
  });
});
