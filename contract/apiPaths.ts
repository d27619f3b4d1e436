/**
 * Route paths the SPA and the server both name, written once. The server mounts its routes under
 * API_PREFIX and registers each with the path below; the SPA calls apiPath(…) of it.
 */
export const API_PREFIX = '/api';

/** The account's routes, as registered under API_PREFIX (the register path is Spanish, as the product's API has it). */
export const AUTH_PATHS = {
  login: '/auth/login/',
  register: '/autenticacion/registro/',
  refresh: '/auth/token/refresh/',
} as const;

/** A route's path as the SPA calls it. */
export const apiPath = (path: (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS]): string => `${API_PREFIX}${path}`;
