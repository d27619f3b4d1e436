/**
 * For a card of a page of twenty, most of them below the fold on a phone: it is not laid out or
 * painted until it comes near the view, its last size (before that, about a card's) holding its
 * place meanwhile; laying out a whole page of cards was the longest task after a list's first
 * render. Set on the card itself, not on its list item: the paint containment this brings clips
 * whatever overflows the element, and the card's shadow is the card's own.
 */
export const renderedNearView = { contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' } as const;
