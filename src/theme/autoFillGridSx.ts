type Responsive<T> = T | { xs: T; sm: T };

const columns = (minWidth: number) => `repeat(auto-fill, minmax(${minWidth}px, 1fr))`;

/** A bare list laid out as many columns of at least `minWidth` px as fit the width. */
export function autoFillGridSx(minWidth: Responsive<number>, gap: Responsive<number> = 2) {
  return {
    display: 'grid',
    gridTemplateColumns: typeof minWidth === 'number' ? columns(minWidth) : { xs: columns(minWidth.xs), sm: columns(minWidth.sm) },
    gap,
    listStyle: 'none',
    p: 0,
    m: 0,
  } as const;
}
