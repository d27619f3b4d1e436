import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { productApi } from '../api/productApi';
import { movieDbApi } from '../api/movieDbApi';
import sessionReducer from '../features/auth/sessionSlice';
import searchReducer from '../features/search/searchSlice';
import themeReducer from '../theme/themeSlice';

const rootReducer = combineReducers({
  session: sessionReducer,
  search: searchReducer,
  theme: themeReducer,
  [productApi.reducerPath]: productApi.reducer,
  [movieDbApi.reducerPath]: movieDbApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store each call: the app makes one, every test makes its own. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(productApi.middleware, movieDbApi.middleware),
    devTools: true,
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
