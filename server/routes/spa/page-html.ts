import { manifestPath } from '../../../contract/installableApp';

/** The empty root of the SPA's index.html, which a rendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';
const HTML_START = '<html lang="en">';
const MANIFEST_LINK = `href="${manifestPath('en')}"`;

export interface PageParts {
  language: string;
  /** Tags for the end of <head> (the page's styles). */
  head: string;
  /** Attributes of #root, by name (values are escaped here). */
  rootAttributes: Record<string, string>;
  /** The markup inside #root. */
  rootHtml: string;
  /** Tags for the end of <body>. */
  bodyEnd: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Throws unless `template` is the SPA's index.html as webpack writes it (what every page is made from). */
export function checkTemplate(template: string): void {
  if (!template.includes(EMPTY_ROOT) || !template.includes(HTML_START) || !template.includes(MANIFEST_LINK)) {
    throw new Error(`the SPA's index.html has no ${EMPTY_ROOT}, ${HTML_START} or ${MANIFEST_LINK}: public/index.html changed?`);
  }
}

/**
 * A page made from the SPA's index.html: the build's prerendered first screens
 * (scripts/prerender.mjs) and the pages the server renders for a signed-in visitor.
 */
export function pageHtml(template: string, { language, head, rootAttributes, rootHtml, bodyEnd }: PageParts): string {
  const attributes = Object.entries(rootAttributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return template
    .replace(HTML_START, () => `<html lang="${escapeAttribute(language)}">`)
    .replace(MANIFEST_LINK, () => `href="${escapeAttribute(manifestPath(language))}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root"${attributes}>${rootHtml}</div>`)
    .replace('</body>', () => `${bodyEnd}</body>`);
}
