import { createContext, type ReactNode } from 'react';
import type { ListedMovie } from '../../lists';

/**
 * What every card with buttons shows after its own (the film log's button), given by the app
 * (src/app/providers.tsx): the catalogue is what the other features build on, and imports none
 * that builds on it.
 */
export type MovieCardActions = (movie: ListedMovie) => ReactNode;

export const MovieCardActionsContext = createContext<MovieCardActions>(() => null);
