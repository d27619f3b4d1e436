import fs from 'node:fs';
import path from 'node:path';
import Negotiator from 'negotiator';
import { matchPath } from 'react-router';
import { z } from 'zod';
import { firstKnownLanguage } from '../../../contract/preferences';
import { contentSecurityPolicy } from '../../plugins/external/security';
import type { RenderedPageOf } from './page-renderer';

/** Written by the client build (scripts/prerender.mjs): the app's pages and the prerendered first screens. */
const SHELLS_FILE = 'shells.json';
/** The prerendered frame (header and spinner): what a page shows until the app has checked the session. */
const FRAME = 'layout';

const Name = z.string().regex(/^[a-z][a-z-]*$/);
const ScriptPath = z.string().regex(/^[\w./-]+\.js$/);
const ManifestSchema = z.object({
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  /**
   * The route table's pages (src/app/routes.tsx): a guest page's id is also its prerendered
   * form's; `scripts` are its chunk's beyond the entry's.
   */
  routes: z.array(
    z.object({ id: Name, paths: z.array(z.string().startsWith('/')), access: z.enum(['guest', 'user', 'open']), scripts: z.array(ScriptPath) }),
  ),
  /** The page an unknown path shows. */
  fallback: Name,
  /** The CSP hash of the pages' one inline script (the head script), computed from its built bytes. */
  scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
});

export interface PageRequest {
  pathname: string;
  /** The ?lng= of the URL, the app's own language switch. */
  queryLanguage: string | undefined;
  /** The language cookie the app keeps the reader's choice in. */
  languageCookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Whether the signed-in hint cookie is there: signed-in pages are then rendered, guest pages show the frame while the session is checked. */
  signedInHint: boolean;
  /** Whether the URL says why an account form sent without the app came back (contract/accountForms.ts): its page then shows the reasons from the server. */
  formFailure: boolean;
}

/** Accept-Language's tags, most wanted first ("es-ES,es;q=0.9,en;q=0.8" → es-ES, es, en); none without the header. */
const acceptedLanguages = (header: string | undefined): string[] =>
  header ? new Negotiator({ headers: { 'accept-language': header } }).languages() : [];

/**
 * The language the app will show, by its own rule (contract/preferences.ts): the URL's lng, the
 * cookie, then the browser's languages (Accept-Language says what navigator.languages does). The
 * browser's storage, which the rule reads next, is the server's to see only through the cookie.
 */
const languageOf = (request: PageRequest, languages: readonly string[]): string =>
  firstKnownLanguage([request.queryLanguage, request.languageCookie, ...acceptedLanguages(request.acceptLanguage)], languages);

/** At low priority, as the entry's deferred scripts are: nothing here may hold up the first paint. */
const preloadHeader = (scripts: readonly string[]): string | null =>
  scripts.length === 0 ? null : scripts.map((script) => `</${script}>; rel=preload; as=script; fetchpriority=low`).join(', ');

export interface PrerenderedPage {
  /** The HTML file, relative to the SPA's root. */
  file: string;
  /**
   * The `Link` header naming the scripts of the page at that path, so the browser fetches them
   * alongside the entry's instead of after running it; null for an account form, whose HTML
   * preloads them itself.
   */
  preload: string | null;
  /** The CSP for these files: the one of every response, with their inline scripts allowed by their hashes. */
  contentSecurityPolicy: string;
  /** The page's language (en, es). */
  language: string;
  /**
   * For a page the server renders (page-renderer.ts): a signed-in page with the visitor's data,
   * a page open to anyone (a shared list), as a first visit's without the signed-in hint, or an
   * account form its configuration changes (`renderedForms`). Null for any other page.
   */
  serverRendered: RenderedPageOf | null;
  /** A signed-in page asked for without the signed-in hint, which lives as long as a session can: the sign-in form, as the app's guard would. */
  signedOut: boolean;
  /** An account form asked for with the signed-in hint: the profile if the session is live, as the app's guard would. */
  signedIn: boolean;
}

export interface PrerenderedPages {
  /** The CSP of the build's pages: every response's, with their inline scripts allowed by their hashes. */
  contentSecurityPolicy: string;
  /** The page of what the app first renders for this request. */
  pageFor(request: PageRequest): PrerenderedPage;
}

/**
 * The prerendered first screens of the build: a signed-out visitor's account form, else the
 * frame, in the reader's language. Null when the build prerendered none (no manifest, or one
 * that does not parse): then every path gets index.html. `renderedForms` are the paths of the
 * account forms this server's configuration changes (the register page where password sign-up is
 * off): a visitor gets the server's render of them, not the build's form, when it renders pages;
 * so does a form that came back refused (server/routes/forms), whose reasons no build knows.
 */
export function prerenderedPages(root: string, corsOrigins: readonly string[], renderedForms: readonly string[]): PrerenderedPages | null {
  let manifest: z.infer<typeof ManifestSchema>;
  try {
    manifest = ManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(root, SHELLS_FILE), 'utf8')));
  } catch {
    return null;
  }
  const fallback = manifest.routes.find(({ id }) => id === manifest.fallback);
  if (!fallback) return null;
  const fileOf = (language: string, shell: string) => path.posix.join('shells', language, `${shell}.html`);
  const shells = [FRAME, ...manifest.routes.filter(({ access }) => access === 'guest').map(({ id }) => id)];
  const missing = manifest.languages.flatMap((language) => shells.map((shell) => fileOf(language, shell))).find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return null;
  const policy = contentSecurityPolicy(corsOrigins, manifest.scriptHashes);
  return {
    contentSecurityPolicy: policy,
    pageFor(request) {
      const route = manifest.routes.find(({ paths }) => paths.some((pattern) => matchPath(pattern, request.pathname))) ?? fallback;
      const form = route.access === 'guest' && !request.signedInHint;
      const language = languageOf(request, manifest.languages);
      const rendered =
        route.access === 'open' ||
        (route.access === 'user' && request.signedInHint) ||
        (form && (request.formFailure || route.paths.some((pattern) => renderedForms.includes(pattern))));
      return {
        file: fileOf(language, form ? route.id : FRAME),
        preload: form ? null : preloadHeader(route.scripts),
        contentSecurityPolicy: policy,
        language,
        serverRendered: rendered ? { scripts: route.scripts, signedIn: request.signedInHint } : null,
        signedOut: !request.signedInHint && route.access === 'user',
        signedIn: request.signedInHint && route.access === 'guest',
      };
    },
  };
}
