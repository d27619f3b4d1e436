/**
 * A plain `<input>` drawn as the app's small outlined field: the header's stand-in while the search
 * field's chunk loads, and the search form that works without the app's scripts.
 */
export const plainInputSx = {
  height: 40,
  px: 1.75,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'transparent',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
} as const;
