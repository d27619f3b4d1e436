import { useLocation } from 'react-router';

/**
 * The posters our server put into the skeleton of the page's first HTML (server/routes/spa,
 * "first-screen posters"): slot number → poster path. They are the page's largest paint, so the
 * skeleton the app renders over that HTML shows them too, until the page's own cards and facts
 * take their place with the same images.
 */
type Posters = ReadonlyMap<number, string>;

let landing: { href: string; posters: Posters } | null = null;

/** Reads them from the HTML; called once at boot, before React renders over it. */
export function readServerPosters(root: ParentNode, location: Pick<Location, 'pathname' | 'search'>): void {
  const posters = new Map<number, string>();
  for (const image of root.querySelectorAll<HTMLImageElement>('[data-poster-slot] > img[data-poster-path]')) {
    const slot = Number(image.parentElement?.dataset.posterSlot);
    const posterPath = image.dataset.posterPath;
    if (Number.isInteger(slot) && posterPath) posters.set(slot, posterPath);
  }
  landing = posters.size > 0 ? { href: location.pathname + location.search, posters } : null;
}

/** The server's posters while the reader is still on the entry they landed on, else none. */
export function useServerPosters(): Posters | undefined {
  const { pathname, search, key } = useLocation();
  // 'default' is the router's key of the history entry the app started on.
  return landing && key === 'default' && landing.href === pathname + search ? landing.posters : undefined;
}
