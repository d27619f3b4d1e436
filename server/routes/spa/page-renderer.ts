import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SERVER_STATE_ID } from '../../../contract/firstScreen';
import { UI_LANGUAGES } from '../../../contract/preferences';
import type { PageRendererBundle } from '../../../contract/serverRender';
import { RUNTIME_CONFIG_PATH } from '../../../contract/pagePaths';
import { manifestPath } from '../../../contract/installableApp';
import { escapeAttribute, pageTemplate, rootElement, scriptPreloads } from './page-html';

/** What the client build writes beside dist/public (webpack.config.ts, "server render"; scripts/prerender.mjs). */
const BUNDLE = path.join('server-render', 'app.cjs');
const TEMPLATE = path.join('server-render', 'page.html');

/** An address on this server: empty or a path, not another origin. */
const SameOrigin = z.string().regex(/^(\/(?!\/)|$)/);
const ConfigSchema = z.object({ apiBaseUrl: SameOrigin, movieDbBaseUrl: SameOrigin, imageBaseUrl: z.string() });

/**
 * JSON for a <script type="application/json">: the browser ends the element at the first `</script`
 * and reads `<!--` specially, so every `<` is written as its JSON escape (the same value).
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The visitor's requests of a page render, answered by this server in process with the visitor's
 * cookies and address (rate limits count them as the visitor's), as a browser's fetch would be.
 */
function visitorFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({ method: request.method as 'GET', url: url.pathname + url.search, headers, payload, remoteAddress: visitor.ip });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * Whether the visitor's browser says it runs on a phone: Chromium's client hint, sent by default,
 * else "Mobi" in the user agent (MDN's way of telling a mobile browser without the hint). The
 * page is then drawn as on a phone until the app knows the screen's width (src/components/phoneGuess.ts).
 */
function fromPhone({ headers }: FastifyRequest): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  return typeof hint === 'string' ? hint === '?1' : /Mobi/.test(headers['user-agent'] ?? '');
}

/** What the SPA route asks to render (shells.ts, `serverRendered`). */
export interface RenderedPageOf {
  /** The page's scripts beyond the entry's, which hydrating it needs: preloaded by its HTML. */
  scripts: readonly string[];
  /** Whether the visitor may hold a session (the signed-in hint); else the page is one open to anyone, rendered as a first visit's. */
  signedIn: boolean;
  /** The e-mail of the account form being sent back refused, shown in it again. */
  formEmail?: string;
}

export interface PageRenderer {
  /**
   * The HTML of the page at the request's URL as this visitor sees it, or null when their session does not answer (the app then checks it itself)
   * or a visitor's page has nothing to show (an unknown shared list).
   */
  render(request: FastifyRequest, language: string, page: RenderedPageOf): Promise<string | null>;
}

/**
 * The app's server-side renderer (src/app/prerender/index.tsx), when the build wrote it and
 * the SPA's APIs are on this server; else null, and pages are the prerendered first screens.
 * `runtimeConfig` is the config.json this server sends, whose sign-in settings the pages read.
 */
export function pageRenderer(app: FastifyInstance, root: string, runtimeConfig: object): PageRenderer | null {
  const distDir = path.dirname(root);
  const bundleFile = path.join(distDir, BUNDLE);
  const templateFile = path.join(distDir, TEMPLATE);
  if (!fs.existsSync(bundleFile) || !fs.existsSync(templateFile)) {
    // Said once at start: without it every signed-in page is the frame the browser renders, which
    // works, so nothing else would tell an operator who deployed SPA_DIR without its sibling folder.
    app.log.warn(
      { missing: path.join(distDir, 'server-render') },
      "no server render beside the SPA: pages are not rendered on this server but in the browser; deploy the build's server-render folder beside the SPA_DIR folder",
    );
    return null;
  }
  const config = ConfigSchema.safeParse(JSON.parse(fs.readFileSync(path.join(root, RUNTIME_CONFIG_PATH), 'utf8')));
  if (!config.success) {
    app.log.info('config.json points the SPA at APIs on another server: pages are not rendered here');
    return null;
  }
  const fillTemplate = pageTemplate(fs.readFileSync(templateFile, 'utf8'));
  // Loaded with the first page it renders: a server that renders none (an API behind a CDN) keeps its memory.
  let renderPage: ReturnType<PageRendererBundle['createPageRenderer']>['renderPage'] | undefined;
  return {
    async render(request, language, { scripts, signedIn, formEmail }) {
      renderPage ??= (createRequire(__filename)(bundleFile) as PageRendererBundle).createPageRenderer({ ...config.data, file: runtimeConfig }).renderPage;
      // The build's languages are the app's (scripts/prerender.mjs): any other is the prerendered page's to show.
      const uiLanguage = UI_LANGUAGES.find((known) => known === language);
      if (!uiLanguage) return null;
      const phone = fromPhone(request);
      const page = await renderPage({ url: request.url, language: uiLanguage, fetch: visitorFetch(app, request), signedIn, phone, formEmail });
      if (!page) return null;
      return fillTemplate({
        language: escapeAttribute(language),
        manifest: manifestPath(language),
        head: page.styleTags + scriptPreloads(scripts),
        // What the app hydrates the page by (src/app/renderApp.tsx).
        root: rootElement({ 'data-language': language, ...(phone && { 'data-phone': '' }) }, page.html),
        bodyEnd: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>`,
      });
    },
  };
}
