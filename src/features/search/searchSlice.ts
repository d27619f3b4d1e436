import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieSummary } from '../../../contract/movies';
import { hydrate } from '../../api/hydrate';
import { sessionEnded } from '../../api/sessionEvents';

interface SearchState {
  /** Whether the header's search box is shown. */
  open: boolean;
  movies: MovieSummary[];
  criteria: string;
  currentPage: number;
  totalPages: number;
}

const initialState: SearchState = { open: false, movies: [], criteria: '', currentPage: 1, totalPages: 0 };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchToggled(state) {
      state.open = !state.open;
    },
    criteriaChanged(state, action: PayloadAction<string>) {
      state.criteria = action.payload;
    },
    pageChanged(state, action: PayloadAction<number>) {
      state.currentPage = action.payload;
    },
    resultsReceived(state, action: PayloadAction<{ movies: MovieSummary[]; totalPages: number }>) {
      state.movies = action.payload.movies;
      state.totalPages = action.payload.totalPages;
    },
  },
  // What a person searched for is theirs: the next one at this browser starts with a closed, empty box.
  extraReducers: (builder) =>
    builder
      // The search the server rendered a /movieSearch link with.
      .addCase(hydrate, (_state, action) => action.payload.search as SearchState)
      .addCase(sessionEnded, () => initialState),
});

export const { searchToggled, criteriaChanged, pageChanged, resultsReceived } = searchSlice.actions;
export default searchSlice.reducer;
