/**
 * The places the SPA's page template (public/index.html, as webpack writes it) leaves for what
 * each page fills in: a page the server renders and the first screens the build prerenders.
 */
export const PAGE_SLOTS = {
  language: '%app-language%',
  manifest: '%app-manifest%',
  head: '<!--app-head-->',
  root: '<!--app-root-->',
  bodyEnd: '<!--app-body-end-->',
} as const;

export type PageParts = Record<keyof typeof PAGE_SLOTS, string>;

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page maker of `template`: each part put in its slot in one pass over the template's text
 * (the text as it is: attributes escaped by the caller), a slot without a part left as it is.
 * Throws unless the template has each slot once (public/index.html changed?): a page made from
 * it would lack that part.
 */
export function pageTemplate(template: string): (parts: Partial<PageParts>) => string {
  const slots = (Object.keys(PAGE_SLOTS) as Array<keyof PageParts>).map((slot) => ({ slot, marker: PAGE_SLOTS[slot] }));
  const missing = slots.filter(({ marker }) => template.split(marker).length !== 2).map(({ slot }) => slot);
  if (missing.length > 0) throw new Error(`the SPA's page template lacks its ${missing.join(', ')} slot (once each): public/index.html changed?`);
  const ordered = slots.map((slot) => ({ ...slot, at: template.indexOf(slot.marker) })).sort((a, b) => a.at - b.at);
  let from = 0;
  const pieces = ordered.map(({ slot, marker, at }) => {
    const before = template.slice(from, at);
    from = at + marker.length;
    return { before, slot, marker };
  });
  const tail = template.slice(from);
  return (parts) => pieces.reduce((page, { before, slot, marker }) => page + before + (parts[slot] ?? marker), '') + tail;
}

/** The app's container, #root, with these attributes (escaped here) around the page's markup. */
export function rootElement(attributes: Record<string, string>, html: string): string {
  const named = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
  return `<div id="root"${named.join('')}>${html}</div>`;
}

/** Preloads of a page's own scripts, which hydrating it needs beside the template's deferred entry scripts. */
export const scriptPreloads = (scripts: readonly string[]): string =>
  scripts.map((script) => `<link rel="preload" as="script" href="/${escapeAttribute(script)}">`).join('');
