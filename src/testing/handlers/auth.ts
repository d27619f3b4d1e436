import { http, HttpResponse, type PathParams } from 'msw';
import type { CurrentUser, LoginRequest, LoginResponse, RegisterRequest } from '../../../contract/auth';
import type { Detail, FieldErrors } from '../../../contract/errors';
import { fieldErrors, refusal } from './errors';

/**
 * The accounts part of the API contract (docs/PRODUCT.md §8), backed by an in-memory user
 * list. `authState` stands in for the httpOnly cookies a browser would hold.
 */
interface MockUser {
  pk: number;
  email: string;
  password: string;
}

export const testUser: MockUser = { pk: 1, email: 'ada@example.com', password: 'correct horse battery' };
export const TEST_KEY = 'session-key-123';
export const TEST_API_KEY = 'movie-db-key-456';

export const authState = {
  users: [testUser],
  signedIn: null as MockUser | null,
};

export function resetAuthState(): void {
  authState.users = [testUser];
  authState.signedIn = null;
}

const userPayload = (user: MockUser): CurrentUser => ({ pk: user.pk, email: user.email, profile_picture: null, api_key: TEST_API_KEY });
const notAuthenticated = () => refusal(401, 'not_authenticated');

export const authHandlers = [
  http.post<PathParams, RegisterRequest, FieldErrors | Detail>('*/api/autenticacion/registro/', async ({ request }) => {
    const body = await request.json();
    if (authState.users.some((user) => user.email === body.email)) {
      return fieldErrors({ email: [['email_taken']] });
    }
    if (body.password1 !== body.password2) {
      return fieldErrors({ non_field_errors: [['passwords_differ']] });
    }
    authState.users.push({ pk: authState.users.length + 1, email: body.email, password: body.password1 });
    return HttpResponse.json({ detail: 'Registration successful.' }, { status: 201 });
  }),
  http.post<PathParams, LoginRequest, LoginResponse | FieldErrors>('*/api/auth/login/', async ({ request }) => {
    const body = await request.json();
    const user = authState.users.find((candidate) => candidate.email === body.email && candidate.password === body.password);
    if (!user) {
      return fieldErrors({ non_field_errors: [['invalid_credentials']] });
    }
    authState.signedIn = user;
    return HttpResponse.json({ key: TEST_KEY, api_key: TEST_API_KEY });
  }),
  http.post('*/api/auth/token/refresh/', () =>
    authState.signedIn
      ? HttpResponse.json({ access_expiration: new Date(Date.now() + 15 * 60_000).toISOString() })
      : refusal(401, 'token_invalid'),
  ),
  http.post('*/api/auth/logout/', () => {
    authState.signedIn = null;
    return HttpResponse.json({ detail: 'Successfully logged out.' });
  }),
  http.get('*/api/auth/user/', () => (authState.signedIn ? HttpResponse.json(userPayload(authState.signedIn)) : notAuthenticated())),
];
