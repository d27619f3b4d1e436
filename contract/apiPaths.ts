/**
 * Route paths the SPA and the server both name, written once: the prefixes and the account's
 * paths here (the SPA's main chunk calls them), every other area's in a contract/<area>Paths.ts;
 * those the first visits call are split so that one chunk imports each, and webpack joins them
 * into its code instead of shipping a module of their own (the budgets have no room for it). The
 * server mounts its routes under the prefixes and registers each with a path, `:name` for a
 * parameter; the SPA calls apiPath(…) of it, a /3 path as it is under its movie database base.
 */
export const API_PREFIX = '/api';
/** The movie database in TMDB v3 dialect; the SPA reads its base from public/config.json (movieDbBaseUrl), which cannot import this. */
export const MOVIE_DB_PREFIX = '/3';
/** The generated posters; the SPA's base is public/config.json's imageBaseUrl. */
export const IMAGES_PREFIX = '/images';

/** The account's routes, as registered under API_PREFIX (the register path is Spanish, as the product's API has it). */
export const AUTH_PATHS = {
  login: '/auth/login/',
  register: '/autenticacion/registro/',
  refresh: '/auth/token/refresh/',
  logout: '/auth/logout/',
  user: '/auth/user/',
} as const;

/** The names of a pattern's `:name` parameters. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern's parameters, none for a path without any. */
export type PathParams<Pattern extends string> = [ParamNames<Pattern>] extends [never] ? [] : [Record<ParamNames<Pattern>, string | number>];

const fill = (pattern: string, params?: Partial<Record<string, string | number>>): string => pattern.replace(/:(\w+)/g, (_, name: string) => String(params?.[name]));

/** A pattern with its parameters written in, as they are given: the caller encodes what may need it. */
export const fillPath = <Pattern extends string>(pattern: Pattern, ...params: PathParams<Pattern>): string => fill(pattern, params[0]);

/** A route's path as the SPA calls it. */
export const apiPath = <Pattern extends string>(pattern: Pattern, ...params: PathParams<Pattern>): string => API_PREFIX + fill(pattern, params[0]);
