// zod/mini: this module is on every first visit, and mini tree-shakes to what is used.
import * as z from 'zod/mini';
import { productApi } from '../../api/productApi';

export const LoginResponseSchema = z.object({
  key: z.string(),
  api_key: z._default(z.string(), ''),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  email: string;
  password1: string;
  password2: string;
}

export const UserSchema = z.object({
  pk: z.number(),
  email: z.string(),
  profile_picture: z.nullable(z.string()),
  api_key: z._default(z.string(), ''),
});
export type User = z.infer<typeof UserSchema>;

export const authApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login/', method: 'POST', body }),
      transformResponse: (response: unknown) => LoginResponseSchema.parse(response),
    }),
    register: build.mutation<{ detail: string }, RegisterRequest>({
      query: (body) => ({ url: '/api/autenticacion/registro/', method: 'POST', body }),
    }),
    logout: build.mutation<{ detail: string }, void>({
      query: () => ({ url: '/api/auth/logout/', method: 'POST' }),
    }),
    currentUser: build.query<User, void>({
      query: () => '/api/auth/user/',
      transformResponse: (response: unknown) => UserSchema.parse(response),
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;

/** Fetches the current user now, even if an earlier answer is cached; the session slice holds it. */
export const fetchCurrentUser = () =>
  authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false });
