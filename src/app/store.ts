import { combineReducers, configureStore, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { productApi } from '../api/productApi';
import { movieDbApi } from '../api/movieDbApi';
import type { ApiExtra } from '../api/serverFetch';
import { sessionEnded } from '../api/sessionEvents';
import sessionReducer from '../features/auth/sessionSlice';
import { clearSignedInHint } from '../features/auth/signedInHint';
import searchReducer from '../features/search/searchSlice';
import themeReducer from '../theme/themeSlice';
import { redactCredentials } from './redactCredentials';

const rootReducer = combineReducers({
  session: sessionReducer,
  search: searchReducer,
  theme: themeReducer,
  [productApi.reducerPath]: productApi.reducer,
  [movieDbApi.reducerPath]: movieDbApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

type StoreDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * When the session ends the apis forget every answer they hold (the slices reset themselves on
 * the same action), and the signed-in hint goes: the next person here finds nothing of this one.
 * A plain middleware rather than RTK's listener middleware: this is all it would do, for more bytes.
 */
const sessionEndMiddleware: Middleware<object, RootState, StoreDispatch> = ({ dispatch }) => (next) => (action) => {
  const result = next(action);
  if (!sessionEnded.match(action)) return result;
  clearSignedInHint();
  const resetApis = () => {
    dispatch(productApi.util.resetApiState());
    dispatch(movieDbApi.util.resetApiState());
  };
  if (action.payload.reason === 'logout') {
    resetApis();
    return result;
  }
  // A reset aborts what is running, and the requests that found the session over must still
  // pass their error on (docs/PRODUCT.md §6.5): they settle first.
  const running = [...dispatch(productApi.util.getRunningQueriesThunk()), ...dispatch(productApi.util.getRunningMutationsThunk())];
  void Promise.all(running).then(resetApis);
  return result;
};

/**
 * A new store each call: the app makes one, every test makes its own, the server one per page it
 * renders (`extra` then carries that request's fetch: src/api/serverFetch.ts).
 */
export function setupStore(preloadedState?: Partial<RootState>, extra?: ApiExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(sessionEndMiddleware).concat(productApi.middleware, movieDbApi.middleware),
    // DevTools stay on in production, so they never see the session's credentials (docs/PRODUCT.md §6.1).
    devTools: { stateSanitizer: redactCredentials, actionSanitizer: redactCredentials },
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
