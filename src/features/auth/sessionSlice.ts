import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate } from '../../api/hydrate';
import { sessionEnded } from '../../api/sessionEvents';
import type { CurrentUser, LoginResponse } from '../../../contract/auth';
import { authApi } from './authApi';

export interface SessionState {
  isAuthenticated: boolean;
  user: CurrentUser | null;
  /** True until the first session check settles, and while one runs. */
  loading: boolean;
  /** Session token for non-browser use: memory only, never persisted. */
  key: string | null;
  api_key: string;
  /** Set when a signed-in session expired, until the notice has been shown. */
  expiryNoticePending: boolean;
  /**
   * Why the last session check failed, when the answer was not a 401 (a server error, a refusal,
   * no answer): its status and the body the server sent, if any; null otherwise (docs/PRODUCT.md §6.4).
   */
  checkError: SessionCheckError | null;
  /** The e-mail of an account form the server sent back refused (server/routes/forms): the form shows it again. Absent otherwise. */
  refusedFormEmail?: string;
}

/** A failed session check as RTK Query reports it: a status (a number, or why there was none) and the body. */
export interface SessionCheckError {
  status: number | string;
  data?: unknown;
}

export const initialSessionState: SessionState = {
  isAuthenticated: false,
  user: null,
  loading: true,
  key: null,
  api_key: '',
  expiryNoticePending: false,
  checkError: null,
};

const signedOut = (expiryNoticePending: boolean): SessionState => ({
  ...initialSessionState,
  loading: false,
  expiryNoticePending,
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<LoginResponse>) {
      state.isAuthenticated = true;
      state.loading = false;
      state.key = action.payload.key;
      state.api_key = action.payload.api_key ?? '';
    },
    expiryNoticeShown(state) {
      state.expiryNoticePending = false;
    },
    /** A visitor's page shown without a check (no signed-in hint): nobody is signed in here. */
    visitorExpected(state) {
      if (!state.isAuthenticated) state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (_state, action) => action.payload.session as SessionState)
      .addCase(sessionEnded, (state, action) =>
        signedOut(action.payload.reason === 'expired' && (state.isAuthenticated || state.expiryNoticePending)),
      )
      .addMatcher(authApi.endpoints.currentUser.matchPending, (state) => {
        state.loading = true;
      })
      .addMatcher(authApi.endpoints.currentUser.matchFulfilled, (state, action) => {
        state.isAuthenticated = true;
        state.loading = false;
        state.user = action.payload;
        state.checkError = null;
        state.api_key = action.payload.api_key || state.api_key;
      })
      .addMatcher(authApi.endpoints.currentUser.matchRejected, (state, action) => {
        // A request skipped because an identical one is running settles nothing.
        if (action.meta.condition) return;
        if (action.payload?.status === 401) return signedOut(state.expiryNoticePending);
        // Any other failure says nothing of the session (the refresh token may well be good):
        // it stays as it was, and the page says what went wrong.
        state.loading = false;
        const { status = 'FETCH_ERROR', data } = action.payload ?? {};
        state.checkError = { status, ...(data === undefined || data === null ? {} : { data }) };
      });
  },
});

export const { credentialsReceived, expiryNoticeShown, visitorExpected } = sessionSlice.actions;
export default sessionSlice.reducer;
