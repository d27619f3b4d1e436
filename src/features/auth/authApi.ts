import { apiPath, AUTH_PATHS } from '../../../contract/apiPaths';
import { type CurrentUser, CurrentUserSchema, type LoginRequest, type LoginResponse, LoginResponseSchema, type RegisterRequest } from '../../../contract/auth';
import { DetailSchema } from '../../../contract/errors';
import { productApi } from '../../api/productApi';

export const authApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: apiPath(AUTH_PATHS.login), method: 'POST', body }),
      responseSchema: LoginResponseSchema,
    }),
    register: build.mutation<{ detail: string }, RegisterRequest>({
      query: (body) => ({ url: apiPath(AUTH_PATHS.register), method: 'POST', body }),
      responseSchema: DetailSchema,
    }),
    logout: build.mutation<{ detail: string }, void>({
      query: () => ({ url: apiPath(AUTH_PATHS.logout), method: 'POST' }),
      responseSchema: DetailSchema,
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => apiPath(AUTH_PATHS.user),
      responseSchema: CurrentUserSchema,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;

/** Fetches the current user now, even if an earlier answer is cached; the session slice holds it. */
export const fetchCurrentUser = () =>
  authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false });
