import { lazy } from 'react';

/**
 * The film log: other features use it through this file only. Only the card's button is eager;
 * the film page's panel and the profile's sections are lazy chunks, so no first visit pays for them.
 */
export { CardLogButton } from './CardLogButton';
export const FilmLogPanel = lazy(() => import(/* webpackChunkName: "film-log" */ './FilmLogPanel'));
export const ProfileFilmLog = lazy(() => import(/* webpackChunkName: "profile-film-log" */ './ProfileFilmLog'));
export const DeleteAccountSection = lazy(() => import(/* webpackChunkName: "profile-film-log" */ './DeleteAccountSection'));
