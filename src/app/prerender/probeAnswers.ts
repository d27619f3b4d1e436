import { apiLanguageOf } from '../../../contract/language';
import type { DiaryEntry, Stats } from '../../../contract/filmLog';
import type { Credits, MovieDetails, MoviePage, MovieSummary } from '../../../contract/movies';
import { browseApi } from '../../features/catalogue/browseApi';
import { movieDbEndpoints } from '../../features/catalogue/movieDbEndpoints';
import { filmLogApi } from '../../features/filmLog/filmLogApi';
import { listsApi } from '../../features/lists/listsApi';
import { profileApi } from '../../features/profile/profileApi';
import type { Language } from '../../i18n/i18n';
import type { ShellName } from '../shells';
import type { AppDispatch } from '../store';

/**
 * Answers for the probe's store (FirstRenderProbe), so a page renders its content instead of its
 * skeleton: made up, never shown (the probe's markup is thrown away), with every part a page can
 * draw present (a poster and none, a rating and none), because each part brings its own styles.
 * In batches, in the order the real answers usually come: each batch's render adds what the page
 * draws in that state (the sections below a film, loading, then answered).
 */
type Answer = (dispatch: AppDispatch) => unknown;

/** The id shells.ts puts in a sample path's parameters. */
const SAMPLE_ID = 1;

const film = (id: number, parts: boolean): MovieSummary => ({
  adult: false,
  backdrop_path: null,
  genre_ids: parts ? [1] : [],
  id,
  original_language: 'en',
  original_title: 'Probe',
  overview: parts ? 'Probe' : '',
  popularity: 1,
  poster_path: parts ? '/probe.jpg' : null,
  release_date: parts ? '2000-01-01' : '',
  title: 'Probe',
  video: false,
  vote_average: parts ? 5 : 0,
  vote_count: parts ? 1 : 0,
});

const filmPage = (results: MovieSummary[]): MoviePage => ({ page: 1, results, total_pages: 2, total_results: results.length });
const filmWithParts = film(2, true);
const films = [filmWithParts, film(3, false)];

const { genre_ids: _genreIds, ...sampleFilm } = film(SAMPLE_ID, true);
/** Without an overview first, as most of the offline catalogue's films (the page composes a summary), then with one. */
const details: MovieDetails = {
  ...sampleFilm,
  overview: '',
  belongs_to_collection: null,
  budget: 1,
  genres: [{ id: 1, name: 'Probe' }],
  homepage: 'https://example.com/',
  imdb_id: 'tt0000001',
  origin_country: ['US'],
  production_companies: [{ name: 'Probe' }],
  production_countries: [{ name: 'Probe' }],
  revenue: 1,
  runtime: 1,
  spoken_languages: [{ name: 'Probe' }],
  status: 'Released',
  tagline: 'Probe',
};

const person = { adult: false, gender: null, known_for_department: 'Acting', name: 'Probe', original_name: 'Probe', popularity: 1, credit_id: 'probe' };
const credits: Credits = {
  id: SAMPLE_ID,
  cast: [
    { ...person, id: 1, profile_path: '/probe.jpg', cast_id: 1, character: 'Probe', order: 0 },
    { ...person, id: 2, profile_path: null, cast_id: 2, character: '', order: 1 },
  ],
  crew: [{ ...person, id: 3, profile_path: null, department: 'Directing', job: 'Director' }],
};

const viewing: DiaryEntry = { id: 1, movie_id: SAMPLE_ID, movie: filmWithParts, watched_on: '2000-01-01', rating: 4, note: 'Probe', created_at: '2000-01-01T00:00:00Z' };
const noStats = (year: number): Stats => ({ year, films_this_year: 0, total_films: 0, by_month: [], by_decade: [], by_genre: [], rating_histogram: [] });
/** An empty page of any list: a new account's lists and diary. */
const emptyPage = { page: 1, results: [], total_pages: 0, total_results: 0 };

/** The answers each shell's page waits for, batch by batch; a shell not named here renders with none. */
export function probeAnswers(shell: ShellName, language: Language): Answer[][] {
  const request = { id: SAMPLE_ID, language: apiLanguageOf(language) };
  switch (shell) {
    case 'movies':
      return [[(dispatch) => dispatch(movieDbEndpoints.util.upsertQueryData('genres', { language: request.language }, { genres: details.genres }))]];
    case 'movie-details':
      return [
        [
          (dispatch) => dispatch(browseApi.util.upsertQueryData('movieDetails', request, details)),
          (dispatch) => dispatch(listsApi.util.upsertQueryData('listIds', undefined, { favorites: [SAMPLE_ID], watchlist: [], favorite_actors: [] })),
        ],
        [
          (dispatch) => dispatch(browseApi.util.upsertQueryData('movieCredits', request, credits)),
          (dispatch) => dispatch(filmLogApi.util.upsertQueryData('filmState', SAMPLE_ID, { movie_id: SAMPLE_ID, rating: 4, watched: [viewing], list_ids: [] })),
        ],
        [
          (dispatch) => dispatch(browseApi.util.upsertQueryData('similarMovies', request, filmPage(films))),
          (dispatch) => dispatch(browseApi.util.upsertQueryData('movieDetails', request, { ...details, overview: 'Probe' })),
        ],
      ];
    case 'profile': {
      // The year the stats panel asks for first (StatsSection).
      const thisYear = new Date().getFullYear();
      return [
        [(dispatch) => dispatch(profileApi.util.upsertQueryData('profilePicture', undefined, { profile_picture: null }))],
        [
          (dispatch) => dispatch(listsApi.util.upsertQueryData('favorites', 1, filmPage(films))),
          (dispatch) => dispatch(listsApi.util.upsertQueryData('watchlist', 1, emptyPage)),
          (dispatch) => dispatch(listsApi.util.upsertQueryData('favoriteActors', 1, emptyPage)),
          (dispatch) => dispatch(filmLogApi.util.upsertQueryData('diary', 1, emptyPage)),
          (dispatch) => dispatch(filmLogApi.util.upsertQueryData('filmStats', thisYear, noStats(thisYear))),
        ],
      ];
    }
    default:
      return [];
  }
}
