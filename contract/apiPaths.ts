/**
 * Route paths the SPA and the server both name, written once: the prefixes and the account's
 * paths here, each other area's in its own contract/*Paths.ts (a module of its own, so a page's
 * chunk carries only the paths it calls, and the first visit's main chunk only these). The
 * server mounts its routes under the prefixes and registers each with a path below, `:name`
 * for a parameter; the SPA calls apiPath(…) of it, the /3 ones under its movie database base.
 */
export const API_PREFIX = '/api';
/** The movie database in TMDB v3 dialect (the SPA's default movieDbBaseUrl). */
export const MOVIE_DB_PREFIX = '/3';
/** The generated posters (the SPA's default imageBaseUrl). */
export const IMAGES_PREFIX = '/images';

/** The account's routes, as registered under API_PREFIX (the register path is Spanish, as the product's API has it). */
export const AUTH_PATHS = {
  login: '/auth/login/',
  register: '/autenticacion/registro/',
  refresh: '/auth/token/refresh/',
  logout: '/auth/logout/',
  user: '/auth/user/',
  /** A page the browser goes to: the provider's sign-in, then back to the server's callback. */
  providerSignIn: '/auth/oidc/:provider/start',
} as const;

/** The server's state, public: the about page reads which movie source it uses. */
export const HEALTH_PATH = '/health/';

/** The names of a pattern's `:name` parameters. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's parameters, none for a path without any. */
export type PathParams<Pattern extends string> = [ParamNames<Pattern>] extends [never] ? [] : [Record<ParamNames<Pattern>, string | number>];

/** A pattern with its parameters written in, as they are given: the caller encodes what may need it. */
export function fillPath<Pattern extends string>(pattern: Pattern, ...[params]: PathParams<Pattern>): string {
  const values: Partial<Record<string, string | number>> = params ?? {};
  return params ? pattern.replace(/:(\w+)/g, (_, name: string) => String(values[name])) : pattern;
}

/** A route's path as the SPA calls it. */
export const apiPath = <Pattern extends string>(pattern: Pattern, ...params: PathParams<Pattern>): string => `${API_PREFIX}${fillPath(pattern, ...params)}`;
