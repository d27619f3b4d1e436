import {
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiPath, AUTH_PATHS } from '../../contract/apiPaths';
import { ERROR_CODES_HEADER } from '../../contract/errors';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { serverBase, serverFetch } from './serverFetch';
import { sessionEnded } from './sessionEvents';

const REFRESH_URL = apiPath(AUTH_PATHS.refresh);
/** A 401 from these means bad credentials or a dead refresh token, never an expired access. */
const NO_REAUTH_URLS = [REFRESH_URL, apiPath(AUTH_PATHS.login), apiPath(AUTH_PATHS.register)];

type ExtraOptions = object;

/** A failed call; a field-error answer's Error-Codes header comes along, unread until a page shows the errors (contract/errors.ts). */
export type ApiError = FetchBaseQueryError & { errorCodes?: string };

async function rawBaseQuery(args: string | FetchArgs, api: BaseQueryApi, extraOptions: ExtraOptions) {
  // Built per call: the runtime config is only known after /config.json has loaded.
  const result = await fetchBaseQuery({ baseUrl: serverBase(api, getRuntimeConfig().apiBaseUrl), credentials: 'include', fetchFn: serverFetch(api) })(args, api, extraOptions);
  const errorCodes = result.error && result.meta?.response?.headers.get(ERROR_CODES_HEADER);
  return errorCodes ? { ...result, error: { ...result.error, errorCodes } as ApiError } : result;
}

const urlOf = (args: string | FetchArgs): string => (typeof args === 'string' ? args : args.url);

let refreshInFlight: Promise<boolean> | null = null;
let lastRefresh = { generation: 0, succeeded: false };

/**
 * One refresh for every 401 that belongs to the same expiry: callers that arrive while a
 * refresh runs share it, and a caller whose request was sent before the last refresh finished
 * reuses that refresh's outcome instead of starting another.
 */
function refreshSession(sentDuring: number, api: BaseQueryApi, extraOptions: ExtraOptions): Promise<boolean> {
  if (lastRefresh.generation !== sentDuring) return Promise.resolve(lastRefresh.succeeded);
  refreshInFlight ??= Promise.resolve(rawBaseQuery({ url: REFRESH_URL, method: 'POST' }, api, extraOptions))
    .then((result) => {
      lastRefresh = { generation: lastRefresh.generation + 1, succeeded: !result.error };
      return lastRefresh.succeeded;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * fetchBaseQuery with cookies, plus the one-time refresh of docs/PRODUCT.md §6.5: a 401 triggers one
 * POST /api/auth/token/refresh/ and one retry; a failed refresh ends the session and the
 * original error passes on. No timeout.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError, ExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  if (refreshInFlight) await refreshInFlight;
  const sentDuring = lastRefresh.generation;
  const result = await rawBaseQuery(args, api, extraOptions);
  // The server's renderer never refreshes: the new cookies are the browser's to receive, and its
  // app refreshes on its own when the server sent no page for this session.
  if (result.error?.status !== 401 || NO_REAUTH_URLS.includes(urlOf(args)) || serverFetch(api)) return result;

  if (await refreshSession(sentDuring, api, extraOptions)) return rawBaseQuery(args, api, extraOptions);
  api.dispatch(sessionEnded({ reason: 'expired' }));
  return result;
};
