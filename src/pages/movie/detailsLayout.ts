/** The film page's poster size. */
export const DETAILS_POSTER_SIZE = 'w500';

/** Poster beside the facts on wide screens, above them (and narrower) on phones. */
export const detailsLayoutSx = {
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  gap: { xs: 2, sm: 4 },
  alignItems: { xs: 'center', sm: 'flex-start' },
} as const;

export const posterColumnSx = {
  width: { xs: 200, sm: 240, md: 300 },
  flexShrink: 0,
  borderRadius: 1,
  overflow: 'hidden',
} as const;
