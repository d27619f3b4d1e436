import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { cookieOf, createAccount, login } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in person for the film log's route tests: their id, cookies and a way to call the API as them. */
export interface Person {
  id: number;
  email: string;
  access: string;
  refresh: string;
  call(method: Method, url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
}

export async function signedInPerson(app: FastifyInstance): Promise<Person> {
  const account = await createAccount(app);
  const res = await login(app, account.email);
  const access = cookieOf(res, 'access')?.value ?? '';
  const refresh = cookieOf(res, 'refresh')?.value ?? '';
  return {
    id: account.id,
    email: account.email,
    access,
    refresh,
    call: (method, url, payload) => app.inject({ method, url, cookies: { access }, ...(payload === undefined ? {} : { payload }) }),
  };
}

/** Films with fixed dates and genres, so counts in tests can be checked by hand; imported ids of their own. */
export const TEST_FILMS = [
  { id: 880_000_001, title: 'Test Noir', release_date: '1974-06-20', genre_ids: [80, 18], popularity: 1 },
  { id: 880_000_002, title: 'Test Western', release_date: '1979-05-25', genre_ids: [37], popularity: 1 },
  { id: 880_000_003, title: 'Test Comedy', release_date: '1999-10-15', genre_ids: [35, 18], popularity: 1 },
  { id: 880_000_004, title: 'Test Epic', release_date: '2003-12-17', genre_ids: [12], popularity: 1 },
] as const;
