import { createContext, use } from 'react';

/** Set by PageRouter: whether a navigation to another page has begun whose page has not rendered yet. */
export const PendingContext = createContext(false);

/** Whether the page on screen is one being left for another that has not rendered yet (Layout makes it inert and shows progress). */
export const useNavigationPending = (): boolean => use(PendingContext);
