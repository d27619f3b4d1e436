import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieSummary } from '../../../contract/movies';

interface SearchState {
  movies: MovieSummary[];
  criteria: string;
  currentPage: number;
  totalPages: number;
}

const initialState: SearchState = { movies: [], criteria: '', currentPage: 1, totalPages: 0 };

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
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
});

export const { criteriaChanged, pageChanged, resultsReceived } = searchSlice.actions;
export default searchSlice.reducer;
