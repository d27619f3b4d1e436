import { z } from 'zod';
import { signedInPerson, type Person } from '../../../testing/test-session';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const OpenApiPathsSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Nothing under /api/me is kept by a browser or a cache, whichever route or error answers
 * (issue 61): every route the API documents, signed in or not, with or without a body.
 */
describe.each(databaseTargets)('Cache-Control of every /api/me answer on %s', (target) => {
  let t: TestApp;
  let person: Person;
  beforeAll(async () => {
    t = await buildTestApp(target);
    person = await signedInPerson(t.app);
  });
  afterAll(() => t.close());

  it('is no-store on every route, its errors and its 401s included', async () => {
    const { paths } = OpenApiPathsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    const routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/me/'))
      .flatMap(([path, operations]) => METHODS.filter((method) => method in operations).map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, '1') })));
    // Account settings' sign-in providers, the lists, the diary, the photo, the import, the export and the account itself.
    expect(routes.length).toBeGreaterThan(25);
    expect(routes).toEqual(expect.arrayContaining([{ method: 'get', url: '/api/me/sign-in-providers/' }, { method: 'delete', url: '/api/me/' }]));

    const seen = new Set<number>();
    for (const { method, url } of routes) {
      const upper = method.toUpperCase() as Uppercase<typeof method>;
      for (const res of [
        await person.call(upper, url, upper === 'GET' || upper === 'DELETE' ? undefined : {}),
        await person.call(upper, url),
        await t.app.inject({ method: upper, url }),
      ]) {
        seen.add(res.statusCode);
        expect([upper, url, res.statusCode, res.headers['cache-control']]).toEqual([upper, url, res.statusCode, 'no-store']);
      }
    }
    // Answers and refusals both: a page of a list, a missing film, a malformed body, no session.
    expect([...seen]).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  });

  it('is no-store on a path under /api/me that names no route', async () => {
    for (const res of [await person.call('GET', '/api/me/nothing-here/'), await t.app.inject({ method: 'GET', url: '/api/me/nothing-here/' })]) {
      expect([res.statusCode, res.headers['cache-control']]).toEqual([404, 'no-store']);
    }
  });
});
