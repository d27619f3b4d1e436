import type { UI_LANGUAGES } from './preferences';

/**
 * The server's render of a page crosses a build boundary: the SPA's renderer
 * (src/app/prerender/index.tsx) is built by webpack into its own bundle, which the server
 * (server/routes/spa/page-renderer.ts) loads at run time. One shape for both sides.
 */
export interface PageRenderRequest {
  /** The path and query of the page. */
  url: string;
  language: (typeof UI_LANGUAGES)[number];
  /** Answers a request to this server's API as the visitor who asked for the page. */
  fetch: typeof fetch;
  /**
   * Whether the visitor may hold a session (the signed-in hint): the page is then rendered as
   * theirs once the session check answers. Else it is a page open to anyone (a shared list),
   * rendered as a first visit's, with no check, as the app does (visitorExpectedAt).
   */
  signedIn: boolean;
  /** Whether the request came from a phone, by its browser's word: the page is drawn for one (src/components/phoneGuess.ts). */
  phone: boolean;
  /** The e-mail an account form was sent with that the server sends back refused (server/routes/forms): the form shows it again. */
  formEmail?: string;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags with the theme's variables and the CSS the markup uses, as emotion's server helpers write them. */
  styleTags: string;
  /** The store's state the markup was rendered from, for the app to hydrate with. */
  state: unknown;
}

/** The SPA's addresses on this server, and config.json as the server sends it (its sign-in settings). */
export interface PageRendererConfig {
  apiBaseUrl: string;
  movieDbBaseUrl: string;
  imageBaseUrl: string;
  file: unknown;
}

/** What the renderer's bundle exports. */
export interface PageRendererBundle {
  createPageRenderer(config: PageRendererConfig): { renderPage(request: PageRenderRequest): Promise<RenderedPage | null> };
}
