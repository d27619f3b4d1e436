/**
 * On a phone, for the cards of a page of twenty below its first screenful (two columns, at most
 * three rows in view): such a card is not laid out or painted until it comes near the view, its
 * last size (before that, about a card's) holding its place meanwhile; laying out a whole page of
 * cards was the longest task after a list's first render on a phone. Not for cards that may be in
 * the first screen (the first six, or any on a wider screen, where a row holds more): a card the
 * browser has not yet found in view has the placeholder size for a frame, and one in view would
 * then grow under the reader's eyes (a layout shift, measured).
 * Set on the card itself, not its list item: the paint containment this brings clips whatever
 * overflows the element, and the card's shadow is the card's own.
 */
export const BELOW_FOLD_CLASS = 'below-fold';

/** MUI's `theme.breakpoints.down('sm')`, written out: the card's styles are made once, not per theme. */
const PHONE = '@media (max-width:599.95px)';

export const belowFoldRule = {
  [PHONE]: { [`&.${BELOW_FOLD_CLASS}`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' } },
} as const;
