import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { POSTER_SOURCES, type PosterSource } from '../../../contract/firstScreen';
import { firstKnownLanguage } from '../../../contract/preferences';
import { contentSecurityPolicy } from '../../plugins/external/security';
import { pathPattern } from './page-preloads';

/** Written by the client build (scripts/prerender.mjs): which prerendered first screen each path shows. */
const SHELLS_FILE = 'shells.json';

const Name = z.string().regex(/^[a-z][a-z-]*$/);
const Shells = z.object({ shell: Name.nullable(), signedInShell: Name.nullable() });
const ManifestSchema = z.object({
  languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
  routes: z.array(Shells.extend({ paths: z.array(z.string().startsWith('/')) })),
  fallback: Shells.extend({ shell: Name }),
  /** Shells whose HTML starts its own page's scripts after the first paint: no Link preloads for them. */
  selfLoading: z.array(Name).default([]),
  /** The script that starts a self-loading shell's scripts after its first paint, which the server's render of the same page ends with. */
  loaders: z.record(Name, z.string().startsWith('<script>')).default({}),
  /** Skeleton shells whose poster slots the server fills, and from what (first-screen-posters.ts). */
  posters: z.record(Name, z.enum(POSTER_SOURCES)).default({}),
  /** The CSP hashes of the shells' inline scripts, computed by the build that wrote them. */
  scriptHashes: z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)),
});

export interface PageRequest {
  pathname: string;
  /** The ?lng= of the URL, the app's own language switch. */
  queryLanguage: string | undefined;
  /** The language cookie the app keeps the reader's choice in. */
  languageCookie: string | undefined;
  acceptLanguage: string | undefined;
  /** Whether the signed-in hint cookie is there: guest pages then show the frame while the session is checked. */
  signedInHint: boolean;
}

/** Accept-Language's tags, most wanted first ("es-ES,es;q=0.9,en;q=0.8" → es-ES, es, en). */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language the app will show, by its own rule (contract/preferences.ts): the URL's lng, the
 * cookie, then the browser's languages (Accept-Language says what navigator.languages does). The
 * browser's storage, which the rule reads next, is the server's to see only through the cookie.
 */
const languageOf = (request: PageRequest, languages: readonly string[]): string =>
  firstKnownLanguage([request.queryLanguage, request.languageCookie, ...acceptedLanguages(request.acceptLanguage)], languages);

export interface PrerenderedPage {
  /** The HTML file, relative to the SPA's root. */
  file: string;
  /** Whether the page starts its own scripts, the page's chunks included, so a Link preload would only compete with its first paint. */
  selfLoading: boolean;
  /** The CSP for these files: the one of every response, with their inline scripts allowed by their hashes. */
  contentSecurityPolicy: string;
  /** The page's language (en, es). */
  language: string;
  /**
   * For a signed-in page with a first screen of its own, which the server renders with the
   * visitor's data (page-renderer.ts): the script its HTML ends with, which starts its scripts
   * after the first paint (the skeleton's). Null for any other page.
   */
  serverRendered: { loader: string } | null;
  /** What fills the page's poster slots, if it has any, and the path's first parameter (a film id). */
  posters: { source: PosterSource; param: string | undefined } | null;
}

export interface PrerenderedPages {
  /** The CSP of the build's pages: every response's, with their inline scripts allowed by their hashes. */
  contentSecurityPolicy: string;
  /** The page of what the app first renders for this request. */
  pageFor(request: PageRequest): PrerenderedPage;
}

/**
 * The prerendered first screens of the build: each path's shell in the reader's language. Null
 * when the build prerendered none (no manifest, or one that does not parse): then every path
 * gets index.html.
 */
export function prerenderedPages(root: string, corsOrigins: readonly string[]): PrerenderedPages | null {
  let manifest: z.infer<typeof ManifestSchema>;
  try {
    manifest = ManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(root, SHELLS_FILE), 'utf8')));
  } catch {
    return null;
  }
  const routes = manifest.routes.flatMap(({ paths, ...shells }) => paths.map((pattern) => ({ test: pathPattern(pattern), ...shells })));
  const fileOf = (language: string, shell: string) => path.posix.join('shells', language, `${shell}.html`);
  const files = manifest.languages.flatMap((language) =>
    [manifest.fallback.shell, ...manifest.routes.flatMap(({ shell, signedInShell }) => [shell, signedInShell])]
      .filter((shell): shell is string => shell !== null)
      .map((shell) => fileOf(language, shell)),
  );
  const unique = [...new Set(files)];
  const missing = unique.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return null;
  const policy = contentSecurityPolicy(corsOrigins, manifest.scriptHashes);
  return {
    contentSecurityPolicy: policy,
    pageFor(request) {
      const route = routes.find(({ test }) => test.test(request.pathname));
      const shells = route ?? manifest.fallback;
      // A page with no shell of its own (a shared list) renders over the frame.
      const shell = (request.signedInHint ? shells.signedInShell : shells.shell) ?? manifest.fallback.shell;
      const language = languageOf(request, manifest.languages);
      const source = manifest.posters[shell];
      return {
        file: fileOf(language, shell),
        selfLoading: manifest.selfLoading.includes(shell),
        contentSecurityPolicy: policy,
        language,
        serverRendered: request.signedInHint && manifest.loaders[shell] !== undefined ? { loader: manifest.loaders[shell] } : null,
        posters: source ? { source, param: route?.test.exec(request.pathname)?.[1] } : null,
      };
    },
  };
}
