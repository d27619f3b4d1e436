/**
 * For findBy queries that wait on a full page of cards: rendering twenty cards with their
 * list toggles can take longer than Testing Library's default second on a busy machine.
 */
export const renderTimeout = { timeout: 5000 };
