import { lazy } from 'react';
import type { AppDispatch } from '../../app/store';

/**
 * The film log: pages and app/ (a card's buttons) use it through this file. Only the card's
 * button is eager; the film page's panel and the profile's sections are lazy chunks, so no first
 * visit pays for them.
 */
export { CardLogButton } from './CardLogButton';
const loadFilmLogPanel = () => import(/* webpackChunkName: "film-log" */ './FilmLogPanel');
export const FilmLogPanel = lazy(loadFilmLogPanel);
/** Asks for what the film page's panel shows of a film's log, with the panel's code (the film page's `loader`, src/app/routes.tsx). */
export const prefetchFilmLog = (dispatch: AppDispatch, movieId: number): Promise<void> =>
  loadFilmLogPanel().then((panel) => panel.prefetchFilmState(dispatch, movieId));
export const ProfileFilmLog = lazy(() => import(/* webpackChunkName: "profile-film-log" */ './ProfileFilmLog'));
export const DeleteAccountSection = lazy(() => import(/* webpackChunkName: "profile-film-log" */ './DeleteAccountSection'));
